import { site } from "@core/site";
import { PageHeader } from "~/components/layout/page-header";
import { seo } from "~/lib/seo";

const title = `${site.product} Webinars`;
const description = "Live demos, training and workshops for getting the most out of your AI phone host.";

export const meta = () => seo({ title, description, path: "/webinars" });

export default function WebinarsPage() {
  return (
    <PageHeader eyebrow="Learn" title={title}>
      <p>{description}</p>
    </PageHeader>
  );
}
