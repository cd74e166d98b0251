/**
 * A sample business the live demo call answers for (one per trade). Data only: the conversation
 * engine in core/demo-call reads it. Every fact the host states in a demo call comes from here.
 * The businesses are fictional; their phone numbers are in the 555-01xx range reserved for fiction.
 */

export type Weekday = "sun" | "mon" | "tue" | "wed" | "thu" | "fri" | "sat";

/** Opening and closing time, 24-hour "HH:MM", in the business's time zone. */
export type OpenHours = readonly [opens: string, closes: string];

/** Words and phrases a caller might use for something, matched whole-word, typo-tolerant, stemmed. */
export type Phrases = readonly string[];

export interface SampleService {
  /** As the host says it: "drain cleaning". */
  name: string;
  /** The price or range as the host says it: "$149 for a kitchen or bathroom drain". */
  price: string;
  words: Phrases;
}

export interface SampleBusiness {
  trade: "restaurant" | "plumber" | "electrician" | "pestcontrol" | "personal-injury-attorney" | "hvac";
  name: string;
  /** Who gets the post-call text and e-mail: "Dana Reyes". */
  owner: string;
  /** The owner's role as a caller would hear it: "the owner", "the manager on duty". */
  ownerRole: string;
  /** Who an emergency call is transferred to: "the on-call plumber". */
  onCall: string;
  /** The owner's e-mail for the summary preview (example.com: reserved, never delivered). */
  ownerEmail: string;
  /** IANA time zone the hours and the calendar are in. */
  timeZone: string;
  /** "Columbus, Ohio". */
  city: string;
  /** The street address when callers come to the business (restaurant, law office). */
  address?: string;
  hours: Readonly<Partial<Record<Weekday, OpenHours>>>;
  /** Said after the hours: "Our emergency line is answered around the clock." */
  hoursNote?: string;
  /** Where the business works, as the host says it. */
  serviceArea: string;
  /** Town names the host recognizes as inside the area. */
  areaTowns: readonly string[];
  /** One sentence on what the business does, for "what do you do?". */
  about: string;
  services: readonly SampleService[];
  /** Asked about, not offered: the host says so plainly. */
  notOffered: readonly { words: Phrases; reply: string }[];
  /** Everything else a caller asks (parking, payment, licences, menu, ...). */
  faqs: readonly { words: Phrases; answer: string }[];
  /** For "how much do you charge?" with no service named. */
  priceSummary: string;
  booking: {
    /** Who comes or meets, as in "I can have a plumber out": "a plumber", "the attorney". */
    who: string;
    /** What is booked, as the host says it: "a service visit", "a table", "a free consultation". */
    noun: string;
    /** Start times offered, 24-hour "HH:MM", in the business's time zone. */
    slotTimes: readonly string[];
    days: readonly Weekday[];
    /** No slot sooner than this many hours from now. */
    leadHours: number;
    lengthMinutes: number;
    /** Home-service trades ask for the service address before confirming. */
    asksAddress: boolean;
    /** What the host asks first: "What's going on with your plumbing?" (not for the restaurant). */
    needQuestion: string;
  };
  /** Restaurants: table reservations instead of slots. */
  reservation?: {
    /** Larger parties are passed to the events manager as a message. */
    maxParty: number;
    /** Last seating this many minutes before closing. */
    lastSeatingMinutes: number;
    /** Times already full, "HH:MM" per weekday, so a caller sometimes gets alternatives. */
    full: Readonly<Partial<Record<Weekday, readonly string[]>>>;
  };
  /** Law firms: the intake questions asked before a consultation is offered, in order. */
  intake?: readonly { key: "what" | "when" | "injuries" | "prior"; ask: string; label: string }[];
  /** Trade emergencies: transferred to `onCall` at once. */
  emergencies: readonly {
    /** The reason as the owner reads it: "Burst pipe / flooding". */
    label: string;
    words: Phrases;
    /** When set, only an emergency if one of these is also said (no heat + freezing weather). */
    onlyWith?: Phrases;
    /** What the host tells the caller to do while the call is transferred. */
    advice: string;
  }[];
  /** Danger to life for this trade, on top of the ones every call checks (fire, gas, not breathing). */
  dangers: readonly { words: Phrases; advice: string }[];
  /** "within the hour during business hours, or by 8 a.m. the next morning". */
  callbackPromise: string;
  /** Typical first lines a caller says, offered as quick replies. */
  quickReplies: readonly string[];
  /** A sample caller the quick replies use for name, number and address. */
  sampleCaller: { name: string; phone: string; address?: string };
}
