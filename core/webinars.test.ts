import { describe, expect, it } from "vitest";
import { sessionTimeIn, upcomingWebinars, westernZones } from "./webinars";

/** "10:00 AM" for an instant in an IANA time zone, read by Intl (the page's arithmetic is not). */
function clockIn(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat("en-US", { timeZone, hour: "numeric", minute: "2-digit", hour12: true })
    .format(new Date(iso))
    .replace(/\u202f/g, " ");
}

const zoneNames = { CT: "America/Chicago", MT: "America/Denver", PT: "America/Los_Angeles" } as const;

describe("a session's times west of Eastern Time", () => {
  it("says the live demo's time in Pacific Time", () => {
    const demo = upcomingWebinars.find((session) => session.id === "live-demo");
    expect(demo && sessionTimeIn(demo, { label: "PT", hoursBehind: 3 })).toBe("10:00 – 10:45 AM PT");
  });

  it("agrees with the time zone database for every session and zone", () => {
    for (const session of upcomingWebinars)
      for (const zone of westernZones) {
        const said = sessionTimeIn(session, zone);
        const start = clockIn(session.start, zoneNames[zone.label]);
        const end = clockIn(session.end, zoneNames[zone.label]);
        const [startTime, startPeriod] = start.split(" ");
        const [endTime, endPeriod] = end.split(" ");
        expect(said, `${session.id} ${zone.label}`).toBe(
          startPeriod === endPeriod
            ? `${startTime} – ${endTime} ${endPeriod} ${zone.label}`
            : `${start} – ${end} ${zone.label}`,
        );
      }
  });

  it("puts both periods when a session crosses noon", () => {
    expect(
      sessionTimeIn(
        { start: "2026-12-16T12:00:00-05:00", end: "2026-12-16T13:30:00-05:00" },
        westernZones[0],
      ),
    ).toBe("11:00 AM – 12:30 PM CT");
  });
});
