import { site } from "../site";
import { z } from "../zod";
import { invisibleCharacterMessage, isPlainLine, isPlainProse } from "./text";
import { webinarTopicLimits } from "./webinar-topic-limits";

/**
 * A "Suggest a Webinar Topic" submission: the form on /webinars checks it before sending, and
 * POST /api/webinar-topics checks it again on the server. Messages are shown to visitors as is.
 */
export { webinarTopicLimits } from "./webinar-topic-limits";

export const webinarTopicSchema = z.object({
  name: z
    .string({ error: "Please enter your name." })
    .check(
      z.refine(isPlainLine, invisibleCharacterMessage),
      z.trim(),
      z.minLength(1, "Please enter your name."),
      z.minLength(
        webinarTopicLimits.name.min,
        `Your name needs at least ${webinarTopicLimits.name.min} characters.`,
      ),
      z.maxLength(
        webinarTopicLimits.name.max,
        `Please keep your name to ${webinarTopicLimits.name.max} characters or fewer.`,
      ),
    ),
  email: z.pipe(
    z
      .string({ error: "Please enter your email address." })
      .check(
        z.refine(isPlainLine, invisibleCharacterMessage),
        z.trim(),
        z.minLength(1, "Please enter your email address."),
      ),
    z.email(`Please enter a valid email address (e.g., ${site.emails.example}).`),
  ),
  topic: z
    .string({ error: "Please tell us the topic you'd like us to cover." })
    .check(
      z.refine(isPlainProse, invisibleCharacterMessage),
      z.trim(),
      z.minLength(1, "Please tell us the topic you'd like us to cover."),
      z.minLength(
        webinarTopicLimits.topic.min,
        `Please describe the topic in at least ${webinarTopicLimits.topic.min} characters.`,
      ),
      z.maxLength(
        webinarTopicLimits.topic.max,
        `Please keep the topic to ${webinarTopicLimits.topic.max} characters or fewer.`,
      ),
    ),
});

export type WebinarTopicInput = z.input<typeof webinarTopicSchema>;
export type WebinarTopic = z.output<typeof webinarTopicSchema>;
export type WebinarTopicField = keyof WebinarTopic;
export type WebinarTopicErrors = Partial<Record<WebinarTopicField, string>>;

/** The first message for each field that failed, or null when the input is valid. */
export function webinarTopicErrors(input: unknown): WebinarTopicErrors | null {
  const result = webinarTopicSchema.safeParse(input);
  if (result.success) return null;
  const errors: WebinarTopicErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === "name" || field === "email" || field === "topic") && !errors[field]) {
      errors[field] = issue.message;
    }
  }
  return errors;
}
