/**
 * What the webinar topic form needs to check and send a suggestion: the shared schema, the
 * endpoint's contract and apiFetch. Loaded when the visitor first focuses the form, so /webinars
 * does not load zod with the page (scripts/check-budgets.mjs).
 */
export { webinarTopicContract } from "@core/api/forms";
export { webinarTopicErrors, webinarTopicSchema } from "@core/schemas/webinar-topic";
export { apiFetch } from "~/lib/api-fetch";
