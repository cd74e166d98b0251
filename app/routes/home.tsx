import { genericBusiness } from "@core/industries";
import { landingContent } from "@core/landing";
import { LandingPage } from "~/components/landing/landing-page";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/home";

/** Build time: the home page's copy (it reaches the browser in the HTML, not the bundle). */
export function loader() {
  return { content: landingContent.general };
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  seo({
    title: loaderData.content.meta.title,
    description: loaderData.content.meta.description,
    path: "/",
    keywords: loaderData.content.meta.keywords,
  });

export default function Home({ loaderData }: Route.ComponentProps) {
  return <LandingPage content={loaderData.content} demoPhone={genericBusiness.demoPhone} />;
}
