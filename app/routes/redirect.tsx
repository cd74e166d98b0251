import { redirectTarget } from "@core/redirects";
import { redirect } from "react-router";
import type { Route } from "./+types/redirect";

/**
 * Old and short paths on client-side navigation: replaced by their canonical path from the one
 * redirect table (the server answers the same paths with a 301).
 */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  const target = redirectTarget(url.pathname) ?? "/";
  return redirect(`${target}${url.search}${url.hash}`);
}

export default function Redirect() {
  return null;
}
