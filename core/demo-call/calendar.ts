import type { SampleBusiness, Weekday } from "../../content/demo-call";
import type { HeardDay, HeardTime, PartOfDay } from "./understand";
import { weekdays } from "./understand";

/**
 * The sample business's calendar, in its own time zone, relative to the visitor's clock: which
 * slots are free, and how the host says them ("tomorrow at 9:00 AM"). Some slots are taken, the
 * same ones for a given business and day, so the calendar looks like a working week.
 */

/** A calendar date in the business's time zone. */
export interface LocalDate {
  year: number;
  month: number;
  day: number;
}

export interface Slot {
  /** ISO instant. */
  start: string;
  /** As the host says it in conversation: "tomorrow at 9:00 AM". */
  label: string;
  /** Unambiguous, for the confirmation and the owner: "Wednesday, November 26 at 9:00 AM". */
  full: string;
  /** "HH:MM" local. */
  time: string;
  date: LocalDate;
}

const partsFormat = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = partsFormat.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      weekday: "short",
    });
    partsFormat.set(timeZone, format);
  }
  return format;
}

/** The local date, time and weekday of an instant in a time zone. */
export function localParts(instant: Date, timeZone: string) {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    weekday: weekdays.indexOf((parts.weekday ?? "").slice(0, 3).toLowerCase() as Weekday),
  };
}

/** The instant a local date and "HH:MM" time names in a time zone. */
export function zonedInstant(date: LocalDate, time: string, timeZone: string): Date {
  const [hour = 0, minute = 0] = time.split(":").map(Number);
  const wanted = Date.UTC(date.year, date.month - 1, date.day, hour, minute);
  let guess = wanted;
  for (let i = 0; i < 3; i++) {
    const p = localParts(new Date(guess), timeZone);
    const seen = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute);
    if (seen === wanted) break;
    guess += wanted - seen;
  }
  return new Date(guess);
}

