import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./core/prerender";

export default {
  appDirectory: "app",
  buildDirectory: "build",
  // Every page is prerendered at build time and served by the Fastify server (server/);
  // there is no server-side rendering at request time.
  ssr: false,
  prerender: () => prerenderPaths(),
} satisfies Config;
