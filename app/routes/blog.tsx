import { site } from "@core/site";
import { PageHeader } from "~/components/layout/page-header";
import { seo } from "~/lib/seo";

const title = `The ${site.product} Blog`;
const description =
  "Practical guides for small-business owners on answering every call, booking more jobs and connecting an AI phone host to the tools you use.";

export const meta = () => seo({ title, description, path: "/blog" });

export default function BlogPage() {
  return (
    <PageHeader eyebrow="Blog" title={title}>
      <p>{description}</p>
    </PageHeader>
  );
}
