import { site } from "@core/site";
import { PageHeader } from "~/components/layout/page-header";
import { seo } from "~/lib/seo";

const title = `About ${site.product}`;
const description = `${site.product} builds the AI phone host that answers small businesses" calls 24/7. Meet the team and the values behind the product.`;

export const meta = () => seo({ title, description, path: "/about-us" });

export default function AboutUsPage() {
  return (
    <PageHeader eyebrow="Company" title={title}>
      <p>{description}</p>
    </PageHeader>
  );
}
