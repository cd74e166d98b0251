import { clockLabel, dateLabel, zonedInstant } from "./calendar";
import { businessFor, type CallState, type Turn } from "./engine";

/**
 * "What the owner receives": the post-call summary a Hostline customer gets after each call, as a
 * text message, an e-mail and (when something was booked) a calendar entry. Built from the call's
 * state only.
 */
export interface OwnerSummary {
  business: string;
  owner: string;
  ownerEmail: string;
  callerName: string;
  callerPhone: string;
  address: string | null;
  reason: string;
  urgency: "Emergency" | "Urgent" | "Routine" | "Spam";
  outcome: string;
  sms: string;
  email: { to: string; subject: string; body: string };
  calendar: { title: string; when: string; location: string; notes: string } | null;
  transcript: Turn[];
}

const notGiven = "Not given";

export function ownerSummary(state: CallState): OwnerSummary {
  const b = businessFor(state.trade);
  const name = state.caller.name ?? notGiven;
  const phone = state.caller.phone ?? notGiven;
  const urgency: OwnerSummary["urgency"] = state.spam
    ? "Spam"
    : state.urgency === "emergency"
      ? "Emergency"
      : state.urgency === "urgent"
        ? "Urgent"
        : "Routine";
  const reason = state.spam
    ? "Sales or robocall"
    : (state.emergency ? `${state.emergency}: ` : "") +
      (intakeReason(state) ??
        state.reason ??
        (state.topics.length ? `Questions: ${state.topics.join(", ")}` : "No reason given"));
  const outcome = outcomeOf(state, b.onCall);
  const booked = state.booked;
  const whenBooked = booked ? booked.slot.full : null;
  const who = name === notGiven ? "A caller" : name;
  const sms = state.spam
    ? `Hostline: a spam call to ${b.name} was answered and ended. No action needed.`
    : [
        `Hostline · ${b.name}`,
        urgency === "Emergency" ? "EMERGENCY" : null,
        `${who} (${phone})`,
        booked
          ? `booked ${booked.party ? `a table for ${booked.party}` : b.booking.noun} ${whenBooked}.`
          : `${outcome}.`,
        `Reason: ${shorten(reason, 120)}`,
        state.caller.address ? `Address: ${state.caller.address}` : null,
        phone !== notGiven ? "Reply CALL to ring them back." : null,
      ]
        .filter(Boolean)
        .join("\n");
  const subject = state.spam
    ? `Spam call blocked for ${b.name}`
    : booked
      ? `New booking: ${who}, ${whenBooked}`
      : state.transferred
        ? `Emergency call transferred: ${who}`
        : state.messageTaken
          ? `Message: call ${who} back`
          : `Call from ${who}: ${outcome}`;
  const body = [
    `Hi ${b.owner.split(" ")[0]},`,
    "",
    `${b.name} had a call answered by Hostline.`,
    "",
    `Caller: ${name}`,
    `Number: ${phone}`,
    ...(state.caller.address ? [`Address: ${state.caller.address}`] : []),
    `Reason: ${reason}`,
    `Urgency: ${urgency}`,
    `Outcome: ${outcome}`,
    ...intakeLines(state),
    "",
    "The full transcript is below and in your dashboard.",
  ].join("\n");
  let calendar: OwnerSummary["calendar"] = null;
  if (booked) {
    const start = zonedInstant(booked.slot.date, booked.slot.time, b.timeZone);
    const end = new Date(start.getTime() + b.booking.lengthMinutes * 60_000);
    const endClock = new Intl.DateTimeFormat("en-US", {
      timeZone: b.timeZone,
      hour: "numeric",
      minute: "2-digit",
      hourCycle: "h23",
    }).format(end);
    calendar = {
      title: booked.party
        ? `Table for ${booked.party}: ${name}`
        : `${capitalize(b.booking.noun.replace(/^(a|an) /, ""))}: ${name}`,
      when: `${dateLabel(booked.slot.date)}, ${clockLabel(booked.slot.time)} to ${clockLabel(endClock)}`,
      location: state.caller.address ?? b.address ?? b.city,
      notes: `${phone} · ${shorten(state.booked?.party ? "Table reservation" : reason, 160)}`,
    };
  }
  return {
    business: b.name,
    owner: b.owner,
    ownerEmail: b.ownerEmail,
    callerName: name,
    callerPhone: phone,
    address: state.caller.address ?? null,
    reason,
    urgency,
    outcome,
    sms,
    email: { to: b.ownerEmail, subject, body },
    calendar,
    transcript: state.turns,
  };
}

function outcomeOf(state: CallState, onCall: string): string {
  if (state.spam) return "Spam: ended politely and blocked";
  const parts: string[] = [];
  if (state.told911) parts.push("Told to hang up and call 911");
  if (state.transferred) parts.push(`Transferred to ${onCall}`);
  if (state.booked) {
    parts.push(
      state.booked.party
        ? `Table booked for ${state.booked.party}, ${state.booked.slot.full}`
        : `Booked for ${state.booked.slot.full}`,
    );
  }
  if (state.messageTaken) parts.push("Message taken: call back");
  if (parts.length === 0) {
    const underway = Boolean(state.reason || state.caller.phone || state.caller.name);
    if (state.endedBy === "caller" && underway) {
      parts.push("Caller hung up before finishing: call back");
    } else if (state.topics.length) {
      parts.push("Questions answered");
    } else if (state.endedBy === "caller") {
      parts.push("Caller hung up");
    } else {
      parts.push("Call ended");
    }
  }
  return parts.join("; ");
}

function intakeReason(state: CallState): string | null {
  return state.intake.what ? `New case: ${state.intake.what}` : null;
}

function intakeLines(state: CallState): string[] {
  const labels = {
    what: "What happened",
    when: "When",
    injuries: "Injuries",
    prior: "Other lawyer",
  } as const;
  return (Object.keys(labels) as (keyof typeof labels)[])
    .filter((key) => state.intake[key])
    .map((key) => `${labels[key]}: ${state.intake[key]}`);
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function shorten(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
