import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseIndustryPlans } from "../../core/api/plans";
import { plans } from "../../core/plans";
import { type App, buildApp } from "../app";
import { type Database, openDatabase } from "../db/client";
import { loadEnv } from "../env";

let app: App;
let database: Database;

beforeAll(async () => {
  database = await openDatabase({ pgliteDir: ":memory:" });
  app = await buildApp({
    env: loadEnv({ NODE_ENV: "test", STRIPE_PRICE_PRO: "price_pro_from_config" }),
    database,
    serveSite: false,
    logger: false,
  });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe("GET /api/stripe/industry-plans/:industry", () => {
  it("answers the three plans from core/plans.ts with the configured price ids", async () => {
    const response = await app.inject({ method: "GET", url: "/api/stripe/industry-plans/plumber" });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.industry).toBe("plumber");
    expect(Object.keys(body.plans)).toEqual(["basic", "pro", "enterprise"]);
    expect(body.plans.basic).toEqual({
      name: "Basic Plan",
      price: plans.basic.monthlyPrice,
      priceId: "price_hostline_basic_monthly",
      features: plans.basic.features.filter((f) => f.included).map((f) => f.text),
    });
    expect(body.plans.pro.priceId).toBe("price_pro_from_config");
    expect(body.plans.pro.features).toContain("SMS notifications");
    expect(body.plans.pro.features).toContain("Zero missed calls");
    expect(body.plans.enterprise.price).toBe(plans.enterprise.monthlyPrice);
    expect(parseIndustryPlans(body)).not.toBeNull();
  });

  it("knows every industry page and the general business", async () => {
    for (const industry of [
      "restaurant",
      "electrician",
      "pestcontrol",
      "pest-control",
      "personal-injury-attorney",
      "hvac",
      "general",
    ]) {
      const response = await app.inject({ method: "GET", url: `/api/stripe/industry-plans/${industry}` });
      expect(response.statusCode, industry).toBe(200);
    }
  });

  it("answers SPEC's key pestcontrol and its alias pest-control with the same plans", async () => {
    const spec = await app.inject({ method: "GET", url: "/api/stripe/industry-plans/pestcontrol" });
    const alias = await app.inject({ method: "GET", url: "/api/stripe/industry-plans/pest-control" });
    expect(spec.statusCode).toBe(200);
    expect(alias.json()).toEqual(spec.json());
  });

  it("answers an unknown industry with a 404 JSON body", async () => {
    const response = await app.inject({ method: "GET", url: "/api/stripe/industry-plans/dentist" });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toMatch(/application\/(problem\+)?json/);
    expect(response.json()).toMatchObject({ success: false, error: "Not Found" });
    expect(response.json().message).toContain("dentist");
  });
});

describe("parseIndustryPlans", () => {
  const good = {
    success: true,
    plans: {
      basic: { name: "Basic Plan", price: 299, priceId: "p1", features: [] },
      pro: { name: "Pro Plan", price: 599, priceId: "p2", features: [] },
      enterprise: { name: "Enterprise Plan", price: 1199, priceId: "p3", features: [] },
    },
  };
  it("accepts the documented shape", () => {
    expect(parseIndustryPlans(good)?.pro.price).toBe(599);
  });
  it.each([
    ["null", null],
    ["an array", []],
    ["no success", { plans: good.plans }],
    ["success false", { ...good, success: false }],
    ["no plans", { success: true }],
    ["a missing plan", { success: true, plans: { basic: good.plans.basic, pro: good.plans.pro } }],
    [
      "a price as text",
      { success: true, plans: { ...good.plans, pro: { ...good.plans.pro, price: "599" } } },
    ],
  ])("refuses %s", (_label, body) => {
    expect(parseIndustryPlans(body)).toBeNull();
  });
});
