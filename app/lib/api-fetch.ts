import { type ApiContract, type ProblemDetails, problemSchema } from "@core/api/contract";
import type { z } from "@core/zod";

/**
 * The browser's one way to call the site's API: `apiFetch(contract, input)` builds the request
 * from the endpoint's contract (core/api/), validates a 2xx answer with the contract's schema for
 * that status, and reads any 4xx/5xx as RFC 9457 problem details (with the route's extension
 * members, e.g. the lead form's `fields`). It never throws for an HTTP or network failure: each
 * caller maps the result to SPEC's texts. It throws only when `signal` aborted (the caller's
 * own cancel or time-out, which the caller tells apart).
 */
type Input<Schema> = Schema extends z.ZodMiniType ? z.input<Schema> : never;

type SuccessStatus<Contract extends ApiContract> = {
  [Status in keyof Contract["responses"]]: Status extends 200 | 201 | 202 | 204 ? Status : never;
}[keyof Contract["responses"]];

/** The parsed answer of any of the contract's success statuses. */
export type ApiData<Contract extends ApiContract> = {
  [Status in SuccessStatus<Contract>]: Contract["responses"][Status] extends { schema: infer Schema }
    ? Schema extends z.ZodMiniType
      ? z.output<Schema>
      : never
    : never;
}[SuccessStatus<Contract>];

export interface ApiInput<Contract extends ApiContract> {
  params?: Input<Contract["params"]>;
  query?: Record<string, string>;
  body?: Input<Contract["body"]>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** For tests and callers that wrap fetch; the page's fetch by default. */
  fetch?: typeof fetch;
}

export type ApiResult<Contract extends ApiContract> =
  | { ok: true; status: number; data: ApiData<Contract> }
  /** A 4xx/5xx: its problem details (null when the body was not problem details). */
  | { ok: false; kind: "problem"; status: number; problem: ProblemDetails | null }
  /** A 2xx whose body is not JSON or not the contract's shape; `body` is what came (null if not JSON). */
  | { ok: false; kind: "unexpected"; status: number; body: unknown; notJson: boolean }
  /** No answer: offline or refused. */
  | { ok: false; kind: "network"; error: unknown };

/** The contract's path with its parameters filled in and encoded, plus the query string. */
export function apiUrl(
  contract: Pick<ApiContract, "path">,
  params: object = {},
  query?: Record<string, string>,
) {
  const values = params as Record<string, unknown>;
  const path = contract.path.replace(/:(\w+)/g, (_match, name: string) =>
    encodeURIComponent(String(values[name] ?? "")),
  );
  const search = query && Object.keys(query).length ? `?${new URLSearchParams(query)}` : "";
  return `${path}${search}`;
}

export async function apiFetch<Contract extends ApiContract>(
  contract: Contract,
  input: ApiInput<Contract> = {},
): Promise<ApiResult<Contract>> {
  const fetchImpl = input.fetch ?? globalThis.fetch;
  let response: Response;
  try {
    input.signal?.throwIfAborted();
    response = await fetchImpl(apiUrl(contract, input.params ?? {}, input.query), {
      method: contract.method,
      headers: {
        Accept: "application/json, application/problem+json",
        ...(input.body !== undefined ? { "Content-Type": "application/json" } : {}),
        ...input.headers,
      },
      ...(input.body !== undefined ? { body: JSON.stringify(input.body) } : {}),
      signal: input.signal,
    });
  } catch (error) {
    if (input.signal?.aborted) throw error;
    return { ok: false, kind: "network", error };
  }
  let body: unknown = null;
  let notJson = false;
  try {
    body = JSON.parse(await response.text());
  } catch (error) {
    if (input.signal?.aborted) throw error;
    notJson = true;
  }
  if (!response.ok) {
    const declared = contract.responses[response.status]?.schema;
    const problem = (declared ?? problemSchema).safeParse(body);
    const generic = problem.success ? problem : problemSchema.safeParse(body);
    return {
      ok: false,
      kind: "problem",
      status: response.status,
      problem: generic.success ? (generic.data as ProblemDetails) : null,
    };
  }
  const schema = contract.responses[response.status]?.schema;
  const parsed = schema && !notJson ? schema.safeParse(body) : undefined;
  if (!parsed?.success) return { ok: false, kind: "unexpected", status: response.status, body, notJson };
  return { ok: true, status: response.status, data: parsed.data as ApiData<Contract> };
}

/** A problem's visitor-facing text: an extension member's message, else `detail`, else undefined. */
export function problemText(problem: ProblemDetails | null): string | undefined {
  if (!problem) return undefined;
  const message = (problem as { message?: unknown }).message;
  if (typeof message === "string" && message.trim()) return message;
  return problem.detail.trim() ? problem.detail : undefined;
}
