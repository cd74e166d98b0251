import { useEffect, useState } from "react";

/** SPEC 9: the greeting follows the hour in New York and refreshes every minute. */
export const GREETING_TIME_ZONE = "America/New_York";
export const GREETING_REFRESH_MS = 60_000;

export type Greeting = "Good Morning" | "Good Afternoon" | "Good Evening";

const hourFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: GREETING_TIME_ZONE,
  hour: "numeric",
  hourCycle: "h23",
});

/** The hour (0-23) in New York at `date`. */
export function newYorkHour(date: Date): number {
  const hour = hourFormat.formatToParts(date).find((part) => part.type === "hour")?.value;
  return Number(hour) % 24;
}

/** Before 12 "Good Morning", from 12 until 17 "Good Afternoon", from 17 "Good Evening". */
export function greetingForHour(hour: number): Greeting {
  if (hour < 12) return "Good Morning";
  if (hour < 17) return "Good Afternoon";
  return "Good Evening";
}

export function greetingFor(date: Date): Greeting {
  return greetingForHour(newYorkHour(date));
}

/**
 * The greeting for now, or undefined until the page has mounted: the prerendered HTML cannot
 * know the visitor's time, so it renders no greeting rather than a wrong one.
 */
export function useGreeting(now: () => Date = () => new Date()): Greeting | undefined {
  const [greeting, setGreeting] = useState<Greeting>();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `now` is read once per tick; a new function each render must not restart the timer.
  useEffect(() => {
    const update = () => setGreeting(greetingFor(now()));
    update();
    const timer = window.setInterval(update, GREETING_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, []);
  return greeting;
}
