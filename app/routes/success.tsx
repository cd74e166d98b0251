import { site } from "@core/site";
import { PageHeader } from "~/components/layout/page-header";
import { seo } from "~/lib/seo";

const title = "Payment received";
const description = `Your ${site.product} payment went through.`;

export const meta = () => seo({ title, description, path: "/success", noindex: true });

export default function SuccessPage() {
  return (
    <PageHeader eyebrow="Payment" title={title}>
      <p>{description}</p>
    </PageHeader>
  );
}
