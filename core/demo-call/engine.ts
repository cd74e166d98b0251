import { type SampleBusiness, sampleBusinesses } from "../../content/demo-call";
import {
  addDays,
  clockLabel,
  freeSlots,
  hoursOn,
  hoursSentence,
  type LocalDate,
  localParts,
  makeSlot,
  nearestTables,
  resolveDay,
  type Slot,
  type SlotWish,
  tableFree,
  tableTimes,
  toClock,
  todayIn,
  weekdayName,
  weekdayOf,
  zoneLabel,
} from "./calendar";
import {
  findChoice,
  findDay,
  findName,
  findPartOfDay,
  findPartySize,
  findPhone,
  findTime,
  type Heard,
  type HeardTime,
  hasPartialPhone,
  isQuestion,
  phrases,
  Reader,
  weekdays,
} from "./understand";

/**
 * The live demo call: one explicit state machine per call (greeting → intent → filling in what a
 * booking, a message or a transfer needs → confirmation → end), answering for a trade's sample
 * business from content/demo-call. Pure and browser-safe: `takeTurn(state, line, now)` returns the
 * next state and never throws on what a caller types; nothing is stored or sent anywhere.
 * See docs/decisions/012-live-demo-call-in-the-browser.md.
 */

export type DemoTrade = SampleBusiness["trade"];
export const demoTrades = Object.keys(sampleBusinesses) as DemoTrade[];

export interface Turn {
  speaker: "host" | "caller" | "event";
  text: string;
}

type IntakeKey = "what" | "when" | "injuries" | "prior";

export type Phase = "open" | "booking" | "reservation" | "intake" | "message" | "emergency" | "ended";

export interface CallState {
  trade: DemoTrade;
  startedAt: string;
  turns: Turn[];
  phase: Phase;
  /** Where in the phase: "slot", "name", "phone", "address", "confirm", "fix", an intake key... */
  step: string | null;
  /** What the host just offered in the open phase, awaiting yes or no. */
  offer: "booking" | "message" | "anything-else" | null;
  /** Lines in a row the host did not understand. */
  misses: number;
  caller: { name?: string; phone?: string; address?: string };
  /** What the call is about, in the caller's words or the service's name. */
  reason?: string;
  /** Slots on offer. */
  offered: Slot[];
  slot?: Slot;
  /** Restaurant: party size, day and the time asked for. */
  party?: number;
  day?: LocalDate;
  wantTime?: HeardTime;
  intake: Partial<Record<IntakeKey, string>>;
  urgency: "routine" | "urgent" | "emergency";
  emergency?: string;
  told911: boolean;
  /** Questions answered, by topic, for the owner's summary. */
  topics: string[];
  booked?: { slot: Slot; party?: number };
  messageTaken: boolean;
  transferred: boolean;
  spam: boolean;
  ended: boolean;
  endedBy?: "caller" | "host";
}

export function businessFor(trade: DemoTrade): SampleBusiness {
  return sampleBusinesses[trade];
}

const readers = new Map<DemoTrade, Reader>();

function readerFor(business: SampleBusiness): Reader {
  let reader = readers.get(business.trade);
  if (!reader) {
    const vocabulary: string[] = [
      ...Object.values(phrases).flat(),
      ...business.services.flatMap((s) => [s.name, ...s.words]),
      ...business.notOffered.flatMap((n) => n.words),
      ...business.faqs.flatMap((f) => f.words),
      ...business.emergencies.flatMap((e) => [...e.words, ...(e.onlyWith ?? [])]),
      ...business.dangers.flatMap((d) => d.words),
      ...business.areaTowns,
      business.owner,
    ];
    reader = new Reader(vocabulary);
    readers.set(business.trade, reader);
  }
  return reader;
}

const firstName = (full: string) => full.split(" ")[0] ?? full;

/** A new call: the host answers with the business's name and the AI disclosure. */
export function startCall(trade: DemoTrade, now: Date = new Date()): CallState {
  const business = businessFor(trade);
  return {
    trade,
    startedAt: now.toISOString(),
    turns: [
      {
        speaker: "host",
        text: `Thanks for calling ${business.name}. I'm ${firstName(business.owner)}'s AI assistant, and this call may be recorded. How can I help you today?`,
      },
    ],
    phase: "open",
    step: null,
    offer: null,
    misses: 0,
    caller: {},
    offered: [],
    intake: {},
    urgency: "routine",
    told911: false,
    topics: [],
    messageTaken: false,
    transferred: false,
    spam: false,
    ended: false,
  };
}

/** The caller hangs up ("End call"). */
export function endCall(state: CallState): CallState {
  if (state.ended) return state;
  return {
    ...state,
    turns: [...state.turns, { speaker: "event", text: "You hung up." }],
    phase: "ended",
    step: null,
    ended: true,
    endedBy: "caller",
  };
}

interface Context {
  s: CallState;
  b: SampleBusiness;
  r: Reader;
  heard: Heard;
  now: Date;
  missed: boolean;
}

/** One caller line in, the host's answer (and the next state) out. Never throws on input. */
export function takeTurn(state: CallState, line: string, now: Date = new Date()): CallState {
  if (state.ended) return state;
  const s = structuredClone(state);
  const b = businessFor(s.trade);
  const r = readerFor(b);
  const heard = r.hear(typeof line === "string" ? line : "");
  s.turns.push({ speaker: "caller", text: heard.raw || "(silence)" });
  const ctx: Context = { s, b, r, heard, now, missed: false };
  respond(ctx);
  if (!ctx.missed) s.misses = 0;
  return s;
}

function say(ctx: Context, text: string) {
  ctx.s.turns.push({ speaker: "host", text });
}

function event(ctx: Context, text: string) {
  ctx.s.turns.push({ speaker: "event", text });
}

function finish(ctx: Context) {
  ctx.s.phase = "ended";
  ctx.s.step = null;
  ctx.s.ended = true;
  ctx.s.endedBy = "host";
}

