import type { SampleBusiness } from "./types";

export const plumberBusiness: SampleBusiness = {
  trade: "plumber",
  name: "Alder Creek Plumbing",
  owner: "Dana Reyes",
  ownerRole: "the owner",
  onCall: "the on-call plumber",
  ownerEmail: "dana@aldercreekplumbing.example.com",
  timeZone: "America/New_York",
  city: "Columbus, Ohio",
  hours: {
    mon: ["07:00", "18:00"],
    tue: ["07:00", "18:00"],
    wed: ["07:00", "18:00"],
    thu: ["07:00", "18:00"],
    fri: ["07:00", "18:00"],
    sat: ["08:00", "14:00"],
  },
  hoursNote: "Emergency calls are answered around the clock, and the on-call plumber is reached any time.",
  serviceArea:
    "We cover Columbus and the towns within about 25 miles: Dublin, Westerville, Worthington, Hilliard, Grove City, Gahanna and Upper Arlington.",
  areaTowns: [
    "columbus",
    "dublin",
    "westerville",
    "worthington",
    "hilliard",
    "grove city",
    "gahanna",
    "upper arlington",
  ],
  about:
    "Alder Creek Plumbing is a licensed plumbing shop in Columbus: drains, leaks, water heaters, toilets, faucets, sewer lines and emergency repairs for homes and small businesses.",
  services: [
    {
      name: "drain cleaning",
      price: "$149 for a kitchen or bathroom drain, $229 for a main line",
      words: [
        "drain",
        "clog",
        "clogged",
        "backed up",
        "backing up",
        "slow drain",
        "snake",
        "sink won't drain",
      ],
    },
    {
      name: "water heater repair or replacement",
      price:
        "$129 for the diagnostic visit; a standard 40 or 50 gallon tank replacement usually runs $1,450 to $1,900 installed",
      words: ["water heater", "hot water", "no hot water", "tankless", "heater"],
    },
    {
      name: "toilet repair",
      price: "$129 to $249 for most toilet repairs",
      words: ["toilet", "running toilet", "toilet keeps running", "flush", "commode"],
    },
    {
      name: "leak repair",
      price: "$129 for the visit, which includes the first half hour of work",
      words: ["leak", "leaking", "drip", "dripping", "faucet", "tap", "pipe"],
    },
    {
      name: "sewer line camera inspection",
      price: "$295, with the video sent to you",
      words: ["sewer", "sewer line", "camera", "main line", "septic"],
    },
  ],
  notOffered: [
    {
      words: ["pool", "hot tub", "spa", "jacuzzi"],
      reply:
        "We don't service pools or hot tubs, sorry. We do everything from the water main to the fixtures inside the house.",
    },
    {
      words: ["well", "well pump"],
      reply: "We don't work on wells or well pumps; a well contractor is the right call for that.",
    },
    {
      words: ["septic pumping", "pump my septic", "septic tank pumping"],
      reply: "We inspect sewer lines but don't pump septic tanks.",
    },
  ],
  faqs: [
    {
      words: ["licensed", "insured", "license", "bonded"],
      answer:
        "Yes. Alder Creek is a licensed Ohio plumbing contractor, bonded and insured, and every plumber is background-checked.",
    },
    {
      words: ["free estimate", "estimate", "quote", "free quote"],
      answer:
        "Estimates are free for water heater replacements and repiping. Repairs start with a $129 visit, which includes the first half hour of work.",
    },
    {
      words: ["pay", "payment", "credit card", "cash", "check", "financing", "finance"],
      answer: "We take all major cards, checks and cash, and there's financing for jobs over $1,000.",
    },
    {
      words: ["weekend", "saturday", "sunday"],
      answer:
        "We're open Saturdays from 8 AM to 2 PM and closed on Sundays, except for emergencies, which the on-call plumber handles any day.",
    },
    {
      words: ["after hours", "night", "overnight", "emergency fee", "after-hours rate", "holiday"],
      answer:
        "After-hours emergency visits are $189 for the call-out plus the repair. The on-call plumber can be reached any time, any day.",
    },
    {
      words: ["warranty", "guarantee"],
      answer:
        "Our repairs come with a one-year labor warranty, and water heaters carry the maker's warranty on top.",
    },
  ],
  priceSummary:
    "Most repairs start with a $129 visit, which includes the first half hour of work. Drain cleaning is $149 for a kitchen or bathroom drain. Water heater replacements are quoted free.",
  booking: {
    who: "a plumber",
    noun: "a service visit",
    slotTimes: ["08:00", "10:30", "13:30", "15:30"],
    days: ["mon", "tue", "wed", "thu", "fri", "sat"],
    leadHours: 2,
    lengthMinutes: 120,
    asksAddress: true,
    needQuestion: "What's going on with your plumbing?",
  },
  emergencies: [
    {
      label: "Burst pipe / flooding",
      words: [
        "burst",
        "burst pipe",
        "pipe burst",
        "flood",
        "flooding",
        "water everywhere",
        "water spraying",
        "spraying water",
        "water pouring",
        "pouring water",
        "gushing",
        "water coming through the ceiling",
      ],
      advice:
        "First, shut off the water at the main valve, usually where the line comes in next to the water meter: turn the handle clockwise until it stops. Keep away from outlets near the water.",
    },
    {
      label: "Sewage backing up",
      words: [
        "sewage",
        "sewage backing up",
        "raw sewage",
        "sewer backing up",
        "toilet overflowing",
        "overflowing",
      ],
      advice: "Stop running any water in the house and keep everyone away from the sewage.",
    },
  ],
  dangers: [],
  callbackPromise: "within the hour during business hours, or by 8 AM the next morning",
  quickReplies: [
    "My kitchen drain is clogged, can someone come out?",
    "How much do you charge for a water heater?",
    "Do you serve Dublin?",
    "A pipe burst and water is spraying everywhere!",
    "I smell gas in the basement",
    "Can Dana call me back?",
    "Congratulations, you've won a free cruise!",
  ],
  sampleCaller: { name: "Sam Lee", phone: "614-555-0147", address: "418 Alder Street, Columbus" },
};
