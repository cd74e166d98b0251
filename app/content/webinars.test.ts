import { site } from "@core/site";
import { describe, expect, it } from "vitest";
import {
  formatCount,
  onDemandWebinars,
  recordingMailto,
  registrationMailto,
  sessionTimeLabels,
  upcomingAt,
  upcomingWebinars,
  webinarsPage,
} from "./webinars";

/** The wall-clock time in New York for an instant, as "YYYY-MM-DDTHH:MM". */
function newYorkClock(iso: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone: webinarsPage.timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

describe("upcoming webinars", () => {
  it("has a live demo, a training and a workshop, in 2026, in order", () => {
    expect(upcomingWebinars.map((session) => session.kind)).toEqual(["Live demo", "Training", "Workshop"]);
    const starts = upcomingWebinars.map((session) => Date.parse(session.start));
    expect([...starts].sort((a, b) => a - b)).toEqual(starts);
    for (const session of upcomingWebinars) {
      expect(session.start.startsWith("2026-")).toBe(true);
      expect(Date.parse(session.end)).toBeGreaterThan(Date.parse(session.start));
    }
    expect(new Set(upcomingWebinars.map((session) => session.id)).size).toBe(3);
  });

  it("writes each time with New York's real UTC offset on that date", () => {
    for (const session of upcomingWebinars) {
      for (const iso of [session.start, session.end]) expect(newYorkClock(iso)).toBe(iso.slice(0, 16));
    }
  });

  it("labels dates and times the way a visitor reads them", () => {
    expect(
      sessionTimeLabels({ start: "2026-12-02T13:00:00-05:00", end: "2026-12-02T13:45:00-05:00" }),
    ).toEqual({
      date: "Wednesday, December 2, 2026",
      time: "1:00 – 1:45 PM ET",
      monthShort: "DEC",
      day: "2",
      duration: "45 minutes",
    });
    const noon = sessionTimeLabels({ start: "2026-03-04T11:30:00-05:00", end: "2026-03-04T13:00:00-05:00" });
    expect(noon.time).toBe("11:30 AM – 1:00 PM ET");
    expect(noon.duration).toBe("1 hour 30 minutes");
    expect(noon.date).toBe("Wednesday, March 4, 2026");
  });

  it("registers by e-mail to the team with the session in the subject", () => {
    for (const session of upcomingWebinars) {
      const href = registrationMailto(session);
      expect(href.startsWith(`mailto:${site.emails.hello}?subject=`)).toBe(true);
      const params = new URLSearchParams(href.split("?")[1]);
      expect(params.get("subject")).toContain(session.title);
      expect(params.get("subject")).toContain(sessionTimeLabels(session).date);
      expect(href).not.toMatch(/\s/);
    }
  });
});

describe("on-demand webinars", () => {
  it("has three recordings with a duration, views and a blog article", () => {
    expect(onDemandWebinars).toHaveLength(3);
    for (const item of onDemandWebinars) {
      expect(item.durationMinutes).toBeGreaterThan(0);
      expect(item.views).toBeGreaterThan(0);
      expect(item.article.path).toMatch(/^\/blog-posts\/[a-z0-9-]+$/);
      expect(new URLSearchParams(recordingMailto(item).split("?")[1]).get("subject")).toContain(item.title);
    }
  });

  it("formats counts with thousands separators", () => {
    expect(formatCount(968)).toBe("968");
    expect(formatCount(1385)).toBe("1,385");
    expect(formatCount(1234567)).toBe("1,234,567");
  });
});

describe("upcomingAt", () => {
  const starts = upcomingWebinars.map((session) => Date.parse(session.start));

  it("offers every session before the first starts, and drops each one as it starts", () => {
    expect(upcomingAt(starts[0]! - 1)).toEqual(upcomingWebinars);
    expect(upcomingAt(starts[0]!)).toEqual(upcomingWebinars.slice(1));
    expect(upcomingAt(starts[1]! + 60_000)).toEqual(upcomingWebinars.slice(2));
  });

  it("offers nothing once the last date has passed", () => {
    expect(upcomingAt(Math.max(...starts) + 1)).toEqual([]);
    expect(upcomingAt(Date.parse("2027-06-01T00:00:00Z"))).toEqual([]);
  });
});
