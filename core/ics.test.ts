import { describe, expect, it } from "vitest";
import { buildIcs, escapeText, foldLine, formatUtc, type IcsEvent, icsFileName } from "./ics";
import { site } from "./site";

interface Property {
  name: string;
  params: Record<string, string>;
  value: string;
}

/** Splits a content line at the first colon outside a quoted parameter value. */
function parseContentLine(line: string): Property {
  let quoted = false;
  let colon = -1;
  for (let index = 0; index < line.length; index++) {
    const character = line[index];
    if (character === '"') quoted = !quoted;
    else if (character === ":" && !quoted) {
      colon = index;
      break;
    }
  }
  if (colon < 0) throw new Error(`No colon in content line: ${line}`);
  const [name = "", ...rawParams] = line.slice(0, colon).split(";");
  const params = Object.fromEntries(
    rawParams.map((param) => {
      const [key = "", value = ""] = param.split("=");
      return [key, value.replace(/^"|"$/g, "")];
    }),
  );
  return { name, params, value: line.slice(colon + 1) };
}

function unescapeText(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_, character: string) =>
    character === "n" || character === "N" ? "\n" : character,
  );
}

/** A small RFC 5545 reader: unfolds lines, then nests components with their properties. */
function parseIcs(text: string) {
  const lines = text.replace(/\r\n[ \t]/g, "").split("\r\n");
  expect(lines.pop(), "the file ends with CRLF").toBe("");
  interface Component {
    type: string;
    properties: Property[];
    children: Component[];
  }
  const root: Component = { type: "ROOT", properties: [], children: [] };
  const stack: Component[] = [root];
  for (const line of lines) {
    const property = parseContentLine(line);
    const top = stack.at(-1)!;
    if (property.name === "BEGIN") {
      const child: Component = { type: property.value, properties: [], children: [] };
      top.children.push(child);
      stack.push(child);
    } else if (property.name === "END") {
      expect(top.type, `END:${property.value} closes ${top.type}`).toBe(property.value);
      stack.pop();
    } else {
      top.properties.push(property);
    }
  }
  expect(stack, "every BEGIN has its END").toHaveLength(1);
  const get = (component: Component, name: string) => component.properties.find((p) => p.name === name);
  return { root, get };
}

const longDescription =
  "Join us for a live walkthrough: we call the demo line, book an appointment, take an order and transfer an urgent call; then we answer your questions, one by one.\nBring your hardest caller scenarios, e.g. after-hours leaks, double bookings, angry customers.\nBackslash test: C:\\calls\\today";

const event: IcsEvent = {
  uid: `webinar-live-demo-2026-12-02@${new URL(site.url).host}`,
  stamp: new Date("2026-11-20T09:15:30.250Z"),
  start: new Date("2026-12-02T13:00:00-05:00"),
  end: new Date("2026-12-02T13:45:00-05:00"),
  summary: "Live Demo: Watch the AI Host Answer, Book & Transfer Calls, Live",
  description: longDescription,
  location: "Online; join link sent by e-mail, after you register",
  url: `${site.url}/webinars#live-demo`,
  organizer: { name: site.company, email: site.emails.hello },
  reminderMinutes: 15,
};

