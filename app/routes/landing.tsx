import { site } from "@core/site";
import { PageHeader } from "~/components/layout/page-header";
import { seo } from "~/lib/seo";

const title = "Stop losing customers to voicemail";
const description = `${site.product} answers every call for your business 24/7, books the job and texts a confirmation. Try it free for 14 days.`;

export const meta = () => seo({ title, description, path: "/landing" });

export default function LandingPage() {
  return (
    <PageHeader eyebrow={site.product} title={title}>
      <p>{description}</p>
    </PageHeader>
  );
}
