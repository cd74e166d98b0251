import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { leadMessages, leadRequestSchema } from "../../core/schemas/lead";
import { fieldErrors } from "../../core/schemas/trial";
import type { LeadOutbox } from "../leads/outbox";
import { clientTimestampFrom, storeLead } from "../leads/store";

/** Requests per client per minute for the trial's write endpoints. */
export const leadRateLimit = { max: 20, timeWindow: "1 minute" } as const;

/**
 * The request's Idempotency-Key: undefined when absent, the key when it is 1 to 200 characters,
 * null when it is there but unusable.
 */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined | null {
  const value = request.headers["idempotency-key"];
  if (value === undefined) return undefined;
  const key = (Array.isArray(value) ? value[0] : value)?.trim();
  return key && key.length <= 200 ? key : null;
}

export const badIdempotencyKeyMessage = "The Idempotency-Key header must be 1 to 200 characters long.";

/**
 * POST /api/leads: step 1 of the trial modal (SPEC 3). Checks the lead with the same schema as
 * the form, stores it (and queues it for the CRM webhook) before answering, and answers a retry
 * with the same Idempotency-Key with the same lead id, storing nothing twice.
 */
export const leadRoutes: FastifyPluginAsync<{ outbox?: LeadOutbox }> = async (app, { outbox }) => {
  app.post("/leads", { config: { rateLimit: leadRateLimit } }, async (request, reply) => {
    const idempotencyKey = idempotencyKeyOf(request);
    if (idempotencyKey === null) {
      return reply.code(400).send({ error: "Bad Request", message: badIdempotencyKeyMessage, fields: {} });
    }
    const body = isObject(request.body) ? request.body : {};
    const parsed = leadRequestSchema.safeParse(body);
    if (!parsed.success) {
      return reply.code(400).send({
        error: "Bad Request",
        message: leadMessages.fixErrors,
        fields: fieldErrors(parsed.error),
      });
    }
    const result = await storeLead(app.database.db, parsed.data, {
      idempotencyKey,
      clientTimestamp: clientTimestampFrom(body.timestamp),
      forward: Boolean(outbox),
    });
    if (result.created) outbox?.poke();
    request.log.info(
      { event: result.created ? "lead_stored" : "lead_replayed", leadId: result.leadId },
      result.created ? "lead stored" : "lead request replayed",
    );
    reply.header("idempotent-replayed", String(!result.created));
    return reply.code(result.created ? 201 : 200).send({ success: true, leadId: result.leadId });
  });
};

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
