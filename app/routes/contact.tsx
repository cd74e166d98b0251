import { site } from "@core/site";
import { PageHeader } from "~/components/layout/page-header";
import { seo } from "~/lib/seo";

const title = `Contact ${site.product}`;
const description = `Call ${site.product}’s sales team, e-mail support, or visit our offices in Austin and New York.`;

export const meta = () => seo({ title, description, path: "/contact" });

export default function ContactPage() {
  return (
    <PageHeader eyebrow="Contact" title={title}>
      <p>{description}</p>
    </PageHeader>
  );
}
