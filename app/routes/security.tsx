import { site } from "@core/site";
import { PageHeader } from "~/components/layout/page-header";
import { seo } from "~/lib/seo";

const title = `Security at ${site.product}`;
const description = `How ${site.product} protects your calls, your customers" details and your business data: encryption, access controls and compliance.`;

export const meta = () => seo({ title, description, path: "/security" });

export default function SecurityPage() {
  return (
    <PageHeader eyebrow="Trust" title={title}>
      <p>{description}</p>
    </PageHeader>
  );
}
