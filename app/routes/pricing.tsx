import { site } from "@core/site";
import { PageHeader } from "~/components/layout/page-header";
import { seo } from "~/lib/seo";

const title = "Pricing";
const description = `${site.product}’s plans per business location: Basic, Pro and Enterprise, each Basic and Pro plan with a ${site.trialDays}-day free trial and no contract.`;

export const meta = () => seo({ title, description, path: "/pricing" });

export default function PricingPage() {
  return (
    <PageHeader eyebrow="Pricing" title={title}>
      <p>{description}</p>
    </PageHeader>
  );
}
