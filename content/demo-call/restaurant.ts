import type { SampleBusiness } from "./types";

export const restaurantBusiness: SampleBusiness = {
  trade: "restaurant",
  name: "Olive & Ember",
  owner: "Elena Costa",
  ownerRole: "the manager",
  onCall: "the manager on duty",
  ownerEmail: "elena@oliveandember.example.com",
  timeZone: "America/Denver",
  city: "Denver, Colorado",
  address: "1420 Larimer Street, Denver",
  hours: {
    tue: ["16:00", "22:00"],
    wed: ["16:00", "22:00"],
    thu: ["16:00", "22:00"],
    fri: ["16:00", "23:00"],
    sat: ["11:30", "23:00"],
    sun: ["11:30", "21:00"],
  },
  hoursNote: "The kitchen takes last orders 30 minutes before closing.",
  serviceArea:
    "We're at 1420 Larimer Street in downtown Denver, and we deliver within three miles through our own drivers.",
  areaTowns: ["denver", "lodo", "downtown", "rino", "capitol hill", "highlands"],
  about:
    "Olive & Ember is a wood-fired Mediterranean restaurant in downtown Denver: grilled fish and lamb, fresh pasta, mezze and a wine list from Italy, Greece and Spain.",
  services: [
    {
      name: "the dinner menu",
      price: "mezze from $9 to $16, pasta from $22 to $28 and mains from $29 to $46",
      words: [
        "menu",
        "dinner",
        "food",
        "dish",
        "dishes",
        "entree",
        "entrees",
        "pasta",
        "lamb",
        "fish",
        "mains",
      ],
    },
    {
      name: "weekend brunch",
      price: "$16 to $24 a plate, Saturdays and Sundays from 11:30 AM to 3 PM",
      words: ["brunch", "lunch", "breakfast", "mimosa", "mimosas"],
    },
    {
      name: "takeout and delivery",
      price: "the menu prices, with a $4 delivery fee within three miles",
      words: ["takeout", "take out", "to go", "pickup", "pick up", "delivery", "deliver"],
    },
    {
      name: "private dining",
      price: "the private room seats up to 24, with set menus from $65 a person",
      words: [
        "private",
        "private room",
        "private dining",
        "event",
        "events",
        "party room",
        "rehearsal dinner",
        "large group",
        "buyout",
      ],
    },
  ],
  notOffered: [
    {
      words: ["catering", "cater", "off-site"],
      reply: "We don't cater off-site, but our private room seats up to 24 with set menus.",
    },
    {
      words: ["breakfast", "open for breakfast"],
      reply: "We don't serve breakfast; weekend brunch starts at 11:30 AM on Saturdays and Sundays.",
    },
  ],
  faqs: [
    {
      words: ["parking", "park", "valet", "garage"],
      answer:
        "There's street parking on Larimer after 6 PM, and the Larimer Square garage is half a block away; we validate for two hours.",
    },
    {
      words: [
        "gluten",
        "gluten free",
        "celiac",
        "vegan",
        "vegetarian",
        "dairy free",
        "allergy",
        "allergies",
        "nut",
        "nuts",
      ],
      answer:
        "We have gluten-free pasta and several vegetarian and vegan dishes, and the kitchen can adjust most plates for allergies; just tell your server.",
    },
    {
      words: ["kids", "children", "high chair", "highchair", "kids menu", "stroller", "toddler"],
      answer: "Kids are welcome: we have high chairs and a short kids' menu at $9.",
    },
    {
      words: ["dress code", "dress"],
      answer: "There's no dress code; come as you are.",
    },
    {
      words: ["patio", "outside", "outdoor", "dog", "dogs"],
      answer: "Our patio is open when the weather allows, and well-behaved dogs are welcome out there.",
    },
    {
      words: ["wine", "corkage", "bring our own", "byob", "cocktails", "bar"],
      answer: "We have a full bar and about 60 wines. Corkage is $25 a bottle, two bottles per table.",
    },
    {
      words: ["gift card", "gift cards", "gift certificate"],
      answer: "Gift cards are sold at the host stand and on our website, in any amount.",
    },
  ],
  priceSummary:
    "Mezze run $9 to $16, pasta $22 to $28 and mains $29 to $46. Weekend brunch plates are $16 to $24.",
  booking: {
    who: "a table",
    noun: "a table",
    slotTimes: [],
    days: ["tue", "wed", "thu", "fri", "sat", "sun"],
    leadHours: 0,
    lengthMinutes: 90,
    asksAddress: false,
    needQuestion: "How many people is the table for, and when would you like to come in?",
  },
  reservation: {
    maxParty: 10,
    lastSeatingMinutes: 60,
    full: { fri: ["19:00", "19:30"], sat: ["19:00", "19:30", "20:00"] },
  },
  emergencies: [
    {
      label: "Guest taken ill after a meal",
      words: ["food poisoning", "got sick", "sick after", "threw up", "vomiting", "reaction after eating"],
      advice: "I'm sorry to hear that. If anyone is having trouble breathing, call 911 first.",
    },
  ],
  dangers: [
    {
      words: [
        "choking",
        "can't breathe",
        "cannot breathe",
        "throat is closing",
        "throat closing",
        "anaphylaxis",
        "epipen",
        "passed out",
      ],
      advice: "If someone can't breathe, use an EpiPen if they have one.",
    },
  ],
  callbackPromise: "today before 4 PM, or tomorrow afternoon if it's after hours",
  quickReplies: [
    "Can I book a table for four on Friday at 7?",
    "Do you have gluten-free options?",
    "Where do I park?",
    "What time do you close tonight?",
    "I got sick after eating there last night",
    "Can I speak to the manager?",
    "We can get your restaurant ranked #1 on Google",
  ],
  sampleCaller: { name: "Sam Lee", phone: "720-555-0147" },
};
