import { isIP } from "node:net";
import { z } from "zod";
import { defaultAppUrl, defaultSiteUrl } from "../core/env-public";

/**
 * The server's configuration, validated once at start-up. Every variable has a default that
 * runs the whole site with no outside service; setting a key switches that part to the real one.
 */
const optionalUrl = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .pipe(z.url({ message: "must be a full URL such as https://example.com" }).optional());

const optionalSecret = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  HOST: z.string().min(1).default("0.0.0.0"),
  PORT: z.coerce
    .number({ message: "must be a number" })
    .int({ message: "must be a whole number" })
    .min(1, { message: "must be between 1 and 65535" })
    .max(65535, { message: "must be between 1 and 65535" })
    .default(3000),
  /** The most connections one process holds open at once; more are refused until some close. */
  MAX_CONNECTIONS: z.coerce
    .number({ message: "must be a number" })
    .int({ message: "must be a whole number" })
    .min(10, { message: "must be at least 10" })
    .default(2000),
  /** Turns on GET /metrics (Prometheus), readable with `Authorization: Bearer <token>`; unset: 404. */
  METRICS_TOKEN: z
    .string()
    .trim()
    .transform((value) => value || undefined)
    .optional()
    .refine((value) => value === undefined || value.length >= 16, {
      message: "must be at least 16 characters",
    }),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SITE_URL: z.url({ message: "must be a full URL such as https://hostline.example" }).default(defaultSiteUrl),
  APP_URL: z.url({ message: "must be a full URL" }).default(defaultAppUrl),
  /** PostgreSQL connection string; when unset the embedded PGlite database in PGLITE_DIR is used. */
  DATABASE_URL: z
    .string()
    .trim()
    .transform((value) => value || undefined)
    .pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, { message: "must start with postgres:// or postgresql://" })
        .optional(),
    )
    .optional(),
  PGLITE_DIR: z.string().min(1).default("./data/pglite"),
  /** Serve the built site too (off under `npm run dev`, where Vite serves the pages). */
  SERVE_SITE: z
    .enum(["true", "false"], { message: "must be true or false" })
    .default("true")
    .transform((value) => value === "true"),
  /** Where the built site lives. */
  CLIENT_DIR: z.string().min(1).default("./build/client"),
  /**
   * Which proxies' X-Forwarded-For to believe: a hop count ("1": one load balancer in front) or a
   * list of proxy addresses and CIDR ranges; the client is the first address from the right that is
   * not a trusted hop. "true" is refused: it trusts the left-most address, which clients write.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .default("false")
    .transform((value, context): number | string[] | false => {
      if (value === "" || value === "false" || value === "0") return false;
      if (value === "true") {
        context.addIssue({
          code: "custom",
          message:
            'must not be "true": that trusts the left-most X-Forwarded-For address, which any client can write. Give the number of proxies in front (e.g. 1) or their addresses/CIDR ranges (e.g. 10.0.0.0/8)',
        });
        return z.NEVER;
      }
      if (/^\d+$/.test(value)) return Number(value);
      const entries = value.split(",").map((entry) => entry.trim());
      if (entries.every(isAddressOrRange)) return entries;
      context.addIssue({
        code: "custom",
        message:
          "must be false, a number of proxy hops (e.g. 1) or a comma-separated list of addresses/CIDR ranges",
      });
      return z.NEVER;
    }),
  STRIPE_SECRET_KEY: optionalSecret,
  STRIPE_PUBLISHABLE_KEY: optionalSecret,
  /** Stripe price ids of the monthly plans (what GET /api/stripe/industry-plans reports). */
  STRIPE_PRICE_BASIC: z.string().trim().min(1).default("price_hostline_basic_monthly"),
  STRIPE_PRICE_PRO: z.string().trim().min(1).default("price_hostline_pro_monthly"),
  STRIPE_PRICE_ENTERPRISE: z.string().trim().min(1).default("price_hostline_enterprise_monthly"),
  /** Verifies POST /api/stripe/webhook's Stripe-Signature (whsec_...); unset: webhooks are refused. */
  STRIPE_WEBHOOK_SECRET: optionalSecret,
  /** Points the Stripe SDK at another API origin (tests use a local fake); unset: api.stripe.com. */
  STRIPE_API_BASE: optionalUrl.optional(),
  OPENAI_API_KEY: optionalSecret,
  OPENAI_BASE_URL: optionalUrl.optional(),
  OPENAI_MODEL: z.string().trim().min(1).default("gpt-4o-mini"),
  /** How long a model call may take before the chat answers from the local engine instead. */
  OPENAI_TIMEOUT_MS: z.coerce
    .number({ message: "must be a number of milliseconds" })
    .int({ message: "must be a whole number of milliseconds" })
    .min(1000, { message: "must be between 1000 and 120000" })
    .max(120_000, { message: "must be between 1000 and 120000" })
    .default(15_000),
  LEAD_WEBHOOK_URL: optionalUrl.optional(),
  LEAD_WEBHOOK_SECRET: optionalSecret,
  /**
   * Whether this instance delivers the lead outbox ("true") or only writes it ("false"), for a
   * deployment whose deliveries run on other instances. Any number may deliver: each lead goes once.
   */
  LEAD_WEBHOOK_WORKER: z
    .enum(["true", "false"], { message: "must be true or false" })
    .default("true")
    .transform((value) => value === "true"),
  /** Lead forwarding: how often the outbox is polled, and the retry backoff's first step and cap. */
  LEAD_WEBHOOK_POLL_MS: z.coerce.number({ message: "must be a number" }).int().min(10).default(1000),
  LEAD_WEBHOOK_BACKOFF_MS: z.coerce.number({ message: "must be a number" }).int().min(10).default(5000),
  LEAD_WEBHOOK_BACKOFF_MAX_MS: z.coerce
    .number({ message: "must be a number" })
    .int()
    .min(10)
    .default(600_000),
  LEAD_WEBHOOK_TIMEOUT_MS: z.coerce.number({ message: "must be a number" }).int().min(100).default(10_000),
});

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    this.name = "EnvError";
  }
}

