import { afterAll, beforeAll, beforeEach } from "vitest";
import { type FakeOpenAiServer, startFakeOpenAi } from "../../tests/fakes/openai-server";
import { type App, buildApp } from "../app";
import { type Database, openDatabase } from "../db/client";
import { loadEnv } from "../env";

/**
 * For the chat route tests: one app on the local engine, one in model mode against a local fake
 * OpenAI server (reset before each test to answer `reply()`), and the model app's log lines.
 */
export function setUpChatApps(reply: () => string) {
  let database: Database;
  const apps = {
    localApp: undefined as unknown as App,
    modelApp: undefined as unknown as App,
    fake: undefined as unknown as FakeOpenAiServer,
    logLines: [] as string[],
  };
  beforeAll(async () => {
    database = await openDatabase({ pgliteDir: ":memory:" });
    apps.fake = await startFakeOpenAi();
    apps.localApp = await buildApp({
      env: loadEnv({ NODE_ENV: "test" }),
      database,
      serveSite: false,
      logger: false,
    });
    apps.modelApp = await buildApp({
      env: loadEnv({
        NODE_ENV: "test",
        OPENAI_API_KEY: "sk-test-key",
        OPENAI_BASE_URL: apps.fake.baseURL,
        OPENAI_MODEL: "gpt-test-mini",
        OPENAI_TIMEOUT_MS: "1000",
      }),
      database,
      serveSite: false,
      logger: { level: "info", stream: { write: (line: string) => apps.logLines.push(line) } },
    });
  });
  afterAll(async () => {
    await apps.localApp?.close();
    await apps.modelApp?.close();
    await apps.fake?.close();
    await database?.close();
  });
  beforeEach(() => {
    apps.fake.mode = "success";
    apps.fake.requests.length = 0;
    apps.fake.reply = reply;
    apps.logLines.length = 0;
  });
  return apps;
}
