import { z } from "zod/mini";

/**
 * The zod every shared schema (core/schemas, core/api) is written with: zod's "mini" build, whose
 * functional API (`z.optional(x)`, `.check(z.minLength(2))`) lets the bundler keep only what the
 * schemas use. The browser loads these schemas to check forms and API answers, and classic zod
 * cost every such page 22 KB compressed, mini a fraction (ADR 011). The server reads the same
 * schemas (fastify-type-provider-zod and z.toJSONSchema work on zod's core, which both builds share).
 *
 * In the browser zod's JIT is off: it compiles object parsers with `new Function`, and the pages'
 * Content-Security-Policy forbids eval, so even zod's probe for it was reported as a CSP violation
 * (a Lighthouse best-practices failure) on every page that fetched with a contract. The server
 * keeps the JIT.
 */
if (typeof document !== "undefined") z.config({ jitless: true });

export { z };
