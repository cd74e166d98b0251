import type { SampleBusiness } from "./types";

export const electricianBusiness: SampleBusiness = {
  trade: "electrician",
  name: "Brightline Electric",
  owner: "Marcus Hill",
  ownerRole: "the owner",
  onCall: "the on-call electrician",
  ownerEmail: "marcus@brightlineelectric.example.com",
  timeZone: "America/Chicago",
  city: "Nashville, Tennessee",
  hours: {
    mon: ["07:30", "17:30"],
    tue: ["07:30", "17:30"],
    wed: ["07:30", "17:30"],
    thu: ["07:30", "17:30"],
    fri: ["07:30", "17:30"],
  },
  hoursNote: "Electrical emergencies are answered around the clock, weekends included.",
  serviceArea:
    "We work in Nashville and the surrounding area: Franklin, Brentwood, Hendersonville, Murfreesboro, Mount Juliet and Smyrna.",
  areaTowns: [
    "nashville",
    "franklin",
    "brentwood",
    "hendersonville",
    "murfreesboro",
    "mount juliet",
    "smyrna",
  ],
  about:
    "Brightline Electric is a licensed electrical contractor in Nashville: repairs, panel upgrades, EV chargers, lighting, outlets and inspections for homes and small businesses.",
  services: [
    {
      name: "troubleshooting and repair",
      price: "$119 for the service call, which covers the first hour of diagnosis",
      words: [
        "outlet",
        "outlets",
        "breaker",
        "tripping",
        "keeps tripping",
        "flickering",
        "lights flicker",
        "no power",
        "dead outlet",
        "switch",
        "repair",
      ],
    },
    {
      name: "panel upgrade",
      price: "usually $2,400 to $3,800 for a 200-amp panel, quoted free on site",
      words: ["panel", "panel upgrade", "electrical panel", "fuse box", "200 amp", "service upgrade"],
    },
    {
      name: "EV charger installation",
      price: "$850 to $1,600 for a Level 2 charger installed, depending on the distance to the panel",
      words: ["ev charger", "car charger", "electric car", "tesla", "level 2", "charger"],
    },
    {
      name: "lighting installation",
      price: "$95 per fixture for standard lights, and recessed lights from $165 each",
      words: [
        "light",
        "lights",
        "lighting",
        "fixture",
        "ceiling fan",
        "fan",
        "recessed",
        "can lights",
        "chandelier",
      ],
    },
    {
      name: "electrical inspection",
      price: "$199 for a whole-home safety inspection with a written report",
      words: ["inspection", "inspect", "home inspection", "safety check"],
    },
  ],
  notOffered: [
    {
      words: ["solar", "solar panel", "solar panels"],
      reply:
        "We don't install solar panels. We do install EV chargers and upgrade panels for solar installers' projects.",
    },
    {
      words: ["appliance", "washer", "dryer repair", "fridge", "refrigerator", "oven repair"],
      reply: "We don't repair appliances themselves, but we can check the outlet and circuit they run on.",
    },
  ],
  faqs: [
    {
      words: ["licensed", "insured", "license", "master electrician", "bonded"],
      answer:
        "Yes. Brightline is a licensed Tennessee electrical contractor, fully insured, and a master electrician signs off every job.",
    },
    {
      words: ["permit", "permits", "pull the permit"],
      answer:
        "We pull the permits and schedule the inspection for panel upgrades, EV chargers and new circuits; it's included in the quote.",
    },
    {
      words: ["estimate", "free estimate", "quote", "free quote"],
      answer:
        "Quotes are free for panel upgrades, EV chargers and remodels. Repairs start with a $119 service call.",
    },
    {
      words: ["pay", "payment", "credit card", "cash", "check", "financing"],
      answer: "We take cards, checks and cash, and offer financing on panel upgrades.",
    },
    {
      words: ["weekend", "saturday", "sunday"],
      answer:
        "The office is open Monday to Friday. On weekends the on-call electrician handles emergencies such as sparking or a burning smell.",
    },
  ],
  priceSummary:
    "Repairs start with a $119 service call, which covers the first hour of diagnosis. Panel upgrades and EV chargers are quoted free on site.",
  booking: {
    who: "an electrician",
    noun: "a service visit",
    slotTimes: ["08:00", "10:30", "13:00", "15:30"],
    days: ["mon", "tue", "wed", "thu", "fri"],
    leadHours: 2,
    lengthMinutes: 120,
    asksAddress: true,
    needQuestion: "What's going on with your electrical?",
  },
  emergencies: [
    {
      label: "Sparking / burning smell",
      words: [
        "spark",
        "sparking",
        "sparks",
        "burning smell",
        "smells like burning",
        "smell burning",
        "burning plastic",
        "melted outlet",
        "melting",
        "scorch",
        "scorched",
        "buzzing panel",
        "hot outlet",
        "outlet is hot",
      ],
      advice:
        "Don't touch the outlet or the panel. If you can reach the main breaker safely, switch it off; if you see smoke or flames, leave the house.",
    },
    {
      label: "Power line down",
      words: ["line down", "power line down", "wire down", "downed line", "downed wire"],
      advice: "Stay at least 30 feet away from the wire and keep everyone else away too.",
    },
  ],
  dangers: [
    {
      words: ["electrocuted", "got shocked", "electric shock", "shocked and", "someone got shocked"],
      advice:
        "If someone has been shocked, don't touch them while they may still be in contact with the power.",
    },
  ],
  callbackPromise: "within the hour during business hours, or first thing the next business morning",
  quickReplies: [
    "I'd like an EV charger installed",
    "How much is a panel upgrade?",
    "Do you work in Franklin?",
    "My outlet is sparking and I smell something burning",
    "There's smoke coming from the panel",
    "Can Marcus call me back?",
    "We can get your business to the top of Google",
  ],
  sampleCaller: { name: "Sam Lee", phone: "615-555-0147", address: "22 Belmont Avenue, Nashville" },
};
