import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { type ApiContract, isSuccessStatus } from "../core/api/contract";
import type { z } from "../core/zod";

/**
 * Registers a route from its contract (core/api/): method, path, the zod schemas of params, query,
 * headers and body (checked by fastify-type-provider-zod's validator before the handler runs, the
 * body already parsed by server/json-guard.ts), the 2xx/3xx response schemas (checked when the
 * answer is serialized), the rate limit and the body limit. The contract rides on the route's
 * config, so app.registeredRoutes knows which contract each route came from.
 *
 * A route whose refusals have their own shape (the lead form's `fields`, a card's Stripe code)
 * passes `invalid`: it runs instead of the generic 400 when a schema refuses the request, with the
 * raw request, and answers as the route always has. Either way the answer becomes problem details
 * (server/problem-details.ts).
 */
type Output<Schema> = Schema extends z.ZodMiniType ? z.output<Schema> : undefined;

export type ContractRequest<Contract extends ApiContract> = FastifyRequest<{
  Params: Output<Contract["params"]>;
  Querystring: Output<Contract["query"]>;
  Body: Contract["rawBody"] extends true ? unknown : Output<Contract["body"]>;
  Headers: Output<Contract["headers"]>;
}>;

export interface ContractRouteOptions {
  /** Answers a request the contract's schemas refused (the request as sent). */
  invalid?: (request: FastifyRequest, reply: FastifyReply) => unknown;
}

/** The path under the plugin's prefix ("/api/leads" in a plugin registered at "/api" is "/leads"). */
function localPath(app: FastifyInstance, contract: ApiContract): string {
  if (!contract.path.startsWith(`${app.prefix}/`))
    throw new Error(
      `${contract.operationId}: ${contract.path} is not under the plugin's prefix ${app.prefix}`,
    );
  return contract.path.slice(app.prefix.length);
}

export function contractRoute<Contract extends ApiContract>(
  app: FastifyInstance,
  contract: Contract,
  handler: (request: ContractRequest<Contract>, reply: FastifyReply) => unknown,
  { invalid }: ContractRouteOptions = {},
): void {
  const response = Object.fromEntries(
    Object.entries(contract.responses)
      .filter(([status]) => isSuccessStatus(Number(status)))
      .map(([status, spec]) => [status, spec.schema]),
  );
  app.route({
    method: contract.method,
    url: localPath(app, contract),
    ...(contract.bodyLimit ? { bodyLimit: contract.bodyLimit } : {}),
    config: { contract, ...(contract.rateLimit ? { rateLimit: contract.rateLimit } : {}) },
    attachValidation: Boolean(invalid),
    schema: {
      params: contract.params,
      querystring: contract.query,
      ...(contract.headers ? { headers: contract.headers } : {}),
      ...(contract.body && !contract.rawBody ? { body: contract.body } : {}),
      response,
    },
    handler: async (request, reply) => {
      if (request.validationError && invalid) return invalid(request, reply);
      return handler(request as ContractRequest<Contract>, reply);
    },
  });
}

declare module "fastify" {
  interface FastifyContextConfig {
    /** The contract the route was registered from (server/contract-route.ts). */
    contract?: ApiContract;
  }
}
