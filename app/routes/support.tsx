import { site } from "@core/site";
import { PageHeader } from "~/components/layout/page-header";
import { seo } from "~/lib/seo";

const title = `Ask ${site.product}`;
const description = `Ask ${site.product}’s assistant about plans, pricing, setup and integrations, any time of day.`;

export const meta = () => seo({ title, description, path: "/support" });

export default function SupportPage() {
  return (
    <PageHeader eyebrow="Support" title={title}>
      <p>{description}</p>
    </PageHeader>
  );
}
