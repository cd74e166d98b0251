import { site } from "../core/site";
import { buildApp } from "./app";
import { openDatabase } from "./db/client";
import { EnvError, loadEnv, modes } from "./env";
import { testModeNotice } from "./routes/health";

/** Starts the server: validate the environment, open the database, listen, shut down cleanly. */
async function main() {
  let env: ReturnType<typeof loadEnv>;
  try {
    env = loadEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR });
  const app = await buildApp({ env, database, serveSite: env.SERVE_SITE });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, "shutdown failed");
      process.exit(1);
    }
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  await app.listen({ host: env.HOST, port: env.PORT });
  app.log.info({ modes: modes(env) }, `${site.product} is serving at http://localhost:${env.PORT}`);
  if (modes(env).payments === "test") {
    app.log.warn(
      { payments: "test" },
      `${testModeNotice}: no Stripe keys are set, so trials and checkouts use the embedded test mode. Set STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY to take payments.`,
    );
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