describe("buildIcs", () => {
  const text = buildIcs(event);
  const { root, get } = parseIcs(text);

  it("writes one VCALENDAR with VERSION 2.0, a PRODID and exactly one VEVENT", () => {
    expect(root.children).toHaveLength(1);
    const calendar = root.children[0]!;
    expect(calendar.type).toBe("VCALENDAR");
    expect(get(calendar, "VERSION")?.value).toBe("2.0");
    expect(get(calendar, "PRODID")?.value).toContain(site.product);
    expect(calendar.children.map((child) => child.type)).toEqual(["VEVENT"]);
  });

  it("uses CRLF line endings only", () => {
    expect(text.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  });

  it("folds every physical line at 75 octets, continuing with one space", () => {
    const physical = text.split("\r\n").slice(0, -1);
    for (const line of physical) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    const continuations = physical.filter((line) => line.startsWith(" "));
    expect(continuations.length).toBeGreaterThan(2);
  });

  it("has UID, DTSTAMP and UTC DTSTART/DTEND", () => {
    const vevent = root.children[0]!.children[0]!;
    expect(get(vevent, "UID")?.value).toBe(event.uid);
    expect(get(vevent, "DTSTAMP")?.value).toBe("20261120T091530Z");
    expect(get(vevent, "DTSTART")?.value).toBe("20261202T180000Z");
    expect(get(vevent, "DTEND")?.value).toBe("20261202T184500Z");
    for (const name of ["DTSTAMP", "DTSTART", "DTEND"]) {
      expect(get(vevent, name)?.value).toMatch(/^\d{8}T\d{6}Z$/);
    }
  });

  it("escapes text and reads back the exact summary, description and location", () => {
    const vevent = root.children[0]!.children[0]!;
    expect(unescapeText(get(vevent, "SUMMARY")!.value)).toBe(event.summary);
    expect(unescapeText(get(vevent, "DESCRIPTION")!.value)).toBe(longDescription);
    expect(unescapeText(get(vevent, "LOCATION")!.value)).toBe(event.location);
    expect(get(vevent, "URL")?.value).toBe(event.url);
    // Escaped on the wire: no bare comma, semicolon or newline inside the description value.
    expect(get(vevent, "DESCRIPTION")!.value).toContain("\\;");
    expect(get(vevent, "DESCRIPTION")!.value).toContain("\\,");
    expect(get(vevent, "DESCRIPTION")!.value).toContain("\\n");
    expect(get(vevent, "DESCRIPTION")!.value).toContain("C:\\\\calls\\\\today");
  });

  it("quotes the organizer's name and adds a reminder", () => {
    const vevent = root.children[0]!.children[0]!;
    const organizer = get(vevent, "ORGANIZER")!;
    expect(organizer.params.CN).toBe(event.organizer!.name);
    expect(organizer.value).toBe(`mailto:${event.organizer!.email}`);
    const alarm = vevent.children[0]!;
    expect(alarm.type).toBe("VALARM");
    expect(get(alarm, "TRIGGER")?.value).toBe("-PT15M");
    expect(get(alarm, "ACTION")?.value).toBe("DISPLAY");
  });

  it("leaves optional properties out", () => {
    const { root: minimal, get: read } = parseIcs(
      buildIcs({
        uid: "x@example.com",
        stamp: event.stamp,
        start: event.start,
        end: event.end,
        summary: "Short",
        description: "Plain",
      }),
    );
    const vevent = minimal.children[0]!.children[0]!;
    expect(read(vevent, "LOCATION")).toBeUndefined();
    expect(read(vevent, "ORGANIZER")).toBeUndefined();
    expect(vevent.children).toEqual([]);
  });

  it("refuses an event that ends before it starts", () => {
    expect(() => buildIcs({ ...event, end: event.start })).toThrow();
  });
});

describe("foldLine", () => {
  it("leaves a 75-octet line alone and folds a 76-octet one", () => {
    expect(foldLine("A".repeat(75))).toBe("A".repeat(75));
    expect(foldLine("A".repeat(76))).toBe(`${"A".repeat(75)}\r\n A`);
  });

  it("never splits a multi-byte character", () => {
    const line = `DESCRIPTION:${"café ☕ ".repeat(30)}`;
    const folded = foldLine(line);
    const parts = folded.split("\r\n");
    for (const part of parts) {
      expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
      expect(part).not.toContain("\uFFFD");
    }
    expect(folded.replace(/\r\n /g, "")).toBe(line);
  });
});

describe("helpers", () => {
  it("formats UTC date-times and escapes text", () => {
    expect(formatUtc(new Date("2026-03-04T17:00:00Z"))).toBe("20260304T170000Z");
    expect(escapeText("a,b;c\\d\ne")).toBe("a\\,b\\;c\\\\d\\ne");
    expect(() => formatUtc(new Date("nope"))).toThrow();
  });

  it("makes safe file names", () => {
    expect(icsFileName("Live Demo: Watch It Work!")).toBe("live-demo-watch-it-work.ics");
    expect(icsFileName("***")).toBe("event.ics");
  });
});
