import { site } from "@core/site";
import { PageHeader } from "~/components/layout/page-header";
import { seo } from "~/lib/seo";

const title = `${site.product} Help Center`;
const description = `Ask the ${site.product} Help Center anything about setup, pricing, integrations and your AI phone host.`;

export const meta = () => seo({ title, description, path: "/help-center" });

export default function HelpCenterPage() {
  return (
    <PageHeader eyebrow="Help" title={title}>
      <p>{description}</p>
    </PageHeader>
  );
}
