import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { demoCallScenarios as paths } from "../../tests/support/demo-call-scenarios";
import {
  type CallState,
  type DemoTrade,
  demoTrades,
  endCall,
  startCall,
  suggestions,
  takeTurn,
} from "./engine";
import { ownerSummary } from "./summary";

/** Wednesday, November 25 2026, 10:00 AM in New York (a fixed clock for every call here). */
const now = new Date("2026-11-25T15:00:00Z");

function call(trade: DemoTrade, lines: readonly string[]): CallState {
  let state = startCall(trade, now);
  for (const line of lines) state = takeTurn(state, line, now);
  return state;
}

const hostLines = (state: CallState) => state.turns.filter((t) => t.speaker === "host").map((t) => t.text);
const lastHost = (state: CallState) => hostLines(state).at(-1) ?? "";

describe.each(demoTrades)("the live demo call for %s", (trade) => {
  const path = paths[trade];

  it("greets in the business's name and says it is an AI assistant on a recorded line", () => {
    const greeting = startCall(trade, now).turns[0]?.text ?? "";
    expect(greeting).toMatch(
      /^Thanks for calling .+\. I'm \w+'s AI assistant, and this call may be recorded\./,
    );
  });

  it("answers a question from the sample business's data", () => {
    const state = call(trade, [path.faq.ask]);
    expect(lastHost(state)).toMatch(path.faq.expect);
    expect(state.ended).toBe(false);
  });

  it("books with concrete slots, the caller's details and a confirmation, and the owner gets the booking", () => {
    let state = call(trade, path.booking);
    const offer = lastHost(state);
    expect(offer).toMatch(/(today|tomorrow|\w+day) at \d{1,2}:\d{2} (AM|PM)/);
    if (state.phase !== "reservation") state = takeTurn(state, "the first one", now);
    state = takeTurn(state, `My name is ${path.caller.name}`, now);
    state = takeTurn(state, path.caller.phone, now);
    if (path.caller.address) state = takeTurn(state, path.caller.address, now);
    expect(lastHost(state)).toMatch(/^Let me confirm: .+ Shall I book it\?$/);
    state = takeTurn(state, "yes", now);
    expect(lastHost(state)).toMatch(/^You're all set for \w+day, November \d+ at \d{1,2}:\d{2} (AM|PM)\./);
    state = takeTurn(state, "no, that's all", now);
    expect(state.ended).toBe(true);
    const summary = ownerSummary(state);
    expect(summary.callerName).toBe(path.caller.name);
    expect(summary.callerPhone).toBe(path.caller.phone);
    expect(summary.urgency).toBe("Routine");
    expect(summary.outcome).toMatch(/^(Booked for|Table booked for \d+,) \w+day, November \d+ at/);
    expect(summary.calendar?.when).toMatch(
      /^\w+day, November \d+, \d{1,2}:\d{2} (AM|PM) to \d{1,2}:\d{2} (AM|PM)$/,
    );
    expect(summary.sms).toContain(path.caller.phone);
    expect(summary.email.subject).toMatch(/^New booking: Sam Lee/);
  });

  it("transfers an emergency to the on-call person after taking a name and number", () => {
    let state = call(trade, [path.emergency]);
    expect(lastHost(state)).toMatch(/getting the .+ on the line for you now/);
    state = takeTurn(state, `${path.caller.name}, ${path.caller.phone}`, now);
    expect(state.ended).toBe(true);
    expect(state.turns.at(-1)).toMatchObject({ speaker: "event" });
    expect(state.turns.at(-1)?.text).toMatch(/^Transferring to .+: this is where \w+'s phone would ring/);
    const summary = ownerSummary(state);
    expect(summary.urgency).toBe("Emergency");
    expect(summary.outcome).toMatch(/^Transferred to /);
    expect(summary.sms).toMatch(/EMERGENCY/);
  });

  it.runIf(path.danger !== undefined)(
    "tells the caller to hang up and call 911 first when a life is in danger",
    () => {
      const state = call(trade, [path.danger]);
      expect(lastHost(state)).toMatch(/^If anyone is in danger, hang up and call 911 now\./);
      expect(state.told911).toBe(true);
      const summary = ownerSummary(endCall(state));
      expect(summary.outcome).toMatch(/Told to hang up and call 911/);
      expect(summary.urgency).toBe("Emergency");
    },
  );

  it("takes a message with name, number and reason, and says when the team will call back", () => {
    let state = call(trade, ["Can someone call me back?"]);
    expect(lastHost(state)).toMatch(/take a message/);
    state = takeTurn(state, path.caller.name, now);
    state = takeTurn(state, path.caller.phone, now);
    expect(lastHost(state)).toMatch(/what would you like \w+ to know\?$/i);
    state = takeTurn(state, "I'd like a quote for next month", now);
    expect(lastHost(state)).toMatch(/I've sent your message to \w+, and you can expect a call back/);
    const summary = ownerSummary(endCall(state));
    expect(summary.outcome).toBe("Message taken: call back");
    expect(summary.reason).toBe("I'd like a quote for next month");
  });

  it("ends a spam call politely and marks it as spam", () => {
    const state = call(trade, ["Hi, this is about your car's extended warranty"]);
    expect(state.ended).toBe(true);
    expect(lastHost(state)).toMatch(/isn't interested\. Please take this number off your list\. Goodbye\./);
    const summary = ownerSummary(state);
    expect(summary.urgency).toBe("Spam");
    expect(summary.outcome).toMatch(/^Spam/);
  });

  it("lets the caller hang up mid-call, and the owner still gets what was said", () => {
    let state = call(trade, path.booking.slice(0, 1));
    state = endCall(state);
    expect(state.ended).toBe(true);
    expect(state.turns.at(-1)).toEqual({ speaker: "event", text: "You hung up." });
    expect(takeTurn(state, "hello?", now)).toBe(state);
    const summary = ownerSummary(state);
    expect(summary.outcome).toMatch(/^Caller hung up/);
    expect(summary.transcript.length).toBeGreaterThan(2);
  });

  it("asks again on nonsense and empty lines, and offers to take a message after three", () => {
    let state = call(trade, ["qwxz vbnm", ""]);
    expect(state.ended).toBe(false);
    expect(lastHost(state)).toMatch(/^Sorry/);
    state = takeTurn(state, "   ", now);
    expect(lastHost(state)).toMatch(/Let me take a message/);
    expect(state.phase).toBe("message");
  });

  it("reads a very long line without failing", () => {
    const state = call(trade, [`${"blah ".repeat(2000)}can someone call me back`]);
    expect(state.turns[1]?.text.length).toBeLessThanOrEqual(500);
    expect(state.ended).toBe(false);
    expect(hostLines(state)).toHaveLength(2);
  });

  it("offers quick replies for where the call is", () => {
    expect(suggestions(startCall(trade, now)).length).toBeGreaterThanOrEqual(5);
    const booking = call(trade, path.booking.slice(0, 1));
    expect(suggestions(booking).length).toBeGreaterThan(0);
  });
});

describe("details of the conversation", () => {
  it("understands typos in the trade's words", () => {
    const state = call("plumber", ["my kitchen drian is cloged"]);
    expect(lastHost(state)).toMatch(/I can have a plumber out/);
    expect(state.reason).toBe("my kitchen drian is cloged");
  });

  it("moves a booking when the caller changes their mind at the read-back", () => {
    let state = call("hvac", ["I need a furnace tune-up", "friday morning", "the first one"]);
    expect(lastHost(state)).toMatch(/^Friday at 8:00 AM it is\./);
    state = call("hvac", [
      "I need a furnace tune-up",
      "friday morning",
      "the first one",
      "Sam Lee",
      "612-555-0147",
      "77 Lake Street",
      "no",
      "the time",
      "anything later?",
      "the second one",
      "yes",
    ]);
    expect(state.booked?.slot.full).toBe("Thursday, November 26 at 10:30 AM");
  });

  it("changes the party size of a reservation at the read-back", () => {
    const state = call("restaurant", [
      "Can I book a table for four on Friday at 6?",
      "Sam Lee",
      "720-555-0147",
      "actually make it 6 people",
      "yes",
    ]);
    expect(state.booked).toMatchObject({ party: 6 });
    expect(state.booked?.slot.full).toBe("Friday, November 27 at 6:00 PM");
  });

  it("offers the nearest free tables when the time asked for is full", () => {
    const state = call("restaurant", ["Can I book a table for four on Friday at 7?"]);
    expect(lastHost(state)).toBe(
      "I'm sorry, 7:00 PM on Friday is fully booked, but I have Friday at 6:00 PM or 6:30 PM. Would either of those work?",
    );
  });

  it("says the restaurant is closed on Mondays instead of booking one", () => {
    const state = call("restaurant", ["table for 2 on monday at 7pm"]);
    expect(lastHost(state)).toMatch(/we're closed on Mondays/);
  });

  it("passes a group larger than the restaurant seats to the manager as a message", () => {
    const state = call("restaurant", ["I'd like a table for 14 on Saturday"]);
    expect(state.phase).toBe("message");
    expect(lastHost(state)).toMatch(/For a group of 14/);
  });

  it("never gives legal advice, and offers a consultation instead", () => {
    const state = call("personal-injury-attorney", ["How much is my case worth?"]);
    expect(lastHost(state)).toMatch(/^I can't give legal advice/);
    expect(state.offer).toBe("booking");
  });

  it("treats no heat as an emergency only in freezing weather", () => {
    expect(call("hvac", ["my furnace stopped working"]).urgency).toBe("routine");
    expect(call("hvac", ["my furnace stopped and it's below zero"]).urgency).toBe("emergency");
  });

  it("answers hours from the clock: open now, and the time zone", () => {
    expect(lastHost(call("plumber", ["what are your hours?"]))).toMatch(
      /^We're open today until 6:00 PM\. We're open Monday to Friday 7:00 AM to 6:00 PM and Saturday 8:00 AM to 2:00 PM; closed Sunday \(Eastern Time\)\./,
    );
  });

  it("asks for all ten digits when a number is cut short", () => {
    const state = call("plumber", ["call me back please", "Sam Lee", "555-0147"]);
    expect(lastHost(state)).toMatch(/all ten digits/);
  });

  it("says the demo line has no caller ID when asked to use this number", () => {
    const state = call("plumber", ["call me back please", "Sam Lee", "use the number I'm calling from"]);
    expect(lastHost(state)).toMatch(/doesn't show a caller ID/);
  });

  it("offers a message for a question the business's data cannot answer", () => {
    const state = call("plumber", ["Do you sponsor the little league team?"]);
    expect(lastHost(state)).toMatch(/^I don't have the answer to that, but I can take a message/);
    expect(state.offer).toBe("message");
  });

  it("never throws and always answers or ends, whatever the caller types", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...demoTrades),
        fc.array(
          fc.oneof(
            fc.string({ maxLength: 80 }),
            fc.string({ unit: "binary", maxLength: 40 }),
            fc.constantFrom("yes", "no", "the first one", "614-555-0147", "Sam Lee", ""),
          ),
          {
            maxLength: 12,
          },
        ),
        (trade, lines) => {
          let state = startCall(trade, now);
          for (const line of lines) {
            const before = state.turns.length;
            state = takeTurn(state, line, now);
            if (!state.ended) expect(state.turns.length).toBeGreaterThan(before + 1);
          }
          const summary = ownerSummary(endCall(state));
          expect(summary.outcome.length).toBeGreaterThan(0);
        },
      ),
      { numRuns: 300 },
    );
  });
});