export function addDays(date: LocalDate, days: number): LocalDate {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

export function weekdayOf(date: LocalDate): number {
  return new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
}

function daysBetween(a: LocalDate, b: LocalDate): number {
  return Math.round(
    (Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / 86_400_000,
  );
}

const weekdayFormat = new Intl.DateTimeFormat("en-US", { weekday: "long", timeZone: "UTC" });
const longDateFormat = new Intl.DateTimeFormat("en-US", {
  weekday: "long",
  month: "long",
  day: "numeric",
  timeZone: "UTC",
});

/** "Sunday" for 0 to "Saturday" for 6 (January 1, 2023 was a Sunday). */
export function weekdayName(weekday: number): string {
  return weekdayFormat.format(new Date(Date.UTC(2023, 0, 1 + weekday)));
}

/** "9:00 AM". */
export function clockLabel(time: string): string {
  const [hour = 0, minute = 0] = time.split(":").map(Number);
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${h12}:${String(minute).padStart(2, "0")} ${hour < 12 ? "AM" : "PM"}`;
}

/** "Wednesday, November 26". */
export function dateLabel(date: LocalDate): string {
  return longDateFormat.format(new Date(Date.UTC(date.year, date.month - 1, date.day)));
}

/** "today", "tomorrow", "Thursday" (this week) or "Thursday, December 3". */
export function relativeDayLabel(date: LocalDate, today: LocalDate): string {
  const ahead = daysBetween(today, date);
  if (ahead === 0) return "today";
  if (ahead === 1) return "tomorrow";
  if (ahead > 1 && ahead < 7) return weekdayName(weekdayOf(date));
  return dateLabel(date);
}

export function todayIn(business: SampleBusiness, now: Date): LocalDate {
  const p = localParts(now, business.timeZone);
  return { year: p.year, month: p.month, day: p.day };
}

export function makeSlot(business: SampleBusiness, date: LocalDate, time: string, now: Date): Slot {
  return {
    start: zonedInstant(date, time, business.timeZone).toISOString(),
    label: `${relativeDayLabel(date, todayIn(business, now))} at ${clockLabel(time)}`,
    full: `${dateLabel(date)} at ${clockLabel(time)}`,
    time,
    date,
  };
}

/** A stable pseudo-random number for a key (FNV-1a), so the same slots are taken on every visit. */
function hash(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function isTaken(business: SampleBusiness, date: LocalDate, time: string): boolean {
  return hash(`${business.trade}|${date.year}-${date.month}-${date.day}|${time}`) % 4 === 0;
}

export interface SlotWish {
  day?: LocalDate;
  partOfDay?: PartOfDay;
  /** Only slots after this instant (ISO): "anything later?". */
  after?: string;
}

/** The next free slots, earliest first, honouring the caller's wish where the calendar can. */
export function freeSlots(business: SampleBusiness, now: Date, wish: SlotWish = {}, count = 2): Slot[] {
  const today = todayIn(business, now);
  const earliest = now.getTime() + business.booking.leadHours * 3_600_000;
  const after = wish.after ? Date.parse(wish.after) : 0;
  const out: Slot[] = [];
  for (let offset = 0; offset < 21 && out.length < count; offset++) {
    const date = addDays(today, offset);
    if (wish.day && daysBetween(wish.day, date) !== 0) continue;
    const weekday = weekdays[weekdayOf(date)] as Weekday;
    if (!business.booking.days.includes(weekday)) continue;
    for (const time of business.booking.slotTimes) {
      if (out.length >= count) break;
      const start = zonedInstant(date, time, business.timeZone).getTime();
      if (start < earliest || start <= after) continue;
      if (wish.partOfDay && partOfDay(time) !== wish.partOfDay) continue;
      if (isTaken(business, date, time)) continue;
      out.push(makeSlot(business, date, time, now));
    }
  }
  return out;
}

export function partOfDay(time: string): PartOfDay {
  const hour = Number(time.slice(0, 2));
  return hour < 12 ? "morning" : hour < 17 ? "afternoon" : "evening";
}

/** The local date a caller's "Friday", "tomorrow" or "Dec 5" names, from today in the business's zone. */
export function resolveDay(heard: HeardDay, today: LocalDate): LocalDate {
  if (heard.kind === "offset") return addDays(today, heard.days);
  if (heard.kind === "weekday") {
    let ahead = (heard.weekday - weekdayOf(today) + 7) % 7;
    if (heard.next && ahead < 7) ahead += ahead === 0 ? 7 : 0;
    return addDays(today, ahead);
  }
  const thisYear = { year: today.year, month: heard.month, day: heard.day };
  return daysBetween(today, thisYear) < 0 ? { ...thisYear, year: today.year + 1 } : thisYear;
}

/** The business's opening hours on a date, or null when it is closed. */
export function hoursOn(business: SampleBusiness, date: LocalDate) {
  return business.hours[weekdays[weekdayOf(date)] as Weekday] ?? null;
}

/** "HH:MM" for a heard time, choosing AM or PM by the opening hours when the caller did not say. */
export function toClock(heard: HeardTime, opens = "00:00", closes = "23:59"): string {
  let hour = heard.hour;
  if (heard.ambiguous) {
    const pm = hour === 12 ? 12 : hour + 12;
    const am = hour === 12 ? 0 : hour;
    const inHours = (h: number) => {
      const t = `${String(h).padStart(2, "0")}:${String(heard.minute).padStart(2, "0")}`;
      return t >= opens && t < closes;
    };
    hour = inHours(pm) ? pm : inHours(am) ? am : pm;
  }
  return `${String(hour).padStart(2, "0")}:${String(heard.minute).padStart(2, "0")}`;
}

/** Restaurants: the times a table can start on a date (every 30 minutes to the last seating). */
export function tableTimes(business: SampleBusiness, date: LocalDate): string[] {
  const hours = hoursOn(business, date);
  if (!hours || !business.reservation) return [];
  const [opens, closes] = hours.map(minutesOf) as [number, number];
  const out: string[] = [];
  for (let m = opens; m <= closes - business.reservation.lastSeatingMinutes; m += 30) out.push(clockOf(m));
  return out;
}

/** Restaurants: whether a table time is free (not past, open, not already full). */
export function tableFree(business: SampleBusiness, date: LocalDate, time: string, now: Date): boolean {
  if (!tableTimes(business, date).includes(time)) return false;
  if (zonedInstant(date, time, business.timeZone).getTime() < now.getTime() + 30 * 60_000) return false;
  const full = business.reservation?.full[weekdays[weekdayOf(date)] as Weekday] ?? [];
  return !full.includes(time);
}

/** Restaurants: the free table times nearest to the one asked for, on that day or the next open days. */
export function nearestTables(
  business: SampleBusiness,
  date: LocalDate,
  time: string,
  now: Date,
  count = 2,
): Slot[] {
  for (let offset = 0; offset < 7; offset++) {
    const day = addDays(date, offset);
    const free = tableTimes(business, day).filter((t) => tableFree(business, day, t, now));
    if (free.length === 0) continue;
    const wanted = minutesOf(time);
    free.sort((a, b) => Math.abs(minutesOf(a) - wanted) - Math.abs(minutesOf(b) - wanted));
    return free
      .slice(0, count)
      .sort()
      .map((t) => makeSlot(business, day, t, now));
  }
  return [];
}

function minutesOf(time: string): number {
  const [hour = 0, minute = 0] = time.split(":").map(Number);
  return hour * 60 + minute;
}

function clockOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

/** "Monday to Friday 7:00 AM to 6:00 PM, Saturday 8:00 AM to 2:00 PM; closed Sunday." */
export function hoursSentence(business: SampleBusiness): string {
  const order: Weekday[] = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"];
  const groups: { days: Weekday[]; hours: string }[] = [];
  for (const day of order) {
    const h = business.hours[day];
    const text = h ? `${clockLabel(h[0])} to ${clockLabel(h[1])}` : "closed";
    const last = groups.at(-1);
    if (last && last.hours === text) last.days.push(day);
    else groups.push({ days: [day], hours: text });
  }
  const name = (d: Weekday) => weekdayName(weekdays.indexOf(d));
  const open = groups.filter((g) => g.hours !== "closed");
  const closed = groups.filter((g) => g.hours === "closed").flatMap((g) => g.days);
  const parts = open.map((g) => {
    const days =
      g.days.length > 2
        ? `${name(g.days[0] as Weekday)} to ${name(g.days.at(-1) as Weekday)}`
        : g.days.map(name).join(" and ");
    return `${days} ${g.hours}`;
  });
  const sentence =
    parts.length > 1 ? `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}` : (parts[0] ?? "");
  return closed.length ? `${sentence}; closed ${closed.map(name).join(" and ")}` : sentence;
}

/** "Central Time" style name of the business's time zone. */
export function zoneLabel(business: SampleBusiness, now: Date): string {
  const name =
    new Intl.DateTimeFormat("en-US", { timeZone: business.timeZone, timeZoneName: "long" })
      .formatToParts(now)
      .find((part) => part.type === "timeZoneName")?.value ?? business.timeZone;
  return name.replace(/ (Standard|Daylight) Time$/, " Time");
}
