import { site } from "@core/site";
import { PageHeader } from "~/components/layout/page-header";
import { seo } from "~/lib/seo";

const title = `Welcome to ${site.product}`;
const description = `Your ${site.trialDays}-day ${site.product} trial is active.`;

export const meta = () => seo({ title, description, path: "/congratulations-welcome-aboard", noindex: true });

export default function WelcomePage() {
  return (
    <PageHeader eyebrow="Welcome" title={title}>
      <p>{description}</p>
    </PageHeader>
  );
}
