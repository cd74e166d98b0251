/**
 * The webinar topic form's lengths: the schema (./webinar-topic.ts) checks them, and the form shows
 * them without loading the schema (and zod) until the visitor starts typing.
 */
export const webinarTopicLimits = {
  name: { min: 2, max: 80 },
  topic: { min: 5, max: 500 },
} as const;
