import { site } from "./site";

/**
 * iCalendar (RFC 5545) files for "Add to Calendar": one VEVENT in a VCALENDAR, times in UTC,
 * text escaped, lines folded at 75 octets and ended with CRLF. Pure: the same input always
 * gives the same file, so the caller passes the time stamp.
 */

export interface IcsEvent {
  /** Globally unique and stable for this event, e.g. "webinar-live-demo-2026-12-02@example.com". */
  uid: string;
  /** When this file was made (DTSTAMP). */
  stamp: Date;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  location?: string;
  url?: string;
  organizer?: { name: string; email: string };
  /** Adds a display reminder this many minutes before the start. */
  reminderMinutes?: number;
}

export interface IcsCalendar {
  /** The PRODID: "-//Company//Product//EN". */
  productId: string;
  /** Shown by some calendar apps as the calendar's name. */
  name?: string;
}

/** The site's own calendar identity. */
export const defaultCalendar: IcsCalendar = {
  productId: `-//${site.company}//${site.product} Webinars//EN`,
  name: `${site.product} Webinars`,
};

const CRLF = "\r\n";
const MAX_OCTETS = 75;
const encoder = new TextEncoder();

/** 2026-12-02T18:00:00.000Z becomes 20261202T180000Z (a UTC DATE-TIME). */
export function formatUtc(date: Date): string {
  if (Number.isNaN(date.getTime())) throw new Error("Invalid date in calendar event");
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replace(/[-:]/g, "");
}

/** RFC 5545 3.3.11: backslash, semicolon, comma and newlines are escaped in TEXT values. */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** A parameter value: quoted when it holds a colon, semicolon or comma; quotes are not allowed. */
function paramValue(value: string): string {
  const clean = value.replace(/["\r\n]/g, "");
  return /[:;,]/.test(clean) ? `"${clean}"` : clean;
}

/**
 * RFC 5545 3.1: lines longer than 75 octets are split, each continuation starting with one space.
 * Splits only between characters, never inside a UTF-8 sequence.
 */
export function foldLine(line: string): string {
  if (encoder.encode(line).length <= MAX_OCTETS) return line;
  const parts: string[] = [];
  let current = "";
  let size = 0;
  for (const character of line) {
    const octets = encoder.encode(character).length;
    // Continuation lines carry a leading space, which counts toward their 75 octets.
    const limit = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (size + octets > limit) {
      parts.push(current);
      current = "";
      size = 0;
    }
    current += character;
    size += octets;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

/** The complete .ics file for one event. */
export function buildIcs(event: IcsEvent, calendar: IcsCalendar = defaultCalendar): string {
  if (event.end.getTime() <= event.start.getTime())
    throw new Error("A calendar event must end after it starts");
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${escapeText(calendar.productId)}`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    ...(calendar.name ? [`X-WR-CALNAME:${escapeText(calendar.name)}`] : []),
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `DTSTAMP:${formatUtc(event.stamp)}`,
    `DTSTART:${formatUtc(event.start)}`,
    `DTEND:${formatUtc(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    ...(event.organizer
      ? [`ORGANIZER;CN=${paramValue(event.organizer.name)}:mailto:${event.organizer.email}`]
      : []),
    "STATUS:CONFIRMED",
    "TRANSP:OPAQUE",
    ...(event.reminderMinutes
      ? [
          "BEGIN:VALARM",
          "ACTION:DISPLAY",
          `DESCRIPTION:${escapeText(event.summary)}`,
          `TRIGGER:-PT${Math.round(event.reminderMinutes)}M`,
          "END:VALARM",
        ]
      : []),
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/** A safe download name: "Live Demo: Watch It Work" becomes "live-demo-watch-it-work.ics". */
export function icsFileName(title: string): string {
  const slug = title
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  return `${slug || "event"}.ics`;
}
