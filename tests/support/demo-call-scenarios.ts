import type { DemoTrade } from "../../core/demo-call/engine";

/**
 * What a caller says on each path of the live demo call, per trade: shared by the engine's unit
 * tests (core/demo-call) and the browser scenarios (tests/e2e/live-call.spec.ts). The answers come
 * from each sample business's data in content/demo-call.
 */
export interface DemoCallScenario {
  /** The trade page the scenario runs on. */
  path: string;
  faq: { ask: string; expect: RegExp };
  /** Lines up to the slots on offer (the law firm's intake included). */
  booking: string[];
  emergency: string;
  danger: string;
  caller: { name: string; phone: string; address?: string };
}

export const demoCallScenarios: Record<DemoTrade, DemoCallScenario> = {
  plumber: {
    path: "/plumbers",
    faq: { ask: "how much do you charge for drain cleaning?", expect: /\$149/ },
    booking: ["My kitchen drain is clogged"],
    emergency: "A pipe burst and water is spraying everywhere!",
    danger: "I smell gas in the basement",
    caller: { name: "Sam Lee", phone: "614-555-0147", address: "418 Alder Street, Columbus" },
  },
  electrician: {
    path: "/electricians",
    faq: { ask: "do you install EV chargers?", expect: /\$850 to \$1,600/ },
    booking: ["I'd like an EV charger installed"],
    emergency: "My outlet is sparking and I smell something burning",
    danger: "There's smoke coming from the panel",
    caller: { name: "Sam Lee", phone: "615-555-0147", address: "22 Belmont Avenue, Nashville" },
  },
  hvac: {
    path: "/hvac-services",
    faq: { ask: "Do you service Edina?", expect: /Yes, we serve Edina/ },
    booking: ["I need a furnace tune-up"],
    emergency: "My furnace stopped and it's below zero outside",
    danger: "The carbon monoxide alarm is going off",
    caller: { name: "Sam Lee", phone: "612-555-0147", address: "77 Lake Street, Minneapolis" },
  },
  pestcontrol: {
    path: "/pest-control-services",
    faq: { ask: "Is your spray safe for my dog?", expect: /pets and children/ },
    booking: ["I keep finding scorpions in my kitchen"],
    emergency: "Bees are swarming by our back door!",
    danger: "My son got stung and he's having an allergic reaction",
    caller: { name: "Sam Lee", phone: "602-555-0147", address: "1200 Palm Lane, Phoenix" },
  },
  "personal-injury-attorney": {
    path: "/personal-injury-attorneys",
    faq: { ask: "How much does a lawyer cost?", expect: /no fee unless we win/ },
    booking: ["I was in a car accident", "Last Tuesday", "My neck hurts and I saw a doctor", "No, I haven't"],
    emergency: "I was just in a crash and I'm still at the scene",
    danger: "Someone is hurt and bleeding",
    caller: { name: "Sam Lee", phone: "619-555-0147" },
  },
  restaurant: {
    path: "/restaurants",
    faq: { ask: "Where do I park?", expect: /Larimer Square garage/ },
    booking: ["Can I book a table for four on Thursday at 6?"],
    emergency: "I got sick after eating there last night",
    danger: "Someone at our table is choking",
    caller: { name: "Sam Lee", phone: "720-555-0147" },
  },
};
