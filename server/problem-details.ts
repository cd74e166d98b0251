import { STATUS_CODES } from "node:http";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

/**
 * One error shape for the whole API: every 4xx and 5xx under /api is RFC 9457 problem details
 * (`application/problem+json` with `type`, `title`, `status` and `detail`). What a route already
 * said stays as extension members, so the pages keep reading what they read (the lead form's
 * `fields`, the chat's `error.message`, the trial's `error` code); `detail` is its message.
 */
export interface ProblemDetails {
  type: string;
  title: string;
  status: number;
  detail: string;
  [extension: string]: unknown;
}

/** The visitor-facing message a route's error body carries, if any. */
function messageOf(body: Record<string, unknown>, title: string): string | undefined {
  if (typeof body.detail === "string") return body.detail;
  if (typeof body.message === "string") return body.message;
  const error = body.error;
  if (error && typeof error === "object" && typeof (error as { message?: unknown }).message === "string")
    return (error as { message: string }).message;
  if (typeof error === "string" && error !== title) return error;
  return undefined;
}

export function toProblem(status: number, body: unknown): ProblemDetails {
  const title = STATUS_CODES[status] ?? "Error";
  const record =
    body && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const { statusCode: _statusCode, ...rest } = record;
  return {
    ...rest,
    type: "about:blank",
    title,
    status,
    detail: messageOf(record, title) ?? title,
  };
}

export function registerProblemDetails(app: FastifyInstance): void {
  app.addHook("onSend", async (request, reply, payload) => {
    if (reply.statusCode < 400 || request.method === "HEAD") return payload;
    if (!(request.url === "/api" || request.url.startsWith("/api/") || request.url.startsWith("/api?")))
      return payload;
    if (payload !== undefined && payload !== null && typeof payload !== "string") return payload;
    let body: unknown = {};
    if (payload) {
      try {
        body = JSON.parse(payload);
      } catch {
        body = { detail: payload.slice(0, 200) };
      }
    }
    reply.header("content-type", "application/problem+json; charset=utf-8");
    return JSON.stringify(toProblem(reply.statusCode, body));
  });
}

/**
 * Fastify answers a malformed address (400) and an over-long path parameter (414) before any
 * hook runs; with this as its `frameworkErrors` they are problem details too, and the address the
 * client sent is not echoed back.
 */
export function frameworkErrors(
  error: { statusCode?: number },
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = error.statusCode === 414 ? 414 : 400;
  const detail = status === 414 ? "A part of the address is too long." : "The address is not valid.";
  reply
    .code(status)
    .header("content-type", "application/problem+json; charset=utf-8")
    .send(JSON.stringify(toProblem(status, { detail })));
}
