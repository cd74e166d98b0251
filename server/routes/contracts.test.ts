import { Validator } from "@seriousme/openapi-schema-validator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiContracts } from "../../core/api";
import { chatContract } from "../../core/api/chat";
import { problemSchema } from "../../core/api/contract";
import { submitLeadContract, webinarTopicContract } from "../../core/api/forms";
import { openApiPathOf } from "../../core/api/openapi";
import { paymentSessionContract, trialSubscriptionContract } from "../../core/api/payments";
import { industryPlansContract } from "../../core/api/plans";
import { plausibleBodies } from "../../tests/support/api-bodies";
import { type App, buildApp, type RegisteredRoute } from "../app";
import { type Database, openDatabase } from "../db/client";
import { loadEnv } from "../env";

/**
 * One contract per endpoint (core/api/): every /api route Fastify registers came from a contract,
 * every contract is registered, and the generated OpenAPI document holds each of them, valid.
 */
let app: App;
let database: Database;

beforeAll(async () => {
  database = await openDatabase({ pgliteDir: ":memory:" });
  app = await buildApp({ env: loadEnv({ NODE_ENV: "test" }), database, serveSite: false, logger: false });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const apiRoutes = (routes: RegisteredRoute[]) =>
  routes.filter((route) => route.url.startsWith("/api") && route.method !== "HEAD");

/** The /api routes registered without a contract, or with one that names another method or path. */
function routesWithoutContract(routes: RegisteredRoute[]): string[] {
  return apiRoutes(routes)
    .filter((route) => {
      const contract = apiContracts.find((candidate) => candidate.operationId === route.contract);
      return !contract || contract.method !== route.method || contract.path !== route.url;
    })
    .map((route) => `${route.method} ${route.url}`);
}

let client = 0;
const send = (method: "GET" | "POST", url: string, body?: unknown, headers: Record<string, string> = {}) =>
  app.inject({
    method,
    url,
    headers: body === undefined ? headers : { "content-type": "application/json", ...headers },
    payload: body === undefined ? undefined : JSON.stringify(body),
    remoteAddress: `10.77.0.${++client}`,
  });

describe("every /api route is registered from its contract", () => {
  it("finds a contract for each registered route", () => {
    expect(apiRoutes(app.registeredRoutes).length).toBeGreaterThanOrEqual(apiContracts.length);
    expect(routesWithoutContract(app.registeredRoutes)).toEqual([]);
  });

  it("would fail on a route registered by hand", () => {
    const handMade = [...app.registeredRoutes, { method: "POST", url: "/api/hand-made" }];
    expect(routesWithoutContract(handMade)).toEqual(["POST /api/hand-made"]);
  });

  it("registers every contract once, under a unique operationId", () => {
    const ids = apiContracts.map((contract) => contract.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const contract of apiContracts) {
      const registered = apiRoutes(app.registeredRoutes).filter(
        (route) => route.contract === contract.operationId,
      );
      expect(registered, contract.operationId).toHaveLength(1);
    }
  });
});

describe("GET /api/website-openapi.json", () => {
  it("is a valid OpenAPI 3.1 document with every contract in it", async () => {
    const response = await send("GET", "/api/website-openapi.json");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    const document = response.json();
    expect(document.openapi).toBe("3.1.0");
    const result = await new Validator().validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);

    for (const contract of apiContracts) {
      const operation = document.paths[openApiPathOf(contract)]?.[contract.method.toLowerCase()];
      expect(operation?.operationId, `${contract.method} ${contract.path}`).toBe(contract.operationId);
    }
    // Every registered route is in the document too (through its contract).
    for (const route of apiRoutes(app.registeredRoutes)) {
      const path = route.url.replace(/:(\w+)/g, "{$1}");
      expect(
        document.paths[path]?.[route.method.toLowerCase()],
        `${route.method} ${route.url}`,
      ).toBeDefined();
    }
  });

  it("documents bodies, parameters, problem details and rate limits", async () => {
    const document = (await send("GET", "/api/website-openapi.json")).json();
    const leads = document.paths["/api/leads"].post;
    expect(Object.keys(leads.requestBody.content["application/json"].schema.properties)).toEqual(
      expect.arrayContaining(["businessName", "fullName", "email", "mobilePhone", "industry", "planTier"]),
    );
    expect(leads.responses["400"].content["application/problem+json"].schema.required).toEqual(
      expect.arrayContaining(["type", "title", "status", "detail", "fields"]),
    );
    expect(leads.responses["429"]).toBeDefined();
    expect(leads.parameters).toContainEqual(
      expect.objectContaining({ name: "idempotency-key", in: "header" }),
    );

    // SPEC's industry key is the key of record; the old spelling is a deprecated alias.
    const industry = document.paths["/api/stripe/industry-plans/{industry}"].get.parameters[0];
    expect(industry).toMatchObject({ name: "industry", in: "path", required: true });
    expect(JSON.stringify(industry.schema.anyOf[0].enum)).toContain('"pestcontrol"');
    expect(industry.schema.anyOf[0].enum).not.toContain("pest-control");
    expect(industry.schema.anyOf[1]).toMatchObject({ enum: ["pest-control"], deprecated: true });

    const webhook = document.paths["/api/stripe/webhook"].post;
    expect(webhook.requestBody.description).toMatch(/raw bytes/);
    expect(webhook.parameters).toContainEqual(
      expect.objectContaining({ name: "stripe-signature", in: "header", required: true }),
    );
  });
});

describe("answers match their contracts", () => {
  it("a refused lead is problem details with the form's fields", async () => {
    const response = await send("POST", "/api/leads", { ...plausibleBodies["/api/leads"], email: "nope" });
    expect(response.statusCode).toBe(400);
    expect(response.headers["content-type"]).toMatch(/^application\/problem\+json/);
    const body = submitLeadContract.responses[400].schema.parse(response.json());
    expect(body.fields).toMatchObject({ email: expect.stringMatching(/valid email/) });
  });

  it("a stored lead and a refused webinar topic parse with their schemas", async () => {
    const stored = await send("POST", "/api/leads", plausibleBodies["/api/leads"]);
    expect(submitLeadContract.responses[201].schema.parse(stored.json()).success).toBe(true);
    const topic = await send("POST", "/api/webinar-topics", { name: "A" });
    expect(webinarTopicContract.responses[400].schema.parse(topic.json()).status).toBe(400);
  });

  it("a refused trial, an unknown industry and an unknown session parse as their problems", async () => {
    const trial = await send("POST", "/api/stripe/create-trial-subscription", {
      ...plausibleBodies["/api/stripe/create-trial-subscription"],
      acceptPrivacyPolicy: false,
    });
    expect(trial.statusCode).toBe(400);
    expect(trialSubscriptionContract.responses[400].schema.parse(trial.json()).fields).toHaveProperty(
      "acceptPrivacyPolicy",
    );
    const industry = await send("GET", "/api/stripe/industry-plans/bakery");
    expect(industry.statusCode).toBe(404);
    industryPlansContract.responses[404].schema.parse(industry.json());
    const session = await send("GET", "/api/stripe/session/not%20a%20session");
    expect(session.statusCode).toBe(404);
    paymentSessionContract.responses[404].schema.parse(session.json());
  });

  it("both industry spellings answer 200 with the plans", async () => {
    for (const key of ["pestcontrol", "pest-control"]) {
      const response = await send("GET", `/api/stripe/industry-plans/${key}`);
      expect(response.statusCode, key).toBe(200);
      expect(industryPlansContract.responses[200].schema.parse(response.json()).industry).toBe("pestcontrol");
    }
  });

  it("the chat's refusal keeps error.message; an unknown path is problem details", async () => {
    const chat = await send("POST", "/api/chat", { message: "" });
    expect(chat.statusCode).toBe(400);
    expect(chatContract.responses[400].schema.parse(chat.json()).error.message).toBe(
      "Please type a message.",
    );
    const unknown = await send("GET", "/api/nothing-here");
    expect(unknown.statusCode).toBe(404);
    expect(problemSchema.parse(unknown.json()).status).toBe(404);
  });

  it("a malformed address or an over-long parameter is problem details that do not echo it", async () => {
    const long = await send("GET", `/api/stripe/session/${"s".repeat(300)}`);
    expect(long.statusCode).toBe(414);
    expect(long.headers["content-type"]).toMatch(/^application\/problem\+json/);
    expect(problemSchema.parse(long.json()).detail).toBe("A part of the address is too long.");
    expect(long.body).not.toContain("sss");
    const malformed = await send("GET", "/api/stripe/session/%E0%A4%A");
    expect(malformed.statusCode).toBe(400);
    expect(problemSchema.parse(malformed.json()).status).toBe(400);
    expect(malformed.body).not.toContain("%E0");
  });

  it("the help chat says which rule refused its request", async () => {
    const response = await send("POST", "/api/help/chat", { messages: "hello" });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe("messages must be a list of role and content pairs.");
  });
});
