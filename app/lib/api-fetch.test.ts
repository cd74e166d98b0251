import { chatContract } from "@core/api/chat";
import { submitLeadContract } from "@core/api/forms";
import { paymentSessionContract } from "@core/api/payments";
import { industryPlansContract } from "@core/api/plans";
import { describe, expect, it, vi } from "vitest";
import { apiFetch, apiUrl, problemText } from "./api-fetch";

const json = (body: unknown, status = 200, type = "application/json") =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": type } });

const fakeFetch = (response: Response | (() => Promise<Response>)) =>
  vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) =>
    typeof response === "function" ? response() : response,
  );

const lead = {
  businessName: "Rapid Rooter",
  fullName: "Pat Smith",
  email: "pat@rapidrooter.com",
  mobilePhone: "512-555-0111",
  industry: "plumber",
  planTier: "basic",
} as const;

describe("apiFetch", () => {
  it("builds the request from the contract: method, encoded path parameters, JSON body, headers", async () => {
    const fetchMock = fakeFetch(json({ success: true, leadId: "7f1c1c52-4d0e-4c55-9a53-0a4b5c1f0e11" }, 201));
    const result = await apiFetch(submitLeadContract, {
      body: lead,
      headers: { "Idempotency-Key": "k1" },
      fetch: fetchMock as typeof fetch,
    });
    expect(result).toEqual({
      ok: true,
      status: 201,
      data: { success: true, leadId: "7f1c1c52-4d0e-4c55-9a53-0a4b5c1f0e11" },
    });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/leads");
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).toEqual(lead);
    expect(init?.headers).toMatchObject({ "Content-Type": "application/json", "Idempotency-Key": "k1" });

    expect(apiUrl(paymentSessionContract, { sessionId: "../x y" })).toBe("/api/stripe/session/..%2Fx%20y");
    expect(apiUrl(industryPlansContract, { industry: "pestcontrol" }, { v: "1" })).toBe(
      "/api/stripe/industry-plans/pestcontrol?v=1",
    );
  });

  it("refuses a 2xx that is not the contract's shape, or not JSON, as unexpected", async () => {
    const wrong = await apiFetch(submitLeadContract, {
      body: lead,
      fetch: fakeFetch(json({ success: true, leadId: "not-a-uuid" }, 201)) as typeof fetch,
    });
    expect(wrong).toEqual({
      ok: false,
      kind: "unexpected",
      status: 201,
      body: { success: true, leadId: "not-a-uuid" },
      notJson: false,
    });
    const html = await apiFetch(chatContract, {
      body: { message: "Hi" },
      fetch: fakeFetch(new Response("<html>Bad gateway</html>", { status: 200 })) as typeof fetch,
    });
    expect(html).toMatchObject({ ok: false, kind: "unexpected", notJson: true, body: null });
  });

  it("reads a 4xx as problem details with the route's extension members", async () => {
    const problem = {
      type: "about:blank",
      title: "Bad Request",
      status: 400,
      detail: "Please fix the errors above and try again.",
      message: "Please fix the errors above and try again.",
      fields: { email: "Please use your business email address" },
    };
    const result = await apiFetch(submitLeadContract, {
      body: lead,
      fetch: fakeFetch(json(problem, 400, "application/problem+json")) as typeof fetch,
    });
    expect(result).toEqual({ ok: false, kind: "problem", status: 400, problem });
    expect(problemText(result.ok ? null : result.kind === "problem" ? result.problem : null)).toBe(
      "Please fix the errors above and try again.",
    );
  });

  it("gives a null problem for an error body that is not problem details", async () => {
    const result = await apiFetch(chatContract, {
      body: { message: "Hi" },
      fetch: fakeFetch(new Response("Bad gateway", { status: 502 })) as typeof fetch,
    });
    expect(result).toEqual({ ok: false, kind: "problem", status: 502, problem: null });
  });

  it("answers a network failure as a result, and throws only when the caller aborted", async () => {
    const offline = await apiFetch(chatContract, {
      body: { message: "Hi" },
      fetch: (async () => Promise.reject(new TypeError("Failed to fetch"))) as typeof fetch,
    });
    expect(offline).toMatchObject({ ok: false, kind: "network" });

    const controller = new AbortController();
    controller.abort();
    const never = fakeFetch(json({}));
    await expect(
      apiFetch(chatContract, {
        body: { message: "Hi" },
        signal: controller.signal,
        fetch: never as typeof fetch,
      }),
    ).rejects.toThrow();
    expect(never).not.toHaveBeenCalled();
  });
});
