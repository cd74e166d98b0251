import { site } from "@core/site";
import { SupportChat } from "~/components/chat/support-chat";
import { breadcrumbJsonLd, seo } from "~/lib/seo";

const title = `Ask ${site.product}: answers about plans, setup and integrations`;
const description = `Ask ${site.product}’s assistant about plans, pricing, the free trial, setup, integrations and how your AI phone host handles calls in your industry, any time of day.`;

export const meta = () =>
  seo({
    title,
    description,
    path: "/support",
    keywords: ["AI receptionist support", `${site.product} pricing`, "AI phone answering questions"],
    jsonLd: [
      breadcrumbJsonLd([
        ["Home", "/"],
        [`Ask ${site.product}`, "/support"],
      ]),
    ],
  });

export default function SupportPage() {
  return <SupportChat />;
}