function respond(ctx: Context) {
  const { s, b, r, heard } = ctx;
  if (!heard.raw || heard.words.length === 0) return miss(ctx, "Sorry, I didn't catch anything there.");
  if (r.has(heard, phrases.danger) || b.dangers.some((d) => r.has(heard, d.words))) return danger(ctx);
  const emergency = emergencyIn(ctx);
  if (emergency && s.phase !== "emergency" && s.emergency === undefined)
    return startEmergency(ctx, emergency);
  if (s.phase === "open" && r.has(heard, phrases.spam)) return spam(ctx);
  if (r.has(heard, phrases.goodbye) && !(s.step === "confirm" && r.has(heard, phrases.yes)))
    return goodbye(ctx);
  if (b.trade === "personal-injury-attorney" && isQuestion(heard) && r.has(heard, phrases.legalAdvice)) {
    return noLegalAdvice(ctx);
  }
  if (r.has(heard, phrases.whoAreYou)) {
    say(
      ctx,
      `I'm an AI assistant answering the phone for ${b.name}. I can answer questions, book ${b.booking.noun} or take a message for ${firstName(b.owner)}. ${prompt(ctx)}`,
    );
    return;
  }
  switch (s.phase) {
    case "open":
      return openTurn(ctx);
    case "booking":
      return bookingTurn(ctx);
    case "reservation":
      return reservationTurn(ctx);
    case "intake":
      return intakeTurn(ctx);
    case "message":
      return messageTurn(ctx);
    case "emergency":
      return emergencyTurn(ctx);
    default:
      return;
  }
}

// ------------------------------------------------------------------------------------------------
// Open conversation: questions, and what the caller wants to do.

const strongBooking = [
  "book",
  "booking",
  "schedule",
  "appointment",
  "appt",
  "reserve",
  "reservation",
  "table for",
  "a table",
  "consultation",
  "come out",
  "send someone",
  "someone out",
  "get someone",
  "available",
  "availability",
  "soonest",
  "earliest",
  "set up a time",
  "get on the schedule",
];

function openTurn(ctx: Context) {
  const { s, b, r, heard } = ctx;
  const offer = s.offer;
  s.offer = null;
  const yes = r.has(heard, phrases.yes);
  const no = r.has(heard, phrases.no);
  if (offer === "anything-else" && no && !yes) return goodbye(ctx);
  if (offer === "booking" && yes && !no) return startBooking(ctx, false);
  if (offer === "message" && yes && !no) return startMessage(ctx);
  if (offer && no && !yes) {
    say(ctx, "No problem. Is there anything else I can help you with?");
    s.offer = "anything-else";
    return;
  }
  const question = isQuestion(heard);
  const ownerAsked = r.has(heard, [firstName(b.owner)]) && question;
  if (r.has(heard, phrases.message) || ownerAsked) return startMessage(ctx);
  if (r.has(heard, strongBooking)) return startBooking(ctx, true);
  const answer = answerFor(ctx);
  if (question && answer) return answerAndOffer(ctx, answer);
  const service = serviceIn(ctx);
  if (!question && (service || r.has(heard, phrases.book))) return startBooking(ctx, true);
  if (answer) return answerAndOffer(ctx, answer);
  if (r.has(heard, phrases.yes) || r.has(heard, ["hello", "hi", "hey"])) {
    say(ctx, `Hi there! ${prompt(ctx)}`);
    return;
  }
  if (question) {
    s.reason = heard.raw;
    s.offer = "message";
    say(
      ctx,
      `I don't have the answer to that, but I can take a message and ${firstName(b.owner)} will call you back ${b.callbackPromise}. Would you like that?`,
    );
    return;
  }
  return miss(ctx, "Sorry, I didn't quite get that.");
}

function answerAndOffer(ctx: Context, answer: { topic: string; text: string }) {
  const { s, b } = ctx;
  if (!s.topics.includes(answer.topic)) s.topics.push(answer.topic);
  s.offer = "booking";
  say(
    ctx,
    `${answer.text} ${b.trade === "restaurant" ? "Would you like me to book you a table?" : `Would you like me to book ${b.booking.noun}?`}`,
  );
}

function serviceIn(ctx: Context) {
  const { b, r, heard } = ctx;
  let best: SampleBusiness["services"][number] | undefined;
  let bestScore = 0;
  for (const service of b.services) {
    const score = r.score(heard, [service.name, ...service.words]);
    if (score > bestScore) {
      best = service;
      bestScore = score;
    }
  }
  return best;
}

/** The answer to a question about the business, if its data holds one. */
function answerFor(ctx: Context): { topic: string; text: string } | null {
  const { b, r, heard, now } = ctx;
  const candidates: { topic: string; text: string; score: number }[] = [];
  for (const item of b.notOffered) {
    const score = r.score(heard, item.words);
    if (score) candidates.push({ topic: "services not offered", text: item.reply, score: score + 1 });
  }
  for (const faq of b.faqs) {
    const score = r.score(heard, faq.words);
    if (score) candidates.push({ topic: faq.words[0] ?? "question", text: faq.answer, score });
  }
  const service = serviceIn(ctx);
  const priceAsked = r.has(heard, phrases.price);
  if (priceAsked) {
    candidates.push(
      service
        ? { topic: `price of ${service.name}`, text: `For ${service.name}, it's ${service.price}.`, score: 3 }
        : { topic: "prices", text: b.priceSummary, score: 2 },
    );
  } else if (service && isQuestion(heard)) {
    candidates.push({
      topic: service.name,
      text: `Yes, we do ${service.name}. It's ${service.price}.`,
      score: 1.5,
    });
  }
  if (r.has(heard, phrases.hours) || (r.has(heard, ["open", "closed"]) && findDay(heard.raw))) {
    candidates.push({ topic: "hours", text: hoursAnswer(b, now, heard), score: 2.5 });
  }
  const town = b.areaTowns.find((t) => r.has(heard, [t]));
  if (town || r.has(heard, phrases.area)) {
    const named = town
      ? `Yes, we ${b.trade === "restaurant" ? "deliver to" : "serve"} ${titleCase(town)}. `
      : "";
    candidates.push({ topic: "service area", text: `${named}${b.serviceArea}`, score: town ? 3 : 1 });
  }
  if (r.has(heard, phrases.about)) candidates.push({ topic: "what we do", text: b.about, score: 1 });
  candidates.sort((a, b2) => b2.score - a.score);
  return candidates[0] ?? null;
}

