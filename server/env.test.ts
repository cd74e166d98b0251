import { describe, expect, it } from "vitest";
import { EnvError, loadEnv, modes } from "./env";

describe("environment", () => {
  it("runs everything embedded with no variables set", () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.PGLITE_DIR).toBe("./data/pglite");
    expect(modes(env)).toEqual({
      database: "pglite",
      payments: "test",
      answers: "local",
      leadForwarding: "off",
    });
  });

  it("switches each part on when its variable is set", () => {
    const env = loadEnv({
      DATABASE_URL: "postgresql://u@127.0.0.1:5432/db",
      STRIPE_SECRET_KEY: "sk_fake",
      STRIPE_PUBLISHABLE_KEY: "pk_fake",
      OPENAI_API_KEY: "key",
      LEAD_WEBHOOK_URL: "https://crm.example/hook",
    });
    expect(modes(env)).toEqual({
      database: "postgres",
      payments: "stripe",
      answers: "openai",
      leadForwarding: "webhook",
    });
  });

  it("names each bad variable with a clear message", () => {
    try {
      loadEnv({ PORT: "eighty", DATABASE_URL: "mysql://x", SITE_URL: "not a url", TRUST_PROXY: "yes" });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      const { problems, message } = error as EnvError;
      expect(problems).toEqual(
        expect.arrayContaining([
          "PORT: must be a number",
          "DATABASE_URL: must start with postgres:// or postgresql://",
          "SITE_URL: must be a full URL such as https://hostline.example",
          "TRUST_PROXY: must be false, a number of proxy hops (e.g. 1) or a comma-separated list of addresses/CIDR ranges",
        ]),
      );
      expect(message).toMatch(/^Invalid configuration:/);
    }
  });

  it("refuses half a Stripe configuration", () => {
    expect(() => loadEnv({ STRIPE_SECRET_KEY: "sk_fake" })).toThrow(/set both/);
  });

  it("treats empty strings as unset", () => {
    expect(modes(loadEnv({ DATABASE_URL: "", OPENAI_API_KEY: " " }))).toMatchObject({
      database: "pglite",
      answers: "local",
    });
  });
});
