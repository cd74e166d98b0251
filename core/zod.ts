import { z } from "zod";

/**
 * The zod every shared schema is written with. In the browser zod's JIT is off: it compiles object
 * parsers with `new Function`, and the pages' Content-Security-Policy forbids eval, so even zod's
 * probe for it was reported as a CSP violation (a Lighthouse best-practices failure) on every page
 * that fetched with a contract. The server keeps the JIT.
 */
if (typeof document !== "undefined") z.config({ jitless: true });

export { z };
