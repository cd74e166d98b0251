import { genericBusiness } from "@core/industries";
import { landingContent } from "@core/landing";
import { site } from "@core/site";
import { LandingPage } from "~/components/landing/landing-page";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/simple-gray-demo";

/** Build time: the home page's copy, shown in the gray variant. */
export function loader() {
  return { content: landingContent.general };
}

export const meta = () =>
  seo({
    title: `${site.product} in a neutral gray theme`,
    description: `${site.product}’s landing page in a neutral gray look: the promise, the results, pricing and how it works, without the demo-call block.`,
    path: "/simple-gray-demo",
    noindex: true,
  });

/** SPEC 2.1: the hero, the shared sections and pricing, no demo-call block, a neutral gray look. */
export default function SimpleGrayDemo({ loaderData }: Route.ComponentProps) {
  return <LandingPage content={loaderData.content} demoPhone={genericBusiness.demoPhone} variant="gray" />;
}
