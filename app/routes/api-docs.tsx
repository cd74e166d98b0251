import { site } from "@core/site";
import { PageHeader } from "~/components/layout/page-header";
import { seo } from "~/lib/seo";

const title = `${site.product} API`;
const description = `Read and place calls, fetch transcripts and register webhooks with the ${site.product} REST API.`;

export const meta = () => seo({ title, description, path: "/api" });

export default function ApiDocsPage() {
  return (
    <PageHeader eyebrow="Developers" title={title}>
      <p>{description}</p>
    </PageHeader>
  );
}
