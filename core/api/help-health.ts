import { z } from "../zod";
import { defineContract, noParams, noQuery } from "./contract";

/**
 * GET /api/help/health (SPEC 2.9, 7.2): asked once as the help center loads, so it is kept apart
 * from the chat's larger contract (./help), which the page loads with the first question.
 */
export const helpHealthResponseSchema = z.object({
  status: z.literal("ok"),
  openai: z.boolean(),
  model: z.string(),
});

export const helpHealthContract = defineContract({
  operationId: "helpHealth",
  method: "GET",
  path: "/api/help/health",
  summary: "Is the help center's backend up, and is a model configured",
  tag: "Help center",
  params: noParams,
  query: noQuery,
  responses: { 200: { description: "Up.", schema: helpHealthResponseSchema } },
});