/** Parses `source` (process.env by default); throws EnvError naming each bad variable. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    throw new EnvError(
      result.error.issues.map((issue) => `${issue.path.join(".") || "environment"}: ${issue.message}`),
    );
  }
  const env = result.data;
  if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_PUBLISHABLE_KEY)) {
    throw new EnvError([
      "STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY: set both to use Stripe, or neither for local test mode",
    ]);
  }
  return env;
}

/** Which implementation each part of the system uses under `env`. */
/**
 * How long a client may take: to send its headers, its whole request, and how long an idle
 * keep-alive connection stays open. A client that trickles a request is cut; see server/main.ts.
 */
export const serverTimeouts = {
  headersMs: 10_000,
  requestMs: 30_000,
  keepAliveMs: 5_000,
  checkEveryMs: 1_000,
};

export type ServerTimeouts = typeof serverTimeouts;

export function modes(env: Env) {
  return {
    database: env.DATABASE_URL ? ("postgres" as const) : ("pglite" as const),
    payments: env.STRIPE_SECRET_KEY ? ("stripe" as const) : ("test" as const),
    answers: env.OPENAI_API_KEY ? ("openai" as const) : ("local" as const),
    leadForwarding: env.LEAD_WEBHOOK_URL ? ("webhook" as const) : ("off" as const),
  };
}

/** "10.0.0.1", "10.0.0.0/8", "fd00::/8", or proxy-addr's names ("loopback", "linklocal", "uniquelocal"). */
function isAddressOrRange(entry: string): boolean {
  if (["loopback", "linklocal", "uniquelocal"].includes(entry)) return true;
  const [address = "", bits, ...rest] = entry.split("/");
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (bits === undefined) return true;
  return /^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}
