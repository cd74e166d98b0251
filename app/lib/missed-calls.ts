/** The missed-call calculator's arithmetic (pure, so it is tested without a browser). */

export interface MissedCallInputs {
  callsPerWeek: number;
  /** Percent of calls that go unanswered today, 0-100. */
  missedPercent: number;
  /** US dollars: what one job, order or case is worth. */
  jobValue: number;
  /** Percent of answered callers who book, 0-100. */
  bookingPercent: number;
}

export interface MissedCallEstimate {
  missedCallsPerMonth: number;
  bookingsPerMonth: number;
  revenuePerMonth: number;
}

/** Weeks in an average month. */
export const WEEKS_PER_MONTH = 52 / 12;

export const calculatorLimits = {
  callsPerWeek: { min: 1, max: 5000, step: 1 },
  missedPercent: { min: 0, max: 100, step: 1 },
  jobValue: { min: 1, max: 1_000_000, step: 1 },
  bookingPercent: { min: 0, max: 100, step: 1 },
} as const satisfies Record<keyof MissedCallInputs, { min: number; max: number; step: number }>;

/** Missed calls a month, the bookings they would have become, and that revenue, rounded. */
export function estimateMissedCalls(inputs: MissedCallInputs): MissedCallEstimate {
  const missed = inputs.callsPerWeek * (inputs.missedPercent / 100) * WEEKS_PER_MONTH;
  const bookings = missed * (inputs.bookingPercent / 100);
  return {
    missedCallsPerMonth: Math.round(missed),
    bookingsPerMonth: Math.round(bookings),
    revenuePerMonth: Math.round(bookings * inputs.jobValue),
  };
}

/** The problem with one field's text, or null when it holds a number in range. */
export function fieldProblem(field: keyof MissedCallInputs, text: string): string | null {
  const { min, max } = calculatorLimits[field];
  const range = `between ${min.toLocaleString("en-US")} and ${max.toLocaleString("en-US")}`;
  if (text.trim() === "") return `Enter a number ${range}.`;
  const value = Number(text);
  if (!Number.isFinite(value) || value < min || value > max) return `Enter a number ${range}.`;
  return null;
}

const wholeNumber = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
const dollars = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  maximumFractionDigits: 0,
});

export const formatCount = (value: number) => wholeNumber.format(value);
export const formatDollars = (value: number) => dollars.format(value);

/** "22.8×" style multiple of the plan price, one decimal under 10, whole above. */
export function formatMultiple(revenue: number, planPrice: number): string {
  const multiple = revenue / planPrice;
  return `${multiple < 10 ? multiple.toFixed(1) : wholeNumber.format(Math.floor(multiple))}×`;
}
