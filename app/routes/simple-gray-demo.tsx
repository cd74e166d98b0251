import { site } from "@core/site";
import { PageHeader } from "~/components/layout/page-header";
import { seo } from "~/lib/seo";

const title = `${site.product} demo`;
const description = `See ${site.product}’s landing page in a neutral gray theme: the hero, the shared sections and pricing, without the demo-call block.`;

export const meta = () => seo({ title, description, path: "/simple-gray-demo" });

export default function SimpleGrayDemoPage() {
  return (
    <PageHeader eyebrow="Demo" title={title}>
      <p>{description}</p>
    </PageHeader>
  );
}
