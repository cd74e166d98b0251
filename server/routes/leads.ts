import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { badIdempotencyKeyMessage, submitLeadContract } from "../../core/api/forms";
import { leadMessages, leadRequestSchema } from "../../core/schemas/lead";
import { fieldErrors } from "../../core/schemas/trial";
import { contractRoute } from "../contract-route";
import type { LeadOutbox } from "../leads/outbox";
import { clientTimestampFrom, storeLead } from "../leads/store";

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

/**
 * POST /api/leads: step 1 of the trial modal (SPEC 3). Checks the lead with the same schema as
 * the form, stores it (and queues it for the CRM webhook) before answering, and answers a retry
 * with the same Idempotency-Key with the same lead id, storing nothing twice.
 */
export const leadRoutes: FastifyPluginAsync<{ outbox?: LeadOutbox }> = async (app, { outbox }) => {
  contractRoute(
    app,
    submitLeadContract,
    async (request, reply) => {
      const idempotencyKey = idempotencyKeyOf(request);
      if (idempotencyKey === null) return refuse(reply, badIdempotencyKeyMessage, {});
      const { timestamp, ...lead } = request.body;
      const result = await storeLead(app.database.db, lead, {
        idempotencyKey,
        clientTimestamp: clientTimestampFrom(timestamp),
        forward: Boolean(outbox),
      });
      if (result.created) outbox?.poke();
      request.log.info(
        { event: result.created ? "lead_stored" : "lead_replayed", leadId: result.leadId },
        result.created ? "lead stored" : "lead request replayed",
      );
      reply.header("idempotent-replayed", String(!result.created));
      return reply.code(result.created ? 201 : 200).send({ success: true, leadId: result.leadId });
    },
    {
      // Refused by the contract: the key's message first, else SPEC 5's message for each field.
      invalid: (request, reply) => {
        if (idempotencyKeyOf(request) === null) return refuse(reply, badIdempotencyKeyMessage, {});
        const parsed = leadRequestSchema.safeParse(isObject(request.body) ? request.body : {});
        return refuse(reply, leadMessages.fixErrors, fieldErrors(parsed.error));
      },
    },
  );
};

function refuse(reply: FastifyReply, message: string, fields: Record<string, string> | null) {
  return reply.code(400).send({ error: "Bad Request", message, fields });
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
