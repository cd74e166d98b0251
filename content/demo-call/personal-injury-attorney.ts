import type { SampleBusiness } from "./types";

export const lawFirmBusiness: SampleBusiness = {
  trade: "personal-injury-attorney",
  name: "Harbor & Vance Injury Law",
  owner: "Rachel Vance",
  ownerRole: "the managing attorney",
  onCall: "the intake attorney",
  ownerEmail: "rachel@harborvance.example.com",
  timeZone: "America/Los_Angeles",
  city: "San Diego, California",
  address: "600 B Street, Suite 1400, San Diego",
  hours: {
    mon: ["08:30", "17:30"],
    tue: ["08:30", "17:30"],
    wed: ["08:30", "17:30"],
    thu: ["08:30", "17:30"],
    fri: ["08:30", "17:00"],
  },
  hoursNote: "New-case calls are answered around the clock, and consultations can be booked any time.",
  serviceArea:
    "We represent injured people across San Diego County, and we can meet at our downtown office, by video, or at your home or the hospital if you can't travel.",
  areaTowns: [
    "san diego",
    "chula vista",
    "oceanside",
    "escondido",
    "carlsbad",
    "el cajon",
    "la mesa",
    "national city",
  ],
  about:
    "Harbor & Vance is a personal injury firm in San Diego: car, truck and motorcycle accidents, slips and falls, dog bites and wrongful death.",
  services: [
    {
      name: "car and truck accident cases",
      price: "no fee unless we win: our fee is a share of what we recover, agreed in writing",
      words: [
        "car accident",
        "accident",
        "crash",
        "rear-ended",
        "rear ended",
        "truck",
        "motorcycle",
        "hit by a car",
        "collision",
        "uber",
        "lyft",
      ],
    },
    {
      name: "slip and fall cases",
      price: "no fee unless we win",
      words: ["slip", "fall", "fell", "slipped", "tripped", "premises"],
    },
    {
      name: "dog bite cases",
      price: "no fee unless we win",
      words: ["dog bite", "bitten", "bit by a dog", "dog attack"],
    },
    {
      name: "wrongful death cases",
      price: "no fee unless we win",
      words: ["wrongful death", "died", "killed", "passed away"],
    },
  ],
  notOffered: [
    {
      words: ["divorce", "custody", "family law", "child support"],
      reply:
        "We only handle personal injury cases, so we can't help with family law. The San Diego County Bar's referral service can find you a family lawyer.",
    },
    {
      words: ["dui", "criminal", "arrested", "ticket", "traffic ticket"],
      reply:
        "We don't handle criminal or traffic cases; the San Diego County Bar's referral service can point you to a criminal defense lawyer.",
    },
    {
      words: ["will", "estate", "trust", "probate"],
      reply: "We don't do wills or estate planning; we only handle personal injury cases.",
    },
  ],
  faqs: [
    {
      words: [
        "cost",
        "fee",
        "fees",
        "how much",
        "charge",
        "contingency",
        "pay",
        "afford",
        "free consultation",
        "consultation free",
      ],
      answer:
        "The consultation is free, and there's no fee unless we win: our fee is a share of what we recover, agreed with you in writing first.",
    },
    {
      words: ["spanish", "espanol", "español", "language", "translator", "interpreter"],
      answer:
        "Yes, two of our attorneys and our intake team speak Spanish, and we arrange interpreters for other languages.",
    },
    {
      words: ["parking", "park", "garage", "office", "where are you", "located", "address"],
      answer:
        "Our office is at 600 B Street, Suite 1400, in downtown San Diego, with validated parking in the building's garage.",
    },
    {
      words: ["how long", "take", "timeline", "years"],
      answer:
        "Every case is different; the attorney can talk you through what to expect in the free consultation.",
    },
  ],
  priceSummary:
    "The consultation is free, and there's no fee unless we win: our fee is a share of what we recover, agreed in writing first.",
  booking: {
    who: "the attorney",
    noun: "a free consultation",
    slotTimes: ["09:00", "11:00", "14:00", "16:00"],
    days: ["mon", "tue", "wed", "thu", "fri"],
    leadHours: 2,
    lengthMinutes: 45,
    asksAddress: false,
    needQuestion: "Can you tell me briefly what happened?",
  },
  intake: [
    {
      key: "what",
      label: "What happened",
      ask: "I'm sorry that happened. Can you tell me briefly what happened?",
    },
    { key: "when", label: "When", ask: "When did it happen?" },
    {
      key: "injuries",
      label: "Injuries",
      ask: "Were you or anyone else injured, and have you seen a doctor?",
    },
    {
      key: "prior",
      label: "Other lawyer",
      ask: "Have you already spoken with or hired another lawyer about this?",
    },
  ],
  emergencies: [
    {
      label: "Accident in the last hours",
      words: [
        "just happened",
        "just now",
        "at the scene",
        "still at the scene",
        "right now",
        "an hour ago",
        "tonight",
      ],
      onlyWith: ["accident", "crash", "hit", "rear-ended", "rear ended", "collision", "fell", "bitten"],
      advice:
        "If you can, take photos of the vehicles and the scene, get the other driver's name, insurance and plate, and don't discuss fault with anyone.",
    },
  ],
  dangers: [
    {
      words: [
        "bleeding",
        "unconscious",
        "not breathing",
        "need an ambulance",
        "ambulance",
        "can't move",
        "passed out",
        "someone is hurt",
        "someone's hurt",
      ],
      advice: "Please get medical help first.",
    },
  ],
  callbackPromise: "within the hour during office hours, or by 9 AM the next business day",
  quickReplies: [
    "I was rear-ended last week and my neck hurts",
    "How much does a lawyer cost?",
    "Do I have a case?",
    "I was just in a crash and I'm still at the scene",
    "Someone is hurt and bleeding",
    "Can Rachel call me back?",
    "Your Google listing is about to be suspended, press 1",
  ],
  sampleCaller: { name: "Sam Lee", phone: "619-555-0147" },
};
