import { notFoundPath } from "@core/pages";
import { site } from "@core/site";
import { NotFound } from "~/components/layout/not-found";
import { seo } from "~/lib/seo";

export const meta = () =>
  seo({
    title: "Page not found",
    description: `The page you asked for isn't here. Head back to the ${site.product} home page.`,
    path: notFoundPath,
    noindex: true,
    notAPage: true,
  });

export default function NotFoundRoute() {
  return <NotFound />;
}
