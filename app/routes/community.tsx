import { site } from "@core/site";
import { PageHeader } from "~/components/layout/page-header";
import { seo } from "~/lib/seo";

const title = `${site.product} Community`;
const description = `Meet other small-business owners who run their phones on ${site.product}: forums, groups and events.`;

export const meta = () => seo({ title, description, path: "/community" });

export default function CommunityPage() {
  return (
    <PageHeader eyebrow="Community" title={title}>
      <p>{description}</p>
    </PageHeader>
  );
}
