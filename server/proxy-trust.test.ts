import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chatLimits } from "../core/chat-limits";
import { type App, buildApp } from "./app";
import { type Database, openDatabase } from "./db/client";
import { EnvError, loadEnv } from "./env";

describe("TRUST_PROXY", () => {
  it("takes a hop count or a list of proxy addresses and CIDR ranges", () => {
    expect(loadEnv({}).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    expect(loadEnv({ TRUST_PROXY: "10.0.0.0/8, 192.168.1.7,fd00::/8" }).TRUST_PROXY).toEqual([
      "10.0.0.0/8",
      "192.168.1.7",
      "fd00::/8",
    ]);
    expect(() => loadEnv({ TRUST_PROXY: "10.0.0.0/33" })).toThrow(EnvError);
    expect(() => loadEnv({ TRUST_PROXY: "yes" })).toThrow(EnvError);
  });

  it('refuses "true" at start-up, saying why', () => {
    try {
      loadEnv({ TRUST_PROXY: "true" });
      expect.unreachable();
    } catch (error) {
      expect((error as EnvError).problems.join("\n")).toMatch(
        /TRUST_PROXY: must not be "true".*left-most X-Forwarded-For/,
      );
    }
  });

  describe("behind one load balancer (TRUST_PROXY=1)", () => {
    let database: Database;
    let app: App;
    beforeAll(async () => {
      database = await openDatabase({ pgliteDir: ":memory:" });
      app = await buildApp({
        env: loadEnv({ NODE_ENV: "test", TRUST_PROXY: "1" }),
        database,
        serveSite: false,
        logger: false,
      });
    });
    afterAll(async () => {
      await app.close();
      await database.close();
    });

    const ask = (forwardedFor: string) =>
      app.inject({
        method: "POST",
        url: "/api/chat",
        headers: { "content-type": "application/json", "x-forwarded-for": forwardedFor },
        remoteAddress: "10.0.0.2",
        payload: JSON.stringify({ message: "Hi" }),
      });

    it("counts a client by the address the load balancer saw, whatever the client wrote to the left", async () => {
      for (let i = 0; i < chatLimits.perMinute; i++) {
        // The client forges a new left-most address each time; the load balancer appends the real one.
        expect((await ask(`203.0.113.${i}, 198.51.100.7`)).statusCode).toBe(200);
      }
      expect((await ask("203.0.113.250, 198.51.100.7")).statusCode).toBe(429);
      expect((await ask("198.51.100.8")).statusCode).toBe(200);
    });
  });
});
