import type { SampleBusiness } from "./types";

export const hvacBusiness: SampleBusiness = {
  trade: "hvac",
  name: "Northwind Heating & Air",
  owner: "Priya Shah",
  ownerRole: "the owner",
  onCall: "the on-call technician",
  ownerEmail: "priya@northwindhvac.example.com",
  timeZone: "America/Chicago",
  city: "Minneapolis, Minnesota",
  hours: {
    mon: ["07:00", "19:00"],
    tue: ["07:00", "19:00"],
    wed: ["07:00", "19:00"],
    thu: ["07:00", "19:00"],
    fri: ["07:00", "19:00"],
    sat: ["08:00", "16:00"],
  },
  hoursNote: "No-heat and no-cooling emergencies are answered around the clock.",
  serviceArea:
    "We serve Minneapolis, Saint Paul and the suburbs: Edina, Bloomington, Richfield, Roseville, Plymouth and Maple Grove.",
  areaTowns: ["minneapolis", "saint paul", "st paul", "edina", "bloomington", "richfield", "roseville", "plymouth", "maple grove"],
  about:
    "Northwind Heating & Air repairs, maintains and installs furnaces, air conditioners, heat pumps, boilers and thermostats in the Twin Cities.",
  services: [
    {
      name: "furnace repair",
      price: "$99 for the diagnostic visit, credited toward the repair",
      words: ["furnace", "heat", "heater", "heating", "no heat", "not heating", "boiler", "cold air"],
    },
    {
      name: "AC repair",
      price: "$99 for the diagnostic visit, credited toward the repair",
      words: ["ac", "a/c", "air conditioner", "air conditioning", "cooling", "not cooling", "warm air", "no ac", "no cooling"],
    },
    {
      name: "seasonal tune-up",
      price: "$129 per system, or $199 a year on our comfort plan with two tune-ups",
      words: ["tune-up", "tune up", "tuneup", "maintenance", "service plan", "comfort plan", "check-up", "cleaning"],
    },
    {
      name: "new system installation",
      price: "quoted free at your home; most furnace replacements run $4,500 to $7,500",
      words: ["new furnace", "new ac", "replace", "replacement", "install", "installation", "new system", "heat pump"],
    },
    {
      name: "thermostat installation",
      price: "$149 installed for a smart thermostat you supply",
      words: ["thermostat", "nest", "ecobee", "smart thermostat"],
    },
  ],
  notOffered: [
    {
      words: ["duct cleaning", "clean the ducts", "clean my ducts", "air duct cleaning"],
      reply: "We don't do duct cleaning, but we check and change filters at every tune-up.",
    },
    {
      words: ["window unit", "window ac", "portable ac"],
      reply: "We don't repair window or portable units; we work on central systems, heat pumps and mini-splits.",
    },
  ],
  faqs: [
    {
      words: ["licensed", "insured", "license", "certified", "nate"],
      answer: "Yes. Northwind is licensed and insured in Minnesota, and our technicians are NATE-certified.",
    },
    {
      words: ["brand", "brands", "carrier", "trane", "lennox", "goodman", "rheem"],
      answer: "We service every major brand, including Carrier, Trane, Lennox, Goodman and Rheem.",
    },
    {
      words: ["pay", "payment", "credit card", "cash", "financing", "finance"],
      answer: "We take cards, checks and cash, and offer financing on new systems.",
    },
    {
      words: ["weekend", "saturday", "sunday"],
      answer: "We're open Saturdays from 8 AM to 4 PM. On Sundays the on-call technician handles no-heat and no-cooling emergencies.",
    },
    {
      words: ["after hours", "emergency fee", "night", "overnight"],
      answer: "After-hours emergency visits are $149 for the call-out plus the repair.",
    },
  ],
  priceSummary:
    "A diagnostic visit is $99 and is credited toward the repair. Tune-ups are $129 per system. New systems are quoted free at your home.",
  booking: {
    who: "a technician",
    noun: "a service visit",
    slotTimes: ["08:00", "10:30", "13:30", "16:00"],
    days: ["mon", "tue", "wed", "thu", "fri", "sat"],
    leadHours: 2,
    lengthMinutes: 120,
    asksAddress: true,
    needQuestion: "What's going on with your heating or cooling?",
  },
  emergencies: [
    {
      label: "No heat in freezing weather",
      words: ["no heat", "not heating", "furnace stopped", "furnace out", "furnace died", "furnace isn't working", "furnace not working", "heat is out", "heat went out", "boiler stopped", "freezing inside"],
      onlyWith: [
        "freezing",
        "below zero",
        "degrees",
        "zero",
        "cold",
        "frozen",
        "baby",
        "infant",
        "elderly",
        "father",
        "mother",
        "grandmother",
        "grandfather",
        "tonight",
        "inside",
      ],
      advice: "Close the curtains, keep interior doors shut and gather everyone in one warm room. Don't use the oven or a grill to heat the house.",
    },
    {
      label: "No cooling in extreme heat",
      words: ["no ac", "ac stopped", "ac is out", "ac died", "not cooling", "no cooling", "air conditioner stopped", "ac isn't working", "ac not working"],
      onlyWith: ["heat wave", "100 degrees", "degrees", "hot", "heat", "baby", "infant", "elderly", "father", "mother", "sick", "over 90"],
      advice: "Keep everyone in the coolest room, draw the blinds, drink water, and watch anyone elderly or very young for signs of heat illness.",
    },
  ],
  dangers: [
    {
      words: ["carbon monoxide", "co alarm", "co detector", "monoxide"],
      advice: "Get everyone out into fresh air now, leave the door open behind you, and call 911 from outside.",
    },
  ],
  callbackPromise: "within the hour during business hours, or by 8 AM the next morning",
  quickReplies: [
    "I need a furnace tune-up",
    "How much is a diagnostic visit?",
    "Do you service Edina?",
    "My furnace stopped and it's below zero outside",
    "The carbon monoxide alarm is going off",
    "Can Priya call me back?",
    "Hi, this is about your car's extended warranty",
  ],
  sampleCaller: { name: "Sam Lee", phone: "612-555-0147", address: "77 Lake Street, Minneapolis" },
};
