import { describe, expect, it } from "vitest";
import { site } from "../site";
import { webinarTopicErrors, webinarTopicSchema } from "./webinar-topic";

describe("webinarTopicSchema", () => {
  it("accepts a good suggestion and trims it", () => {
    expect(
      webinarTopicSchema.parse({
        name: "  Ana Ruiz ",
        email: " ana@ruizhvac.com ",
        topic: "  Handling holiday rush calls ",
      }),
    ).toEqual({ name: "Ana Ruiz", email: "ana@ruizhvac.com", topic: "Handling holiday rush calls" });
  });

  it("asks for every missing field in plain English", () => {
    expect(webinarTopicErrors({ name: " ", email: "", topic: "" })).toEqual({
      name: "Please enter your name.",
      email: "Please enter your email address.",
      topic: "Please tell us the topic you'd like us to cover.",
    });
    expect(webinarTopicErrors({})).toEqual(webinarTopicErrors({ name: "", email: "", topic: "" }));
  });

  it("enforces the lengths and the e-mail format", () => {
    expect(webinarTopicErrors({ name: "A", email: "not-an-address", topic: "Tips" })).toEqual({
      name: "Your name needs at least 2 characters.",
      email: `Please enter a valid email address (e.g., ${site.emails.example}).`,
      topic: "Please describe the topic in at least 5 characters.",
    });
    const tooLong = webinarTopicErrors({ name: "A".repeat(81), email: "a@b.co", topic: "x".repeat(501) });
    expect(tooLong?.name).toMatch(/80 characters or fewer/);
    expect(tooLong?.topic).toMatch(/500 characters or fewer/);
    expect(tooLong?.email).toBeUndefined();
    expect(webinarTopicErrors({ name: "A".repeat(80), email: "a@b.co", topic: "x".repeat(500) })).toBeNull();
  });
});

describe("hidden characters in a topic suggestion", () => {
  const good = { name: "Ana Ruiz", email: "ana@ruizhvac.com", topic: "Holiday rush calls" };
  it("refuses them in the name and e-mail, and allows line breaks only in the topic", () => {
    expect(webinarTopicSchema.safeParse({ ...good, name: "Ana\u202e Ruiz" }).success).toBe(false);
    expect(webinarTopicSchema.safeParse({ ...good, email: "ana\u200b@ruizhvac.com" }).success).toBe(false);
    expect(webinarTopicSchema.safeParse({ ...good, topic: "Holiday rush\ncalls" }).success).toBe(true);
    expect(webinarTopicSchema.safeParse({ ...good, topic: "Holiday rush\u0007 calls" }).success).toBe(false);
  });
});