function hoursAnswer(b: SampleBusiness, now: Date, heard: Heard): string {
  const zone = zoneLabel(b, now);
  const today = todayIn(b, now);
  const asked = findDay(heard.raw);
  const all = `We're open ${hoursSentence(b)} (${zone}).`;
  const note = b.hoursNote ? ` ${b.hoursNote}` : "";
  if (asked && !(asked.kind === "offset" && asked.days === 0)) {
    const day = resolveDay(asked, today);
    const hours = hoursOn(b, day);
    const name = dayName(day);
    return hours
      ? `On ${name} we're open ${clockLabel(hours[0])} to ${clockLabel(hours[1])}.${note}`
      : `We're closed on ${name}s. ${all}${note}`;
  }
  const hours = hoursOn(b, today);
  const p = localParts(now, b.timeZone);
  const nowClock = `${String(p.hour).padStart(2, "0")}:${String(p.minute).padStart(2, "0")}`;
  if (hours && nowClock >= hours[0] && nowClock < hours[1]) {
    return `We're open today until ${clockLabel(hours[1])}. ${all}${note}`;
  }
  if (hours && nowClock < hours[0]) {
    return `Today we open at ${clockLabel(hours[0])} and close at ${clockLabel(hours[1])}. ${all}${note}`;
  }
  for (let ahead = 1; ahead < 8; ahead++) {
    const day = addDays(today, ahead);
    const next = hoursOn(b, day);
    if (next) {
      const when = ahead === 1 ? "tomorrow" : `on ${dayName(day)}`;
      return `We're closed right now; we open again ${when} at ${clockLabel(next[0])}. ${all}${note}`;
    }
  }
  return `${all}${note}`;
}

const dayName = (date: LocalDate) => weekdayName(weekdayOf(date));

const titleCase = (text: string) => text.replace(/\b\p{L}/gu, (c) => c.toUpperCase());

// ------------------------------------------------------------------------------------------------
// Booking a visit or a consultation: need → slot → name → phone → address → confirm.

function startBooking(ctx: Context, fromThisLine: boolean) {
  const { s, b, heard } = ctx;
  if (b.reservation) return startReservation(ctx, fromThisLine);
  if (b.intake) return startIntake(ctx, fromThisLine);
  s.phase = "booking";
  const service = fromThisLine ? serviceIn(ctx) : undefined;
  if (fromThisLine && service && !isQuestion(heard)) s.reason = heard.raw;
  else if (fromThisLine && service) s.reason ??= service.name;
  if (s.reason)
    return offerSlots(
      ctx,
      soundsLikeTrouble(s.reason) ? "Sorry to hear about that. " : "Happy to help. ",
      wishIn(ctx),
    );
  s.step = "need";
  say(ctx, `Happy to help. ${b.booking.needQuestion}`);
}

const trouble =
  /\b(clog|clogged|leak|leaking|broke|broken|not working|isn't working|won't|wont|stopped|keeps?|finding|found|tripping|no power|no hot|dead|problem|issue|flicker|noise|smell|infest|damage|backed|backing)\b/i;

function soundsLikeTrouble(text: string): boolean {
  return trouble.test(text);
}

function wishIn(ctx: Context): SlotWish {
  const day = findDay(ctx.heard.raw);
  const partOfDay = findPartOfDay(ctx.heard.raw);
  const wish: SlotWish = {};
  if (day) wish.day = resolveDay(day, todayIn(ctx.b, ctx.now));
  if (partOfDay) wish.partOfDay = partOfDay;
  return wish;
}

