import { site } from "@core/site";
import { HelpCenterChat } from "~/components/chat/help-center-chat";
import { breadcrumbJsonLd, seo } from "~/lib/seo";

const title = `${site.product} Help Center`;
const description = `Ask the ${site.product} Help Center about setup, pricing, the free trial, integrations, security and how your AI phone host handles calls, and get a short answer with a link to the details.`;

export const meta = () =>
  seo({
    title,
    description,
    path: "/help-center",
    keywords: [`${site.product} help`, "AI phone host setup", "AI receptionist FAQ"],
    jsonLd: [
      breadcrumbJsonLd([
        ["Home", "/"],
        [title, "/help-center"],
      ]),
    ],
  });

export default function HelpCenterPage() {
  return <HelpCenterChat />;
}
