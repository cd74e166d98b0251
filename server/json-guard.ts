import type { FastifyInstance } from "fastify";
import secureJson from "secure-json-parse";

/**
 * The JSON every /api route reads, checked at the edge before any schema: parsed without
 * prototype pollution ("__proto__" and "constructor.prototype" keys are refused), at most
 * `maxDepth` levels deep, and no string may hold a control character (other than tab, line feed
 * and carriage return) or broken Unicode (a lone surrogate). Input like that is never a 5xx and
 * never reaches the database or a log line.
 */
export const jsonLimits = { maxDepth: 8 } as const;

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses.
const forbidden = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export class BadJsonError extends Error {
  readonly statusCode = 400;
  readonly code = "HL_BAD_JSON";
}

/** Why a parsed body is refused, or undefined when it is fine. */
export function problemWith(value: unknown, depth = 0): string | undefined {
  if (depth > jsonLimits.maxDepth)
    return `The request is nested more than ${jsonLimits.maxDepth} levels deep.`;
  if (typeof value === "string") {
    if (forbidden.test(value) || loneSurrogate.test(value))
      return "The request contains characters that aren't allowed (control characters or broken Unicode).";
    return undefined;
  }
  if (Array.isArray(value)) {
    for (const item of value) {
      const problem = problemWith(item, depth + 1);
      if (problem) return problem;
    }
    return undefined;
  }
  if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      const problem = problemWith(key, depth + 1) ?? problemWith(item, depth + 1);
      if (problem) return problem;
    }
  }
  return undefined;
}

/** Replaces Fastify's JSON parser with the checked one (routes that need the raw body add their own). */
export function registerJsonGuard(app: FastifyInstance): void {
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === "") {
      const error = new BadJsonError("The request body must be valid JSON.") as BadJsonError & {
        code: string;
      };
      return done(Object.assign(error, { code: "FST_ERR_CTP_EMPTY_JSON_BODY" }), undefined);
    }
    let parsed: unknown;
    try {
      parsed = secureJson.parse(text, undefined, { protoAction: "error", constructorAction: "error" });
    } catch (cause) {
      const message =
        cause instanceof SyntaxError
          ? "The request body must be valid JSON."
          : "The request contains a key that isn't allowed.";
      const error = new BadJsonError(message) as BadJsonError & { code: string };
      return done(Object.assign(error, { code: "FST_ERR_CTP_INVALID_JSON_BODY" }), undefined);
    }
    const problem = problemWith(parsed);
    if (problem) return done(new BadJsonError(problem), undefined);
    done(null, parsed);
  });
}