function offerSlots(ctx: Context, lead: string, wish: SlotWish) {
  const { s, b, now } = ctx;
  let slots = freeSlots(b, now, wish);
  let note = "";
  if (slots.length === 0 && (wish.day || wish.partOfDay)) {
    note = "I don't have anything open then, but ";
    slots = freeSlots(b, now, { after: wish.after });
  }
  if (slots.length === 0) slots = freeSlots(b, now);
  s.phase = "booking";
  s.step = "slot";
  s.offered = slots;
  const who = b.booking.who;
  const offer =
    b.intake !== undefined
      ? `${capitalize(who)} has ${b.booking.noun} open ${slotList(slots)}.`
      : `I can have ${who} out ${slotList(slots)}.`;
  say(
    ctx,
    `${lead}${note ? capitalize(note) : ""}${note ? offer.charAt(0).toLowerCase() + offer.slice(1) : offer} Which works better for you?`,
  );
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "tomorrow at 8:00 AM or 10:30 AM", "tomorrow at 3:30 PM or Thursday at 8:00 AM". */
export function slotList(slots: readonly Slot[]): string {
  const days = slots.map((slot) => slot.label.replace(/ at .*$/, ""));
  const sameDay = days.every((day) => day === days[0]);
  const labels = slots.map((slot, i) => (sameDay && i > 0 ? slot.label.replace(/^.* at /, "") : slot.label));
  if (labels.length <= 1) return labels[0] ?? "";
  return `${labels.slice(0, -1).join(", ")} or ${labels.at(-1)}`;
}

function bookingTurn(ctx: Context) {
  const { s, b, r, heard } = ctx;
  if (s.step === "need") {
    if (isQuestion(heard)) {
      const answer = answerFor(ctx);
      if (answer) return answerThenPrompt(ctx, answer);
    }
    if (heard.words.length < 2 && !serviceIn(ctx)) return miss(ctx, "Sorry, could you tell me a bit more?");
    s.reason = heard.raw;
    return offerSlots(ctx, "Thanks. ", wishIn(ctx));
  }
  if (s.step === "slot") return chooseSlot(ctx);
  if (s.step !== "confirm" && s.step !== "fix" && wantsOtherSlot(ctx)) return chooseSlot(ctx);
  if (s.step === "name" || s.step === "phone" || s.step === "address")
    return collectDetails(ctx, () => confirmBooking(ctx));
  if (s.step === "confirm") {
    const yes = r.has(heard, phrases.yes);
    const no = r.has(heard, phrases.no) || r.has(heard, phrases.change);
    if (yes && !no) return book(ctx);
    if (findTime(heard.raw) || findDay(heard.raw) || findChoice(heard.raw, s.offered.length) !== null) {
      return chooseSlot(ctx);
    }
    if (no) {
      s.step = "fix";
      say(ctx, "No problem. What would you like to change: the time, your name, the number or the address?");
      return;
    }
    return miss(ctx, "Sorry,");
  }
  if (s.step === "fix") {
    if (r.has(heard, ["time", "day", "date", "slot", "when"])) {
      return offerSlots(ctx, "Sure. ", { ...wishIn(ctx), after: undefined });
    }
    if (r.has(heard, ["name"])) return askFor(ctx, "name");
    if (r.has(heard, ["number", "phone", "cell"])) return askFor(ctx, "phone");
    if (r.has(heard, ["address", "street", "location"]) && b.booking.asksAddress)
      return askFor(ctx, "address");
    if (r.has(heard, ["nothing", "never mind", "it's fine", "all good"]) || r.has(heard, phrases.yes)) {
      return book(ctx);
    }
    return miss(ctx, "Sorry,");
  }
  return miss(ctx, "Sorry,");
}

/** The caller changes their mind about the time while giving their details. */
function wantsOtherSlot(ctx: Context): boolean {
  const { r, heard } = ctx;
  return (
    r.has(heard, phrases.change) &&
    (findDay(heard.raw) !== null || findTime(heard.raw) !== null || r.has(heard, phrases.moreSlots))
  );
}

function chooseSlot(ctx: Context) {
  const { s, b, r, heard, now } = ctx;
  const text = heard.raw;
  const choice = findChoice(text, s.offered.length);
  const time = findTime(text, true);
  const day = findDay(text);
  let picked: Slot | undefined = choice !== null ? s.offered[choice] : undefined;
  if (!picked && time) {
    const hour12 = (h: number) => h % 12;
    const matches = s.offered.filter((slot) => {
      const [h = 0, m = 0] = slot.time.split(":").map(Number);
      const sameTime = time.ambiguous ? hour12(h) === hour12(time.hour) : h === time.hour;
      const sameDay = !day || sameLocalDate(slot.date, resolveDay(day, todayIn(b, now)));
      return sameTime && m === time.minute && sameDay;
    });
    picked = matches[0];
    if (!picked) {
      const wish = wishIn(ctx);
      const candidates = freeSlots(b, now, { day: wish.day }, 40).filter((slot) => {
        const [h = 0, m = 0] = slot.time.split(":").map(Number);
        return (time.ambiguous ? hour12(h) === hour12(time.hour) : h === time.hour) && m === time.minute;
      });
      picked = candidates[0];
      if (!picked) {
        return offerSlots(
          ctx,
          `I'm sorry, ${clockLabel(toClock(time, "07:00", "19:00"))} isn't open. `,
          wish,
        );
      }
    }
  }
  if (!picked && day && s.offered.length > 0) {
    const wanted = resolveDay(day, todayIn(b, now));
    const onDay = s.offered.filter((slot) => sameLocalDate(slot.date, wanted));
    if (onDay.length === 1 && !r.has(heard, phrases.moreSlots)) picked = onDay[0];
  }
  if (picked) {
    s.slot = picked;
    s.offered = [];
    return askNextDetail(ctx, `${capitalize(picked.label)} it is. `, () => confirmBooking(ctx));
  }
  if (day || findPartOfDay(text) || r.has(heard, phrases.moreSlots) || r.has(heard, phrases.no)) {
    const wish = wishIn(ctx);
    if (!wish.day && !wish.partOfDay) wish.after = s.offered.at(-1)?.start;
    return offerSlots(ctx, "", wish);
  }
  if (r.has(heard, phrases.yes)) {
    if (s.offered.length === 1 && s.offered[0]) {
      s.slot = s.offered[0];
      return askNextDetail(ctx, "Great. ", () => confirmBooking(ctx));
    }
    say(ctx, `Great. Which one suits you better: ${slotList(s.offered)}?`);
    return;
  }
  const answer = isQuestion(heard) ? answerFor(ctx) : null;
  if (answer) return answerThenPrompt(ctx, answer);
  return miss(ctx, "Sorry, I didn't get which time you'd like.");
}

const sameLocalDate = (a: LocalDate, b: LocalDate) =>
  a.year === b.year && a.month === b.month && a.day === b.day;

type Detail = "name" | "phone" | "address";

function missingDetail(ctx: Context): Detail | null {
  const { s, b } = ctx;
  if (!s.caller.name) return "name";
  if (!s.caller.phone) return "phone";
  if (s.phase === "booking" && b.booking.asksAddress && !s.caller.address) return "address";
  return null;
}

const detailQuestion: Record<Detail, string> = {
  name: "Can I get your name, please?",
  phone: "And what's the best number to reach you, area code first?",
  address: "What's the service address?",
};

function askFor(ctx: Context, detail: Detail, lead = "") {
  ctx.s.step = detail;
  say(ctx, `${lead}${detailQuestion[detail]}`);
}

function askNextDetail(ctx: Context, lead: string, done: () => void) {
  const next = missingDetail(ctx);
  if (next) return askFor(ctx, next, lead);
  if (lead) say(ctx, lead.trim());
  done();
}

/** Name, phone and address, in whatever order and combination the caller gives them. */
function collectDetails(ctx: Context, done: () => void) {
  const { s, r, heard } = ctx;
  const phone = findPhone(heard.raw);
  if (phone) s.caller.phone = phone;
  if (s.step === "name") {
    const name = findName(heard.raw);
    if (name) s.caller.name = name;
    else if (!phone) return detailMiss(ctx, "Sorry, I didn't catch your name.");
  } else if (s.step === "phone") {
    if (!phone) {
      if (r.has(heard, ["this number", "same number", "calling from", "this one", "caller id"])) {
        say(ctx, "This demo line doesn't show a caller ID, so please type the number, area code first.");
        return;
      }
      if (hasPartialPhone(heard.raw)) {
        return detailMiss(ctx, "That number looks incomplete: I need all ten digits, area code first.");
      }
      return detailMiss(ctx, "Sorry, I didn't get a phone number.");
    }
  } else if (s.step === "address") {
    const address = heard.raw
      .replace(/^(?:it's|it is|the address is|address is|i'm at|we're at|at)\s+/i, "")
      .trim();
    if (!/\d/.test(address) || address.split(/\s+/).length < 2) {
      return detailMiss(ctx, "Sorry, I need the street address with the house number.");
    }
    s.caller.address = address.replace(/[.!]+$/, "");
  }
  const next = missingDetail(ctx);
  if (next)
    return askFor(
      ctx,
      next,
      s.step === "name" && s.caller.name ? `Thanks, ${firstName(s.caller.name)}. ` : "Got it. ",
    );
  done();
}

function detailMiss(ctx: Context, sorry: string) {
  if (isQuestion(ctx.heard)) {
    const answer = answerFor(ctx);
    if (answer) return answerThenPrompt(ctx, answer);
    if (ctx.r.has(ctx.heard, ["why"])) {
      say(ctx, `So ${firstName(ctx.b.owner)}'s team can reach you about it. ${prompt(ctx)}`);
      return;
    }
  }
  return miss(ctx, sorry);
}

function confirmBooking(ctx: Context) {
  const { s, b } = ctx;
  s.step = "confirm";
  if (!s.slot) return offerSlots(ctx, "", {});
  const where = s.caller.address ? `, at ${s.caller.address}` : "";
  const what = b.reservation ? `a table for ${s.party}` : b.booking.noun;
  say(
    ctx,
    `Let me confirm: ${what} on ${s.slot.full}, for ${s.caller.name} at ${s.caller.phone}${where}. Shall I book it?`,
  );
}

function book(ctx: Context) {
  const { s, b } = ctx;
  if (!s.slot) return offerSlots(ctx, "", {});
  s.booked = s.party ? { slot: s.slot, party: s.party } : { slot: s.slot };
  s.phase = "open";
  s.step = null;
  s.offer = "anything-else";
  const after = b.reservation
    ? "We'll hold the table for 15 minutes."
    : b.intake
      ? `${capitalize(b.booking.who)} will call you at that time, or meet you at our office if you prefer.`
      : `${capitalize(b.booking.who)} will call ahead when they're on the way.`;
  say(
    ctx,
    `You're all set for ${s.slot.full}. You'll get a text confirmation at ${s.caller.phone}. ${after} Is there anything else I can help with?`,
  );
}

// ------------------------------------------------------------------------------------------------
// Restaurant reservations: party size, day and time in any order, alternatives when full.

function startReservation(ctx: Context, fromThisLine: boolean) {
  const { s } = ctx;
  s.phase = "reservation";
  s.step = "details";
  s.reason = "Table reservation";
  if (fromThisLine) readReservationDetails(ctx);
  return reservationNext(ctx, "");
}

function readReservationDetails(ctx: Context): boolean {
  const { s, b, heard, now } = ctx;
  const onlyParty =
    s.party === undefined && s.step === "details" && s.day !== undefined && s.wantTime !== undefined;
  const onlyTime =
    s.wantTime === undefined && s.step === "details" && s.party !== undefined && s.day !== undefined;
  const party = findPartySize(
    heard.raw,
    onlyParty || (s.party === undefined && s.step === "details" && !onlyTime),
  );
  const day = findDay(heard.raw);
  const time = findTime(heard.raw, onlyTime);
  if (party !== null && Number.isFinite(party)) s.party = party;
  if (day) s.day = resolveDay(day, todayIn(b, now));
  if (time) s.wantTime = time;
  return party !== null || day !== null || time !== null;
}

function reservationNext(ctx: Context, lead: string) {
  const { s, b, now } = ctx;
  const max = b.reservation?.maxParty ?? 10;
  if (s.party !== undefined && (s.party < 1 || s.party > 40)) {
    s.party = undefined;
    say(ctx, `${lead}Sorry, how many people will be joining?`);
    return;
  }
  if (s.party !== undefined && s.party > max) {
    const when = s.day ? ` on ${dayName(s.day)}` : "";
    s.reason = `Table for ${s.party}${when}: a group larger than ${max}`;
    return startMessage(
      ctx,
      `For a group of ${s.party}, ${firstName(b.owner)} plans the table and the menu with you herself. `,
    );
  }
  if (s.party === undefined) {
    s.step = "details";
    say(ctx, `${lead}How many people will be joining?`);
    return;
  }
  if (!s.day) {
    s.step = "details";
    say(ctx, `${lead}A table for ${s.party}. What day would you like to come in?`);
    return;
  }
  const hours = hoursOn(b, s.day);
  if (!hours) {
    const closed = dayName(s.day);
    s.day = undefined;
    s.step = "details";
    say(ctx, `${lead}I'm sorry, we're closed on ${closed}s. Which other day would suit you?`);
    return;
  }
  const times = tableTimes(b, s.day);
  if (!s.wantTime) {
    s.step = "details";
    say(
      ctx,
      `${lead}What time would you like on ${dayName(s.day)}? We seat from ${clockLabel(times[0] ?? hours[0])} to ${clockLabel(times.at(-1) ?? hours[1])}.`,
    );
    return;
  }
  const time = toClock(s.wantTime, hours[0], hours[1]);
  if (tableFree(b, s.day, time, now)) {
    s.slot = makeSlot(b, s.day, time, now);
    s.offered = [];
    return askNextDetail(ctx, `${lead}Good news: I have a table for ${s.party} ${s.slot.label}. `, () =>
      confirmBooking(ctx),
    );
  }
  const alternatives = nearestTables(b, s.day, time, now);
  s.offered = alternatives;
  s.step = "alternatives";
  const wanted = `${clockLabel(time)} on ${dayName(s.day)}`;
  const why = times.includes(time) ? "is fully booked" : "is outside our seating times";
  say(
    ctx,
    `${lead}I'm sorry, ${wanted} ${why}, but I have ${slotList(alternatives)}. Would either of those work?`,
  );
}

function reservationTurn(ctx: Context) {
  const { s, r, heard } = ctx;
  if (s.step === "alternatives") {
    const choice = findChoice(heard.raw, s.offered.length);
    const time = findTime(heard.raw, true);
    let picked = choice !== null ? s.offered[choice] : undefined;
    if (!picked && time) {
      picked = s.offered.find((slot) => {
        const [h = 0, m = 0] = slot.time.split(":").map(Number);
        return (time.ambiguous ? h % 12 === time.hour % 12 : h === time.hour) && m === time.minute;
      });
    }
    if (!picked && r.has(heard, phrases.yes) && s.offered.length === 1) picked = s.offered[0];
    if (picked) {
      s.slot = picked;
      s.day = picked.date;
      const [hour = 0, minute = 0] = picked.time.split(":").map(Number);
      s.wantTime = { hour, minute, ambiguous: false };
      s.offered = [];
      return askNextDetail(ctx, `${capitalize(picked.label)} it is. `, () => confirmBooking(ctx));
    }
    s.step = "details";
    if (readReservationDetails(ctx)) return reservationNext(ctx, "");
    if (r.has(heard, phrases.no) || r.has(heard, phrases.moreSlots)) {
      s.wantTime = undefined;
      return reservationNext(ctx, "No problem. ");
    }
    if (r.has(heard, phrases.yes)) {
      s.step = "alternatives";
      say(ctx, `Great. Which one: ${slotList(s.offered)}?`);
      return;
    }
    s.step = "alternatives";
    return miss(ctx, "Sorry, I didn't get which time you'd like.");
  }
  if (s.step === "details") {
    if (readReservationDetails(ctx)) return reservationNext(ctx, "");
    if (isQuestion(heard)) {
      const answer = answerFor(ctx);
      if (answer) return answerThenPrompt(ctx, answer);
    }
    return miss(ctx, "Sorry, I didn't catch that.");
  }
  // The caller changes the party, day or time while giving their details or at the read-back.
  const changing = r.has(heard, phrases.change) || s.step === "confirm";
  if (changing && (findPartySize(heard.raw) !== null || findDay(heard.raw) || findTime(heard.raw))) {
    s.step = "details";
    readReservationDetails(ctx);
    s.slot = undefined;
    return reservationNext(ctx, "Of course. ");
  }
  if (s.step === "confirm") {
    const yes = r.has(heard, phrases.yes);
    const no = r.has(heard, phrases.no);
    if (yes && !no) return book(ctx);
    if (no) {
      s.step = "details";
      s.wantTime = undefined;
      say(ctx, "No problem. What would you like to change: the number of people, the day or the time?");
      return;
    }
    return miss(ctx, "Sorry,");
  }
  return collectDetails(ctx, () => confirmBooking(ctx));
}

// ------------------------------------------------------------------------------------------------
// Law firm intake: what happened, when, injuries, another lawyer; then a free consultation.

const whenWords =
  /\b(yesterday|today|last (?:week|month|night|year|\w+day)|this (?:morning|week)|ago|on \w+day|\d{1,2}\/\d{1,2}|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.? \d{1,2})\b/i;
const injuryWords =
  /\b(hurt|hurts|injured|injury|injuries|pain|broke|broken|whiplash|neck|back|concussion|hospital|er|doctor|stitches|fracture)\b/i;

function startIntake(ctx: Context, fromThisLine: boolean) {
  const { s, b, heard } = ctx;
  s.phase = "intake";
  s.reason = "New case: free consultation";
  if (fromThisLine && !isQuestion(heard) && heard.words.length >= 4) {
    s.intake.what = heard.raw;
    const when = heard.raw.match(whenWords)?.[0];
    if (when) s.intake.when = when;
    if (injuryWords.test(heard.raw)) s.intake.injuries = heard.raw;
  }
  const next = b.intake?.find((q) => !s.intake[q.key]);
  if (!next) return offerSlots(ctx, "Thank you. ", {});
  s.step = next.key;
  const lead = s.intake.what ? "I'm sorry that happened. " : "";
  say(ctx, `${lead}${s.intake.what ? next.ask : (b.intake?.[0]?.ask ?? next.ask)}`);
}

function intakeTurn(ctx: Context) {
  const { s, b, r, heard } = ctx;
  const key = s.step as IntakeKey;
  if (isQuestion(heard)) {
    const answer = answerFor(ctx);
    if (answer) return answerThenPrompt(ctx, answer);
  }
  if (heard.words.length === 0 || (heard.words.length < 2 && key === "what")) {
    return miss(ctx, "Sorry, could you tell me a little more?");
  }
  if (key === "prior") {
    s.intake.prior =
      r.has(heard, phrases.no) || r.has(heard, ["haven't", "have not", "not yet", "nobody"])
        ? "No"
        : r.has(heard, phrases.yes)
          ? "Yes"
          : heard.raw;
  } else {
    s.intake[key] = heard.raw;
  }
  const next = b.intake?.find((q) => !s.intake[q.key]);
  if (next) {
    s.step = next.key;
    say(ctx, `${key === "what" ? "Thank you for telling me. " : "Thank you. "}${next.ask}`);
    return;
  }
  const lead =
    s.intake.prior === "Yes"
      ? "Thank you. Since you already have a lawyer, the attorney will go over that with you first. "
      : "Thank you, that's everything I need for now. ";
  return offerSlots(ctx, lead, {});
}

function noLegalAdvice(ctx: Context) {
  const { s, b } = ctx;
  if (s.phase === "open") s.offer = "booking";
  const offer = s.phase === "open" ? ` Would you like me to book ${b.booking.noun}?` : ` ${prompt(ctx)}`;
  if (!s.topics.includes("legal advice declined")) s.topics.push("legal advice declined");
  say(
    ctx,
    `I can't give legal advice, but an attorney can answer that in a free consultation, with no fee unless we win.${offer}`,
  );
}

// ------------------------------------------------------------------------------------------------
// Messages, emergencies, spam, goodbyes, misunderstandings.

function startMessage(ctx: Context, lead?: string) {
  const { s, b } = ctx;
  s.phase = "message";
  s.offer = null;
  const intro =
    lead ??
    `Of course. ${firstName(b.owner)} is ${b.trade === "restaurant" ? "with guests" : b.intake ? "with a client" : "on a job"} right now, so I'll take a message and make sure it reaches ${b.trade === "restaurant" ? "her" : "them"} right away. `;
  const next = missingDetail(ctx);
  if (next) return askFor(ctx, next, intro);
  return askReason(ctx, intro);
}

function askReason(ctx: Context, lead: string) {
  const { s, b } = ctx;
  if (s.reason && s.reason !== "Table reservation" && s.reason !== "New case: free consultation")
    return takeMessage(ctx);
  s.step = "reason";
  say(ctx, `${lead}And what would you like ${firstName(b.owner)} to know?`);
}

function messageTurn(ctx: Context) {
  const { s, heard } = ctx;
  if (s.step === "reason") {
    if (heard.words.length < 2) return miss(ctx, "Sorry, could you tell me a little more?");
    s.reason = heard.raw;
    return takeMessage(ctx);
  }
  return collectDetails(ctx, () => askReason(ctx, "Thanks. "));
}

function takeMessage(ctx: Context) {
  const { s, b } = ctx;
  s.messageTaken = true;
  s.phase = "open";
  s.step = null;
  s.offer = "anything-else";
  const name = s.caller.name ? `, ${firstName(s.caller.name)}` : "";
  say(
    ctx,
    `Thanks${name}. I've sent your message to ${firstName(b.owner)}, and you can expect a call back ${b.callbackPromise}. Is there anything else I can help with?`,
  );
}

function emergencyIn(ctx: Context) {
  const { b, r, heard } = ctx;
  return b.emergencies.find((e) => r.has(heard, e.words) && (!e.onlyWith || r.has(heard, e.onlyWith)));
}

function startEmergency(ctx: Context, emergency: SampleBusiness["emergencies"][number]) {
  const { s, b, heard } = ctx;
  s.urgency = "emergency";
  s.emergency = emergency.label;
  s.reason = heard.raw;
  s.phase = "emergency";
  s.step = "details";
  s.offer = null;
  if (s.caller.name && s.caller.phone) {
    say(ctx, `${emergency.advice} That's an emergency, so I'm getting ${b.onCall} on the line for you now.`);
    return transfer(ctx);
  }
  say(
    ctx,
    `${emergency.advice} That's an emergency, so I'm getting ${b.onCall} on the line for you now. In case we get cut off, what's your name and the best number to call you back?`,
  );
}

function danger(ctx: Context) {
  const { s, b, r, heard } = ctx;
  const tradeAdvice = b.dangers.find((d) => r.has(heard, d.words))?.advice;
  const gas = r.has(heard, ["gas", "rotten eggs"]);
  const fire = r.has(heard, ["fire", "flames", "smoke"]);
  const advice =
    tradeAdvice ??
    (gas
      ? "Leave the building now, don't switch anything on or off or light anything, and call from outside."
      : fire
        ? "Get everyone out of the building now and stay out."
        : "Stay with them and follow what the 911 operator tells you.");
  const repeat = s.told911;
  s.told911 = true;
  s.urgency = "emergency";
  s.emergency ??= gas
    ? "Gas smell: told to call 911"
    : fire
      ? "Fire or smoke: told to call 911"
      : "Danger to life: told to call 911";
  s.reason ??= heard.raw;
  if (repeat) {
    say(ctx, `Please hang up and call 911 now. ${advice}`);
    if (s.phase !== "emergency") {
      s.phase = "emergency";
      s.step = "details";
    }
    return;
  }
  s.phase = "emergency";
  s.step = "details";
  s.offer = null;
  const follow =
    s.caller.name && s.caller.phone
      ? `I'm alerting ${b.onCall} as well.`
      : `Once you're safe, I'll have ${b.onCall} call you. What's your name and the best number to reach you?`;
  say(ctx, `If anyone is in danger, hang up and call 911 now. ${advice} ${follow}`);
  if (s.caller.name && s.caller.phone) transfer(ctx);
}

function emergencyTurn(ctx: Context) {
  const { s, heard } = ctx;
  const phone = findPhone(heard.raw);
  const name = findName(heard.raw);
  if (phone) s.caller.phone = phone;
  if (name) s.caller.name = name;
  if (s.caller.name && s.caller.phone) return transfer(ctx);
  if (s.step === "details" && (name || phone)) {
    s.step = "details-again";
    say(
      ctx,
      name ? `Thanks, ${firstName(name)}. And the best number to call you back?` : "Thanks. And your name?",
    );
    return;
  }
  if (s.step === "details") {
    s.step = "details-again";
    say(ctx, "Just your name and number, so they can call you straight back if we get cut off.");
    return;
  }
  return transfer(ctx);
}

function transfer(ctx: Context) {
  const { s, b } = ctx;
  s.transferred = true;
  const name = s.caller.name ? `, ${firstName(s.caller.name)}` : "";
  say(ctx, `Thank you${name}. I'm connecting you to ${b.onCall} now. Please stay on the line.`);
  event(
    ctx,
    `Transferring to ${b.onCall}: this is where ${firstName(b.owner)}'s phone would ring, with this call's details on screen.`,
  );
  finish(ctx);
}

function spam(ctx: Context) {
  const { s, b } = ctx;
  s.spam = true;
  s.reason = "Sales or robocall";
  say(ctx, `Thanks, but ${b.name} isn't interested. Please take this number off your list. Goodbye.`);
  event(ctx, `Call ended and marked as spam. ${firstName(b.owner)} isn't disturbed.`);
  finish(ctx);
}

function goodbye(ctx: Context) {
  const { s, b, now } = ctx;
  const name = s.caller.name ? `, ${firstName(s.caller.name)}` : "";
  const hour = localParts(now, b.timeZone).hour;
  const part = hour < 12 ? "morning" : hour < 17 ? "afternoon" : "evening";
  say(ctx, `Thanks for calling ${b.name}${name}. Have a good ${part}. Goodbye!`);
  finish(ctx);
}

function answerThenPrompt(ctx: Context, answer: { topic: string; text: string }) {
  const { s } = ctx;
  if (!s.topics.includes(answer.topic)) s.topics.push(answer.topic);
  say(ctx, `${answer.text} ${prompt(ctx)}`);
}

/** After three misunderstandings in a row the host offers to take a message. */
function miss(ctx: Context, sorry: string) {
  const { s, b } = ctx;
  ctx.missed = true;
  s.misses += 1;
  if (s.misses >= 3) {
    s.misses = 0;
    if (s.phase === "message") {
      say(
        ctx,
        `I'm sorry, I'm having trouble understanding. ${firstName(b.owner)} will see this call in the log and can call you back. Goodbye for now.`,
      );
      return finish(ctx);
    }
    s.phase = "message";
    s.offered = [];
    const next = missingDetail(ctx);
    const lead = `I'm sorry, I'm not getting this right. Let me take a message, and ${firstName(b.owner)} will call you back ${b.callbackPromise}. `;
    if (next) return askFor(ctx, next, lead);
    return askReason(ctx, lead);
  }
  say(ctx, `${sorry} ${prompt(ctx)}`);
}

/** What the host asks at this point of the call, to repeat after an answer or a misunderstanding. */
export function prompt(ctx: Pick<Context, "s" | "b">): string {
  const { s, b } = ctx;
  switch (s.phase) {
    case "open":
      return s.offer === "booking"
        ? `Would you like me to book ${b.booking.noun}?`
        : s.offer === "message"
          ? "Would you like me to take a message?"
          : `You can ask about our hours, prices or ${b.trade === "restaurant" ? "menu" : "service area"}, book ${b.booking.noun}, or leave a message for ${firstName(b.owner)}.`;
    case "booking":
      if (s.step === "need") return b.booking.needQuestion;
      if (s.step === "slot") return `Which works better: ${slotList(s.offered)}?`;
      if (s.step === "confirm") return "Shall I book it?";
      if (s.step === "fix")
        return "What would you like to change: the time, your name, the number or the address?";
      return detailQuestion[(s.step as Detail) ?? "name"] ?? "";
    case "reservation":
      if (s.step === "alternatives") return `Would ${slotList(s.offered)} work?`;
      if (s.step === "confirm") return "Shall I book it?";
      if (s.step === "details") {
        if (s.party === undefined) return "How many people will be joining?";
        if (!s.day) return "What day would you like to come in?";
        return "What time would you like?";
      }
      return detailQuestion[(s.step as Detail) ?? "name"] ?? "";
    case "intake":
      return b.intake?.find((q) => q.key === s.step)?.ask ?? "";
    case "message":
      if (s.step === "reason") return `What would you like ${firstName(b.owner)} to know?`;
      return detailQuestion[(s.step as Detail) ?? "name"] ?? "";
    case "emergency":
      return "What's your name and the best number to call you back?";
    default:
      return "";
  }
}

/** Typical lines for where the call is, offered as quick replies. */
export function suggestions(state: CallState): string[] {
  const b = businessFor(state.trade);
  const caller = b.sampleCaller;
  if (state.ended) return [];
  switch (state.phase) {
    case "open":
      if (state.offer === "anything-else") return ["No, that's all. Thanks!", ...b.quickReplies.slice(1, 3)];
      if (state.offer) return ["Yes, please", "No, thanks"];
      return [...b.quickReplies];
    case "booking":
      if (state.step === "need") return [b.quickReplies[0] ?? "I need a repair"];
      if (state.step === "slot") return ["The first one", "The second one", "Anything later?"];
      if (state.step === "confirm") return ["Yes, book it", "No, change the time"];
      if (state.step === "fix") return ["The time", "My number"];
      break;
    case "reservation":
      if (state.step === "alternatives") return ["The first one", "The second one", "A different time"];
      if (state.step === "confirm") return ["Yes, book it", "Actually, make it 6 people"];
      if (state.step === "details") {
        if (state.party === undefined) return ["Four people"];
        if (!state.day) return ["Friday", "Tomorrow"];
        return ["7 PM", "6:30 PM"];
      }
      break;
    case "intake": {
      const samples: Record<string, string> = {
        what: "I was rear-ended at a red light",
        when: "Last Tuesday",
        injuries: "My neck and back hurt, and I saw a doctor",
        prior: "No, I haven't",
      };
      return [samples[state.step ?? ""] ?? ""].filter(Boolean);
    }
    case "message":
      if (state.step === "reason") return ["Please call me about a quote"];
      break;
    case "emergency":
      return [`${caller.name}, ${caller.phone}`];
  }
  if (state.step === "name") return [`My name is ${caller.name}`];
  if (state.step === "phone") return [caller.phone];
  if (state.step === "address" && caller.address) return [caller.address];
  return [];
}

/** For tests and the benchmark: today's date in the business's zone plus `days`. */
export function dayFromToday(trade: DemoTrade, now: Date, days: number): LocalDate {
  return addDays(todayIn(businessFor(trade), now), days);
}

export { weekdays };
