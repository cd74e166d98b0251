import { industries, industryForPath } from "@core/industries";
import { landingContent } from "@core/landing";
import { LandingPage } from "~/components/landing/landing-page";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/industry";

/** Build time: the industry of this path and its page's copy. */
export function loader({ request }: Route.LoaderArgs) {
  const industry = industryForPath(new URL(request.url).pathname.replace(/\/$/, ""));
  if (!industry) throw new Response("Not found", { status: 404 });
  return { industryKey: industry.key, content: landingContent[industry.key] };
}

export const meta = ({ loaderData }: Route.MetaArgs) => {
  const industry = industries.find((entry) => entry.key === loaderData.industryKey)!;
  return seo({
    title: loaderData.content.meta.title,
    description: loaderData.content.meta.description,
    path: industry.path,
    keywords: loaderData.content.meta.keywords,
  });
};

export default function IndustryPage({ loaderData }: Route.ComponentProps) {
  const industry = industries.find((entry) => entry.key === loaderData.industryKey)!;
  return <LandingPage content={loaderData.content} industry={industry.key} demoPhone={industry.demoPhone} />;
}
