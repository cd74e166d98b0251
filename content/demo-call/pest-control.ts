import type { SampleBusiness } from "./types";

export const pestControlBusiness: SampleBusiness = {
  trade: "pestcontrol",
  name: "Greenleaf Pest Control",
  owner: "Luis Moreno",
  ownerRole: "the owner",
  onCall: "the on-call technician",
  ownerEmail: "luis@greenleafpest.example.com",
  timeZone: "America/Phoenix",
  city: "Phoenix, Arizona",
  hours: {
    mon: ["07:00", "17:00"],
    tue: ["07:00", "17:00"],
    wed: ["07:00", "17:00"],
    thu: ["07:00", "17:00"],
    fri: ["07:00", "17:00"],
    sat: ["08:00", "12:00"],
  },
  hoursNote: "Bee and wasp swarms are handled the same day, weekends included.",
  serviceArea: "We cover the Phoenix area: Scottsdale, Tempe, Mesa, Chandler, Gilbert, Glendale and Peoria.",
  areaTowns: ["phoenix", "scottsdale", "tempe", "mesa", "chandler", "gilbert", "glendale", "peoria"],
  about:
    "Greenleaf Pest Control treats homes and small businesses in the Phoenix area for ants, roaches, scorpions, termites, rodents, bees and wasps, with pet-safe products.",
  services: [
    {
      name: "general pest treatment",
      price: "$129 for a one-time treatment, or $49 a month on a quarterly plan",
      words: [
        "ants",
        "ant",
        "roach",
        "roaches",
        "cockroach",
        "cockroaches",
        "spider",
        "spiders",
        "bugs",
        "bug",
        "crickets",
        "silverfish",
        "pest",
        "pests",
        "exterminate",
        "spray",
      ],
    },
    {
      name: "scorpion treatment",
      price: "$169 for the first treatment, then $59 a month",
      words: ["scorpion", "scorpions"],
    },
    {
      name: "termite inspection",
      price: "free, and treatment is quoted from the inspection",
      words: ["termite", "termites", "wood damage", "mud tubes", "swarmers"],
    },
    {
      name: "rodent control",
      price: "$249 for trapping and sealing entry points, with two follow-up visits",
      words: ["mice", "mouse", "rat", "rats", "rodent", "rodents", "squirrel in the attic", "droppings"],
    },
    {
      name: "bee and wasp removal",
      price: "$179 for most nests, $249 for a hive inside a wall",
      words: [
        "bee",
        "bees",
        "wasp",
        "wasps",
        "hornet",
        "hornets",
        "nest",
        "hive",
        "yellow jacket",
        "yellow jackets",
      ],
    },
  ],
  notOffered: [
    {
      words: ["bed bugs", "bedbugs", "bed bug"],
      reply:
        "We don't treat bed bugs; that needs a heat-treatment specialist, and we're happy to pass on a name.",
    },
    {
      words: ["snake", "snakes", "raccoon", "coyote", "javelina", "wildlife"],
      reply:
        "We don't remove snakes or larger wildlife. Arizona Game and Fish can point you to a licensed wildlife remover.",
    },
  ],
  faqs: [
    {
      words: ["pet", "pets", "dog", "cat", "kids", "children", "safe", "toxic"],
      answer:
        "Our products are labeled for use around pets and children. We ask that pets and kids stay off treated areas until they're dry, usually about an hour.",
    },
    {
      words: ["licensed", "insured", "license", "certified"],
      answer: "Yes. Greenleaf is licensed by the Arizona Office of Pest Management and fully insured.",
    },
    {
      words: ["come back", "retreat", "re-treat", "guarantee", "warranty", "return"],
      answer:
        "Plan customers get free re-treatments between visits: if the pests come back, so do we, at no charge.",
    },
    {
      words: ["pay", "payment", "credit card", "cash", "check"],
      answer: "We take cards, checks and cash; quarterly plans are billed monthly to a card.",
    },
    {
      words: ["weekend", "saturday", "sunday"],
      answer:
        "We're open Saturday mornings from 8 to noon. Bee and wasp swarms are handled the same day, weekends included.",
    },
  ],
  priceSummary:
    "A one-time general treatment is $129, or $49 a month on a quarterly plan. Termite inspections are free, and bee and wasp removal starts at $179.",
  booking: {
    who: "a technician",
    noun: "a treatment visit",
    slotTimes: ["08:00", "10:00", "13:00", "15:00"],
    days: ["mon", "tue", "wed", "thu", "fri", "sat"],
    leadHours: 2,
    lengthMinutes: 60,
    asksAddress: true,
    needQuestion: "What kind of pests are you seeing, and where?",
  },
  emergencies: [
    {
      label: "Bee or wasp swarm",
      words: [
        "swarm",
        "swarming",
        "bees everywhere",
        "wasps everywhere",
        "attacking",
        "got stung",
        "stung",
        "stinging",
        "bees in the house",
        "wasps in the house",
      ],
      advice:
        "Get everyone and any pets indoors, shut the doors and windows, and don't spray or swat at them.",
    },
  ],
  dangers: [
    {
      words: [
        "allergic",
        "allergic reaction",
        "throat",
        "can't breathe",
        "cannot breathe",
        "swelling up",
        "epipen",
        "anaphylaxis",
      ],
      advice: "An allergic reaction to a sting can be life-threatening: use an EpiPen if there is one.",
    },
  ],
  callbackPromise: "within two hours during business hours, or by 8 AM the next morning",
  quickReplies: [
    "I keep finding scorpions in my kitchen",
    "How much is a termite inspection?",
    "Is your spray safe for my dog?",
    "Bees are swarming by our back door!",
    "My son got stung and he's having an allergic reaction",
    "Can Luis call me back?",
    "I'm calling about lowering your merchant processing fees",
  ],
  sampleCaller: { name: "Sam Lee", phone: "602-555-0147", address: "1200 Palm Lane, Phoenix" },
};
