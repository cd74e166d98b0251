import { plans } from "../plans";
import { site } from "../site";
import { words } from "./normalize";
import { rewriter } from "./required-text";

/**
 * The trades' and buyers' vocabulary: each canonical term with the words and phrases visitors use
 * for it. The answer engine rewrites both its index and every question with this table, so
 * "attorney", "lawyer" and "law firm" find the same passages, and "how much" finds "price".
 * Phrases are matched on whole words, longest first. Browser-safe data.
 */
/**
 * The trial's length in weeks, the way visitors say it ("two weeks" for a 14-day trial), from the
 * config. "14 days" stays as the site writes it.
 */
function trialLength(days: number): string[] {
  if (days % 7 !== 0) return [];
  const weeks = days / 7;
  const spelled = ["", "one", "two", "three", "four"][weeks];
  return [String(weeks), ...(spelled ? [spelled] : [])].flatMap((count) => [
    `${count} weeks`,
    `${count} week`,
    `${count}-week`,
  ]);
}

/** The days of the trial as numbers, for "day 13" ("day 20" is past it). */
const trialDayNumbers = Array.from({ length: site.trialDays }, (_, day) => String(day + 1))
  .reverse()
  .join("|");

export const synonymGroups: Readonly<Record<string, readonly string[]>> = {
  // Trades
  attorney: [
    "attorney",
    "attorneys",
    "lawyer",
    "lawyers",
    "law firm",
    "law firms",
    "law office",
    "law offices",
    "law practice",
    "legal practice",
    "personal injury firm",
    "pi firm",
    "pi firms",
    "pi law firm",
    "pi law firms",
    "pi lawyer",
    "pi lawyers",
    "pi attorney",
    "pi attorneys",
    "pi practice",
    "our firm",
    "my firm",
    "the firm",
    "paralegal",
  ],
  hvac: [
    "hvac",
    "ac",
    "a/c",
    "air conditioning",
    "air conditioner",
    "air-conditioning",
    "heating and air",
    "heating and cooling",
    "heating & air",
    "heat pump",
  ],
  exterminator: ["exterminator", "exterminators", "pest control", "pest-control", "pest", "pests", "bug guy"],
  restaurant: [
    "restaurant",
    "restaurants",
    "diner",
    "cafe",
    "café",
    "bistro",
    "pizzeria",
    "pizza place",
    "eatery",
    "food truck",
    "food trucks",
    "bakery",
    "bakeries",
    "cafes",
    "diners",
    "bistros",
    "pizzerias",
    "eateries",
    "coffee shop",
    "coffee shops",
    "deli",
    "delis",
    "taqueria",
    "taquerias",
    "steakhouse",
    "steakhouses",
    "sushi place",
    "sushi bar",
    "sushi restaurant",
  ],
  plumber: ["plumber", "plumbers", "plumbing"],
  electrician: [
    "electrician",
    "electricians",
    "electrical contractor",
    "electrical",
    "electric shop",
    "electric company",
    "electric contractor",
    "electric business",
  ],
  // What buyers ask about
  appointment: [
    "appointment",
    "appointments",
    "appt",
    "appts",
    "booking",
    "bookings",
    "book",
    "books",
    "booked",
    "schedule",
    "scheduling",
    "scheduled",
  ],
  reservation: [
    "a table",
    "table for",
    "book a table",
    "get a table",
    "tables available",
    "table at",
    "reservation",
    "reservations",
    "reserve",
    "table booking",
  ],
  price: [
    "cost breakdown",
    "price breakdown",
    "pricing breakdown",
    "the damage",
    "whats the damage",
    "what's the damage",
    "get a quote",
    "a quote for",
    "quote me",
    "pricing quote",
    "ballpark",
    "ball park",
    "rough cost",
    "ballpark price",
    "price",
    "prices",
    "pricing",
    "cost",
    "costs",
    "how much",
    "charge per month",
    "rate",
    "rates",
    "monthly fee",
    "price list",
  ],
  cancel: [
    "cancel",
    "cancels",
    "cancelling",
    "canceling",
    "cancellation",
    "cancelled",
    "canceled",
    "quit",
    "stop my subscription",
    "stop the subscription",
    "end my subscription",
    "terminate",
    "termination",
    "early termination",
    "opt out",
    "if i leave",
    "if we leave",
    "want to leave",
    "decide to leave",
    "leave any time",
    "leave anytime",
    "leave at any time",
    "walk away",
    "get out of it",
    "get out of this",
    "get out of the contract",
    "get out of my contract",
    "drop my plan",
    "drop my pro plan",
    "drop my basic plan",
    "drop my subscription",
    "ditch my subscription",
  ],
  refund: [
    "get the rest back",
    "get my money back",
    "money back",
    "the rest back",
    "mid cycle",
    "mid-cycle",
    "mid month",
    "mid-month",
    "middle of the month",
    "halfway through the month",
    "prorate",
    "prorated",
    "pro-rated",
    "proration",
    "prorating",
    "partial month",
    "partial months",
    "refund",
    "refunds",
    "refunded",
    "my money back",
    "reimburse",
    "reimbursement",
  ],
  information: ["info", "information", "details"],
  // Chat shorthand for the product and its callers: "what does the bot tell ppl".
  ai: [
    "the bot",
    "your bot",
    "ur bot",
    "ai bot",
    "the bots",
    "phone bot",
    "phone bots",
    "phone robot",
    "phone robots",
    "the robot",
    "your robot",
    "ur robot",
    "the phone thing",
    "this phone thing",
  ],
  people: ["ppl", "people"],
  // Saying the details back to the caller to check them.
  readback: [
    "read back",
    "reads back",
    "read it back",
    "reads it back",
    "read them back",
    "read the address back",
    "reads the address back",
    "repeat back",
    "repeats back",
    "repeat it back",
    "repeats it back",
  ],
  // Power out on a street: the utility's outage.
  outage: [
    "outage",
    "outages",
    "lost power",
    "lose power",
    "power outage",
    "power is out",
    "power went out",
    "no power",
    "blackout",
    "blackouts",
    "power out",
    "losing power",
    "loses power",
    "lost their power",
    "power's out",
    "power was out",
    "power goes out",
    "street is dark",
    "street's dark",
    "street was dark",
    "neighborhood is dark",
    "whole block is dark",
    "lights are out",
  ],
  // A pest or service company's own plans, not Hostline's.
  serviceplan: [
    "service plan",
    "service plans",
    "quarterly plan",
    "quarterly plans",
    "quarterly service",
    "every 3 months service",
    "every-3-months service",
    "every three months service",
    "bi-monthly plan",
    "maintenance plan",
    "maintenance plans",
    "membership plan",
    "membership plans",
  ],
  // The host getting something wrong: "what if the AI screws up".
  mistake: [
    "mistake",
    "mistakes",
    "screw up",
    "screws up",
    "screwed up",
    "mess up",
    "messes up",
    "messed up",
    "gets it wrong",
    "get it wrong",
    "gets something wrong",
    "slips up",
    "goofs up",
  ],
  sdk: ["sdk", "sdks", "client library", "client libraries"],
  // Another phone service by name, one word so its "voice" isn't the host's voice AI.
  googlevoice: ["google voice"],
  // Phone menus, "press 1 for...", "one of those robot menus where you hit buttons".
  ivr: [
    "ivr",
    "phone tree",
    "phone trees",
    "press 1",
    "press one",
    "press 2",
    "press two",
    "automated menu",
    "automated menus",
    "robot menu",
    "robot menus",
    "touch tone menu",
    "touch tone menus",
    "touch-tone menu",
    "touch-tone menus",
    "menu options",
    "hit buttons",
    "hitting buttons",
    "press buttons",
    "pressing buttons",
    "push buttons",
    "pushing buttons",
    "touch-tone",
  ],
  // ...and a business's record of its calls: "do i lose all my call history when i cancel".
  data: [
    "from your records",
    "your records",
    "our records",
    "your files",
    "your database",
    "call history",
    "call logs",
    "call records",
  ],
  // Hearing the host before buying: the demo line.
  demo: [
    "demo",
    "demos",
    "hear it answer",
    "hear it in action",
    "in action",
    "call and hear",
    "hear how it",
    "hear how it sounds",
    "hear what it sounds like",
    "see it in action",
    "test-drive",
    "sample call",
  ],
  minute: ["min", "mins", "minute", "minutes"],
  year: ["yr", "yrs", "year", "years"],
  businessname: [
    "business name",
    "business's name",
    "company name",
    "shop name",
    "name of my business",
    "name of the business",
    "name of our business",
    "our name",
    "name of our firm",
    "name of the firm",
    "name of my firm",
    "name of our company",
    "name of the company",
    "name of my company",
    "firm's name",
    "firm name",
  ],
  simultaneous: [
    "simultaneous",
    "simultaneously",
    "at once",
    "all at once",
    "at the same time",
    "at the exact same time",
    "same time",
  ],
  tomorrow: ["tmrw", "tmr", "tomorow", "tomorrow"],
  // Getting ready for the setup call: "anything i should have handy?".
  prepare: [
    "prepare",
    "preparing",
    "have handy",
    "have ready",
    "get ready",
    "should i bring",
    "need to bring",
    "gather",
  ],
  // Where data lives: "what country", "is it in the usa" find "In the United States".
  country: ["country", "countries", "united states", "usa", "america", "american soil"],
  fee: [
    "charge extra",
    "charges extra",
    "cost extra",
    "costs extra",
    "extra fee",
    "extra fees",
    "additional fee",
    "additional fees",
    "additional charge",
    "additional charges",
    "fee",
    "fees",
    "penalty",
    "penalties",
    "extra charge",
    "extra charges",
    "extra cost",
    "extra costs",
    "surcharge",
    "hidden costs",
    "per minute",
    "per-minute",
    "per call",
    "overage",
    "overages",
  ],
  breach: [
    "breach",
    "breaches",
    "hacked",
    "hack",
    "hacker",
    "hackers",
    "hacker attack",
    "hacker attacks",
    "data leak",
    "compromised",
    "security incident",
    "break-in",
    "broken into",
    "data stolen",
    "information stolen",
    "data taken",
    "information taken",
  ],
  vulnerability: [
    "vulnerability",
    "vulnerabilities",
    "security bug",
    "security hole",
    "security flaw",
    "security issue",
    "exploit",
    "bug bounty",
  ],
  addon: ["add-on", "add-ons", "add on", "addon", "upsell", "upsells", "upselling", "up-sell", "upsold"],
  // Who owns the place the job is at: "half our calls are renters", "the landlord ok'd the job".
  landlord: [
    "landlord",
    "landlords",
    "renter",
    "renters",
    "tenant",
    "tenants",
    "landlord approval",
    "own the place",
    "own the house",
    "own the home",
    "owns the home",
    "owns the house",
    "owns the place",
    "own their home",
    "own the property",
    "owns the property",
  ],
  eightysix: [
    "86",
    "86'd",
    "86ed",
    "86d",
    "86s",
    "86ing",
    "ran out",
    "run out",
    "runs out",
    "sold out",
    "out of stock",
  ],
  flood: ["flood", "floods", "flooding", "flooded", "water everywhere", "water all over", "water pouring"],
  noheat: [
    "no heat",
    "no-heat",
    "furnace is out",
    "furnace out",
    "furnace died",
    "furnace broke",
    "furnace stopped",
    "heat is out",
    "heat went out",
    "heater is out",
    "furnace is dead",
    "furnace's dead",
    "furnace dead",
    "furnace quit",
    "furnace quits",
    "furnace went out",
    "furnace stopped working",
    "furnace not working",
    "furnace isn't working",
    "furnace won't turn on",
    "heat quit",
  ],
  nocool: [
    "no ac",
    "no a/c",
    "no air",
    "no air conditioning",
    "no cool",
    "no-cool",
    "no cooling",
    "ac is out",
    "ac went out",
    "ac died",
    "ac stopped",
    "ac broke",
  ],
  weather: ["weather", "degrees outside", "degrees out", "temperature outside", "outside temperature"],
  ownership: [
    "ownership",
    "owns",
    "who owns",
    "you own",
    "we own",
    "you keep all rights",
    "owned by",
    "property of",
  ],
  triage: [
    "triage",
    "triages",
    "triaged",
    "sort calls",
    "sorts calls",
    "sort the calls",
    "sort urgent",
    "sorts urgent",
    "prioritize",
    "prioritizes",
    "prioritise",
    "prioritises",
    "whats urgent",
    "what's urgent",
    "what is urgent",
    "urgent or not",
    "urgent vs",
    "urgent versus",
    "can wait",
  ],
  infant: ["infant", "infants", "newborn", "newborns", "baby", "babies", "toddler"],
  age: ["age", "how old", "years old"],
  carrier: [
    "carrier",
    "carriers",
    "phone company",
    "phone provider",
    "phone carrier",
    "telephone company",
    "our phone system",
    "my phone system",
    "existing phone system",
    "current phone system",
    "phone system we already have",
    "phone system we have",
    "phone system we use",
    "phones we already have",
  ],
  documentation: ["documentation", "docs", "api docs", "developer docs", "api reference"],
  // Learning to use it: the webinars (a live demo, a training session, recordings to watch).
  webinar: [
    "webinar",
    "webinars",
    "a video showing",
    "video showing",
    "videos showing",
    "how-to video",
    "how-to videos",
    "video tutorial",
    "video tutorials",
    "tutorial",
    "tutorials",
    "class",
    "classes",
    "course",
    "courses",
    "training video",
    "training videos",
    "training session",
    "training sessions",
    "walkthrough video",
  ],
  notify: [
    "notify",
    "notifies",
    "notified",
    "notification",
    "notifications",
    "who called",
    "tell me who called",
    "let me know who called",
    "know who called",
    "am i told",
    "are we told",
    "will i be told",
    "would i be told",
    "will we be told",
  ],
  rodent: ["rodent", "rodents", "mice", "mouse", "rat", "rats"],
  difference: [
    "difference",
    "differences",
    "the diff",
    "whats the diff",
    "what's the diff",
    "diff from",
    "diff than",
    "not include",
    "doesn't include",
    "does not include",
    "don't get",
    "missing from",
    "leave out",
    "leaves out",
    "left out",
    "on top of basic",
  ],
  customvoice: [
    "custom voice",
    "own voice",
    "my voice",
    "voice cloning",
    "clone my voice",
    "brand voice",
    "cloned voice",
  ],
  // "personal" stems like "person": personal information is its own thing.
  // Seeing who did what in an account.
  audit: [
    "audit",
    "audits",
    "audited",
    "audit trail",
    "access log",
    "access logs",
    "activity log",
    "activity logs",
    "who accessed",
    "who downloaded",
    "who viewed",
    "who looked at",
    "who opened",
    "who did what",
  ],
  personaldata: [
    "personal info",
    "personal information",
    "personal data",
    "personal details",
    "home address",
    "home addresses",
    "peoples addresses",
    "people's addresses",
    "customer addresses",
    "callers' details",
    "callers details",
    "caller details",
    "customer details",
    "customers details",
    "customers' details",
  ],
  catering: ["catering", "catering inquiries", "catering requests", "caterer", "catered"],
  alert: ["alert", "alerts", "alerted", "alerting", "page my", "paging", "ping my", "ping me"],
  // "founded" stems like "found" ("found a bug"): the company's founding is a word of its own.
  founder: [
    "founder",
    "founders",
    "founded",
    "co-founder",
    "cofounder",
    "who started",
    "started the company",
  ],
  hardware: [
    "hardware",
    "any equipment",
    "new equipment",
    "equipment to buy",
    "devices to buy",
    "special phones",
  ],
  forward: [
    "forward",
    "forwarding",
    "forwarded",
    "connect my business line",
    "connect my line",
    "connect my phone line",
    "connect my number",
    "hook up my phone",
    "hook up my number",
    "point my number",
  ],
  teach: [
    "teach",
    "teaches",
    "teaching",
    "learn",
    "learns",
    "learning",
    "train it",
    "train the ai",
    "train my ai",
  ],
  technical: [
    "technical",
    "an it person",
    "it person",
    "it guy",
    "it department",
    "tech person",
    "techie",
    "tech savvy",
    "tech-savvy",
    "techy",
    "good with tech",
    "great with tech",
    "tech skills",
    "good with computers",
    "great with computers",
    "computer savvy",
    "computer person",
  ],
  menu: ["menu", "menus", "specials", "daily specials", "today's specials", "specials board"],
  businesshours: [
    "our hours",
    "my hours",
    "business hours",
    "opening hours",
    "our opening hours",
    "store hours",
    "shop hours",
    "closed on mondays",
    "closed mondays",
    "closed on sundays",
    "closed sundays",
    "we're closed on",
    "holiday hours",
  ],
  // A feature asked for is a request of its own; "what features do you have" asks what there is.
  featurerequest: [
    "feature request",
    "feature requests",
    "request a feature",
    "request a new feature",
    "request new features",
    "requesting a feature",
    "suggest a feature",
    "add a feature",
    "feature idea",
    "feature ideas",
  ],
  largeparty: [
    "large party",
    "large parties",
    "big party",
    "big parties",
    "party over",
    "parties over",
    "party of",
    "parties of",
    "group over",
    "groups over",
    "big group",
    "big groups",
    "big reservations",
  ],
  upset: [
    "upset",
    "angry",
    "irate",
    "frustrated",
    "mad",
    "rude",
    "pissed",
    "pissed off",
    "furious",
    "yelling",
    "screaming",
    "cussing",
    "cursing",
    "swearing",
    "shouting",
    "ticked off",
    "hot under the collar",
    "livid",
    "worked up",
  ],
  keep: [
    "keep",
    "keeps",
    "kept",
    "stick around",
    "sticks around",
    "hang on to",
    "hold on to",
    "retain",
    "retained",
    "retention",
  ],
  oncall: [
    "on-call",
    "on call",
    "oncall",
    "on call guy",
    "on-call tech",
    "on-call technician",
    "tech on call",
  ],
  spanish: [
    "spanish",
    "spanish-speaking",
    "spanish speaking",
    "spanish speakers",
    "languages",
    "language",
    "bilingual",
    "multilingual",
    "espanol",
    "español",
  ],
  unsure: [
    "make stuff up",
    "makes stuff up",
    "make things up",
    "makes things up",
    "make up answers",
    "make something up",
    "making stuff up",
    "making things up",
    "making something up",
    "making up answers",
    "make up an answer",
    "invent an answer",
    "invent answers",
    "invent answer",
    "guessing",
    "hallucinate",
    "hallucinates",
    "confused",
    "stuck",
    "doesn't understand",
    "does not understand",
    "can't understand",
    "unsure",
    "doesn't know",
    "does not know",
    "doesnt know",
    "doesnt understand",
    "dont know",
    "don't know",
    "cant answer",
    "can't answer",
    "doesnt have the answer",
    "doesn't have the answer",
    "no answer for",
  ],
  soon: ["how soon", "how quickly", "how fast", "how long until", "how long before"],
  // "got stung", "get sting from wasp": one word, as the pest control page's "after a sting".
  sting: ["stung", "stings", "stinging"],
  allergy: [
    "allergy",
    "allergies",
    "allergen",
    "allergens",
    "allergic",
    "gluten",
    "gluten-free",
    "gluten free",
    "dietary",
    "vegan",
    "nut-free",
    "nut free",
    "peanut",
    "peanuts",
    "tree nut",
    "tree nuts",
    "shellfish",
    "celiac",
    "dairy-free",
    "dairy free",
    "has nuts",
    "have nuts",
    "any nuts",
    "nuts in it",
    "sesame",
  ],
  trial: [
    ...trialLength(site.trialDays),
    "trial",
    "free trial",
    "test drive",
    "trial period",
    // "trail" is a word of its own ("an audit trail"), so the speller leaves it: these are the trial.
    "free trail",
    "try it before",
    "try it for free",
    "try for free",
    "try it free",
    "try pro",
    "try basic",
    "free try",
    "free testing",
    "free test",
    "try free",
    "try it first",
    "try before",
    "before paying",
    "before i pay",
    "before i buy",
    "trail period",
    "the trail",
    "trail end",
    "trail ends",
  ],
  contract: [
    "contract",
    "contracts",
    "commitment",
    "locked in",
    "lock in",
    "lock-in",
    "minimum term",
    "term length",
    "minimum commitment",
    "lock me in",
    "lock us in",
    "locked into",
    "the catch",
    "a catch",
    "strings attached",
    "fine print",
  ],
  // A card that didn't go through is a failed payment, as the terms say.
  fail: [
    "fail",
    "fails",
    "failed",
    "failing",
    "declined",
    "declines",
    "gets declined",
    "got declined",
    "bounced",
    "bounces",
    "doesnt go through",
    "doesn't go through",
    "didnt go through",
    "didn't go through",
  ],
  // When something happens: a cancellation "takes effect" at the end of the month.
  effect: [
    "take effect",
    "takes effect",
    "right away",
    "immediately",
    "same day",
    "straight away",
    "instantly",
  ],
  question: ["faq", "faqs", "common questions", "frequently asked questions", "qs", "q's"],
  compliant: [
    "compliant",
    "compliance",
    "comply",
    "complies",
    "certified",
    "certification",
    "certifications",
  ],
  person: [
    "human",
    "humans",
    "real person",
    "real people",
    "live person",
    "live people",
    "a person",
    "ask for a manager",
    "the manager",
    "a manager",
    "manager on duty",
    "supervisor",
    "speak to a manager",
    "talk to a manager",
    "speak to the owner",
    "talk to the owner",
    "talking to the owner",
    "talking to a manager",
    "talking to a human",
    "talking to a person",
    "someone",
    "staff member",
    "receptionist on my team",
  ],
  transfer: [
    "forward calls to my cell",
    "forward calls to my phone",
    "forward calls to me",
    "forward the call to me",
    "forward to my cell",
    "forward it to my cell",
    "forward calls to my staff",
    "forward calls to my team",
    "straight to me",
    "send them to me",
    "take over a call",
    "take over the call",
    "press a button",
    "pressing 0",
    "pressing zero",
    "hit 0",
    "put thru",
    "puts thru",
    "patch thru",
    "put me thru",
    "press 0",
    "press zero",
    "put through",
    "puts through",
    "patch through",
    "patched through",
    "route calls",
    "routes calls",
    "route the call",
    "send calls to",
    "send the call to",
    "pass the call",
    "connect the caller",
    "connect callers",
    "transfer",
    "transfers",
    "transferred",
    "transfered",
    "hand off",
    "handoff",
    "hand-off",
    "escalate",
  ],
  sms: [
    "sms",
    "text message",
    "text messages",
    "texts",
    "texting",
    "text my",
    "text the",
    "text them",
    "text people",
    "text customers",
    "text callers",
  ],
  // How soon a person replies.
  reply: [
    "reply",
    "replies",
    "get back to me",
    "gets back to me",
    "get back to us",
    "get back to people",
    "gets back to people",
    "get back to you",
    "get back to customers",
    "hear back",
    "heard back",
    "respond",
    "responds",
    "response time",
    "write back",
    "writes back",
    "writing back",
    "answers back",
  ],
  plan: ["plan", "plans", "package", "packages", "tier", "tiers"],
  // The person on the line, as a law firm names them.
  caller: [
    "caller",
    "callers",
    "accident victim",
    "accident victims",
    "injury victim",
    "injury victims",
    "injured caller",
    "injured person",
    "potential client",
    "potential clients",
    "prospective client",
    "prospective clients",
    "people who call",
    "people who call us",
    "people who call me",
    "people calling",
    "people calling us",
    "folks who call",
    "folks calling",
  ],
  // Carbon monoxide, however it's named ("co" alone is a company's "co.").
  monoxide: [
    "carbon monoxide",
    "co alarm",
    "co alarms",
    "co detector",
    "co detectors",
    "co2 alarm",
    "co2 detector",
    "co leak",
    "co poisoning",
  ],
  // Whether it earns back its price is its return: "would this even pay for itself".
  roi: [
    "roi",
    "pay for itself",
    "pays for itself",
    "paying for itself",
    "paid for itself",
    "pay for themselves",
    "return on investment",
    "worth the money",
    "worth the investment",
  ],
  // What a case is worth is its value.
  value: ["value", "what its worth", "what it's worth", "how much its worth", "how much it's worth"],
  // A plan's price names the plan ("what do i get for 599"), from the config.
  ...Object.fromEntries(Object.entries(plans).map(([key, plan]) => [key, [String(plan.monthlyPrice)]])),
  location: [
    "location",
    "locations",
    "branch",
    "branches",
    "storefront",
    "storefronts",
    // "can my main office be on pro and the satellite office on basic".
    "satellite office",
    "satellite offices",
    "branch office",
    "branch offices",
  ],
  // Callers kept waiting, not a thing held ("what events does the community hold"): "will it put
  // people on hold".
  onhold: ["on hold", "hold music", "hold time", "hold times"],
  // A wrapper around the question, not a subject: "quick one before i waste my time, what is
  // hostline exactly, in plain english?" ("basically" is a stop word, so these weigh nothing).
  basically: [
    "before i waste my time",
    "before i waste your time",
    "before we waste our time",
    "in plain english",
    "in plain terms",
    "in simple terms",
    "in a nutshell",
    "in one sentence",
    "in a sentence",
    "quick one",
  ],
  integrate: [
    "push leads",
    "pushes leads",
    "push to",
    "pushes to",
    "push into",
    "send leads to",
    "integrate",
    "integrates",
    "integration",
    "integrations",
    "integrated",
    "connect",
    "connects",
    "sync",
    "syncs",
    "plug into",
    "plugs into",
    "hook up to",
    "hook up with",
    "hooks up to",
    "hooks up with",
    "hook into",
    "hooks into",
    "hook in to",
    "hooking it up to",
    "hooking up to",
    "hook it up to",
    "hookup",
    "hook-up",
    "tie into",
    "ties into",
  ],
  setup: [
    "configure",
    "configures",
    "configured",
    "configuration",
    "be live",
    "live by",
    "up and running",
    "need from me",
    "what do you need from me",
    "before we start",
    "before we begin",
    "before starting",
    "before we go live",
    "setup",
    "set up",
    "set-up",
    "set it up",
    "set this up",
    "set that up",
    "sets it up",
    "setting it up",
    "setting up",
    "onboarding",
    "onboard",
    "go live",
    "going live",
    "get started",
    "install",
    "installation",
    "white glove",
    "white-glove",
    "done for you",
  ],
  secure: [
    "kept private",
    "kept confidential",
    "stay private",
    "stays private",
    "private and secure",
    "safe with you",
    "safe with hostline",
    "in safe hands",
    "secure",
    "security",
    "safe data",
    "protected",
    "is it safe",
    "safe to use",
    "confidential",
    "confidentiality",
  ],
  signup: ["sign up", "signing up", "signed up", "signup", "sign-up", "register", "registration"],
  insect: ["insect", "insects", "bug", "bugs", "critter", "critters"],
  shutoff: [
    "shut-off",
    "shut off",
    "shutoff",
    "shut-offs",
    "shutoffs",
    "turn off the water",
    "shut the water off",
  ],
  encrypt: ["encrypt", "encrypted", "encryption"],
  mfa: [
    "mfa",
    "2fa",
    "two factor",
    "two-factor",
    "2 factor",
    "2-factor",
    "multi-factor",
    "multi factor",
    "multifactor",
    "two step verification",
    "2-step verification",
    "2 step",
    "two step",
    "2-step",
    "two-step",
    "texts a code",
    "text me a code",
    "code to my phone",
  ],
  large: ["group of", "large", "big", "huge", "bigger", "larger"],
  afterhours: [
    "holiday",
    "christmas",
    "christmas day",
    "christmas eve",
    "xmas",
    "thanksgiving",
    "new year's day",
    "new years day",
    "new year's eve",
    "new years eve",
    "fourth of july",
    "4th of july",
    "july 4th",
    "labor day",
    "memorial day",
    "easter",
    "new year's",
    "new years",
    "sunday",
    "sundays",
    "saturday",
    "saturdays",
    "lunch break",
    "lunch breaks",
    "after hours",
    "after-hours",
    "after hrs",
    "at night",
    "overnight",
    "late night",
    "night",
    "nights",
    "middle of the night",
    "midnight",
    "2am",
    "3am",
    "weekend",
    "weekends",
    "holidays",
    "when we're closed",
    "when we are closed",
    "closed",
    // ...and the hour the doors shut: "no transfers after close", "someone calls after we close".
    "after close",
    "after closing",
    "after closing time",
    "after we close",
    "once we close",
    "asleep",
    "when i'm asleep",
    "when im asleep",
    "while i sleep",
    "while i'm sleeping",
    "when i sleep",
  ],
  office: [
    "office",
    "offices",
    "headquarters",
    "hq",
    "located",
    "headquartered",
    "what city",
    "which city",
    "what state",
  ],
  email: ["email", "e-mail", "emails", "e-mails"],
  dashboard: ["dashboard", "portal", "admin panel"],
  answer: [
    "keep working",
    "keeps working",
    "still work",
    "still works",
    "still working",
    "still answer",
    "keep answering",
    "answer",
    "answers",
    "answered",
    "answering",
    "pick up",
    "picks up",
    "picked up",
    "picking up",
  ],
  // "can i pick who takes them", "select who gets the summaries": the site's "choose".
  choose: ["choose", "chooses", "choosing", "pick", "picks", "picking", "select", "selects", "selecting"],
  crm: ["crm", "crms"],
  // "does it know what a prv is": the plumbers' page's "PRVs".
  prvs: ["prv", "prvs"],
  // "do you support electricians / sso / crms": the verb asks whether we do, it isn't the support
  // team. Read as "do", a stop word, so what follows is what is asked.
  do: [
    "do you support",
    "does it support",
    "does hostline support",
    "do you provide",
    // "can it answer questions about my menu" asks about the menu.
    "answer questions about",
    "answers questions about",
    "handle questions about",
  ],
  onprem: [
    "on premise",
    "on-premise",
    "on premises",
    "on-premises",
    "on-prem",
    "on prem",
    "self host",
    "self-host",
    "self hosted",
    "self-hosted",
    "own servers",
  ],
  fit: [
    "fit",
    "screen out",
    "screens out",
    "weed out",
    "filter out",
    "bad cases",
    "bad case",
    "disqualify",
    "cases we don't take",
    "cases we do not take",
    "turn away",
    "turns away",
    "turn down",
  ],
  // Selling the service on to others, which the Terms forbid: not selling callers' data.
  resell: ["resell", "resells", "reselling", "resold"],
  sell: ["sell", "sells", "selling", "sold", "data brokers", "data broker", "advertisers", "marketers"],
  analytics: [
    "analytics",
    "reports on",
    "stats",
    "statistics",
    "metrics",
    "kpis",
    "reporting",
    "call reports",
    "numbers and stuff",
    "how many calls im getting",
    "how many calls i'm getting",
    "how many calls we're getting",
    "how many calls we get",
    "how many calls i get",
  ],
  login: ["login", "logins", "log in", "login details", "get access", "credentials"],
  // "customize" and "customers" stem alike too (and "personalize" and "person"): making something
  // one's own is a word of its own ("customized", the adjective, is "bespoke" below).
  tailormade: [
    "personalize",
    "customize",
    "customise",
    "customizing",
    "customising",
    "customization",
    "customisation",
    "customizable",
    "personalise",
    "personalized",
    "personalised",
  ],
  // "custom" and "customers" stem alike: the adjective gets a word of its own.
  bespoke: [
    "custom",
    "customized",
    "customised",
    "tailored",
    "bespoke",
    "homegrown",
    "home-grown",
    "in-house",
    "custom built",
    "custom-built",
    "homemade",
  ],
  quote: ["quote", "quotes", "quoted", "quoting", "estimate", "estimates", "price quote"],
  contact: [
    "email you",
    "e-mail you",
    "write to you",
    "message you",
    "contact",
    "get ahold of",
    "get a hold of",
    "get in touch with",
    "get in touch",
    "reach out to",
  ],
  sso: [
    "sso",
    "single sign-on",
    "single sign on",
    "saml",
    "okta",
    "google workspace login",
    "google login",
    "sign in with google",
    "azure ad",
  ],
  outbound: [
    "call customers back",
    "call them back",
    "call people back",
    "call my customers",
    "outbound",
    "outbound call",
    "outbound calls",
    "outbound calling",
    "cold call",
    "cold calls",
    "cold calling",
    "telemarketing",
    "dial out",
    // "can i use it to blast robocalls to old customers about a spring special" (not "will my customers
    // think it's a robocall").
    "blast robocalls",
    "send robocalls",
    "make robocalls",
    "do robocalls",
    "for robocalls",
    "robocall my customers",
    "robocall old customers",
    "call my old customers",
    "call old customers",
    "call past customers",
    "call my past customers",
  ],
  healthcare: [
    "healthcare",
    "health care",
    "medical",
    "clinic",
    "clinics",
    "doctor",
    "doctors",
    "dentist",
    "dentists",
    "dental",
    "patient",
    "patients",
    "chiropractor",
    "chiropractors",
  ],
  dpa: [
    "dpa",
    "data processing agreement",
    "data processing addendum",
    "processor agreement",
    "data processor agreement",
    "data protection agreement",
  ],
  staff: [
    "staff",
    "employee",
    "employees",
    "workers",
    "my girl",
    "front desk girl",
    "front-desk girl",
    "front desk lady",
    "front-desk lady",
    "office girl",
    "office lady",
    "my guys",
    "my guy",
    "my people",
    "my team",
    "our team",
    "team members",
    "secretary",
    "office manager",
    "my wife",
    "my husband",
    "my foreman",
    "my dispatcher",
  ],
  pet: ["pet", "pets", "dog", "dogs", "cat", "cats", "puppy", "kitten"],
  treatment: [
    "treatment",
    "treatments",
    "spray",
    "sprays",
    "spraying",
    "chemicals",
    "pesticide",
    "pesticides",
  ],
  industry: [
    "industry",
    "industries",
    "kind of business",
    "kinds of business",
    "kinds of businesses",
    "kind of businesses",
    "type of business",
    "types of business",
    "types of businesses",
    "what businesses",
    "which businesses",
    "what trades",
    "which trades",
    "not on your list",
    "not one of your industries",
    "not one you list",
  ],
};

/** The canonical term of each phrase, for the rewrite. */
export const synonymOf: ReadonlyMap<string, string> = new Map(
  Object.entries(synonymGroups).flatMap(([canonical, phrases]) =>
    phrases.map((phrase) => [words(phrase).join(" "), canonical] as const),
  ),
);

const escaped = [...synonymOf.keys()]
  .sort((a, b) => b.length - a.length)
  .map((phrase) => phrase.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));

const phrasePattern = new RegExp(
  `(?<![\\p{L}\\p{N}-])(?:${escaped.join("|")})(?![\\p{L}\\p{N}]|-[\\p{L}\\p{N}])`,
  "gu",
);

/**
 * Phrases too varied to list, as patterns over `words()` joined by spaces: a call forwarded or sent
 * to a person ("calls get forwarded to my team", "urgent ones go to my cell") is a transfer, unlike
 * forwarding the business number to the host.
 */
/**
 * The calls the staff can't get to, which are the missed ones: "only send the calls our front desk
 * doesn't get to". Routing reads them as a question about forwarding, not a customer's problem.
 */
export const callsStaffMiss =
  /\b(the )?calls (that )?((our|my|the) (front desk|staff|team|receptionist|office|guys?|people|dispatcher)|she|he|they|we|i) (doesn'?t|don'?t|can'?t|cannot|isn'?t able to|aren'?t able to) (get to|answer|pick up|reach)\b/g;

/**
 * A visitor only looking ("just browsing", "just poking around for now"); "just looking for something
 * that books appointments" is a need, not browsing.
 */
export const justBrowsing =
  /\b(just|only) (browsing|poking around|looking around|looking(?! for)|checking (it |you |things |this )?out|researching|curious)( for now| right now| at this point)?\b/g;

/** What keeps "how does it work" about one thing, not the whole: "...with toast", "...cost wise". */
const howItWorksAlone =
  "(?!\\s+(with|w/|for|on|in|if|when|after|during|at|together|through|into|out|like|across|over|cost|price|pricing|billing|money|wise))";

export const patternRewrites: readonly (readonly [RegExp, string])[] = [
  // A letter's courtesies ask nothing: "i should like to know whether", "i was wondering if",
  // "could you kindly tell me", "i'm afraid".
  [
    /\b(i|we)('d| should| would| wish| want| am writing| are writing| write| was hoping| were hoping)( like| love| be grateful)? to (know|ask|find out|enquire|inquire|learn|understand|check|confirm)( whether| if)?\b|\b(i|we) (was|am|were|are) wondering (whether|if)\b|\bi wonder (whether|if)\b|\b(could|would|can|might) you (kindly |please )?((tell me|let me know|advise( me)?)( whether| if)?|confirm (whether|if|that))\b|\b(i'?m|i am) afraid\b|\b(please )?(tell me|let me know) (whether|if)\b|\bi gather( that)?\b|\b(i|we) (assume|presume)( that)?\b|\b(i'?m|we'?re|i am|we are) assuming( that)?\b|\bam i (right|correct) (in thinking|to think|in saying|that)( that)?\b/g,
    " ",
  ],
  // A letter's conditional is the plain one: "if we were to leave hostline", "if someone were to ring",
  // "what would become of our recordings", "at some point".
  [
    /\b(i|we|you|they|he|she|it|someone|somebody|anyone|a caller|a customer|your company|hostline) (were|was) to\b/g,
    "$1",
  ],
  [/\bwhat (would|will) become of\b/g, "what happens to"],
  [
    /\b(at some point|one day|in future|in the future|someday|some day|down the road|down the line|later on)\b/g,
    " ",
  ],
  // "do i need to change anything with my phone company" asks about forwarding, not changed terms.
  [
    /\b(change|do|set up|switch|tell|call) (anything|something|stuff)( \w+)? (with|at|on|to) (my|our|the) (phone company|phone carrier|carrier|phone provider|telco|phone service|telephone company)\b/g,
    "forward calls carrier",
  ],
  // "the basic stuff like our hours" asks about common questions, not the Basic plan.
  [
    /\b(the )?basic (stuff|questions?|things|info|information|faqs?|details|calls)\b|\bthe basics\b/g,
    "common questions",
  ],
  // A learner's words for owning, keeping and money back: "who is owner of the recordings", "where you
  // keep the recording of calls", "you give back money for rest of days".
  [/\bwho is (the )?owners? of\b/g, "who owns"],
  // ...and where the data physically is, is where it is stored: "where physically is the call data kept".
  [
    /\bwhere (do |does |will |would )?(you|u|hostline|your company|you guys) (keep|keeps|store|stores|save|saves|put|puts|hold|holds) (the |my |our |all )?(call |calls )?(recordings?|data|transcripts?|information|info)\b|\bwhere('?s| (physically )?(is|are)) (the |my |our |your |all )?(call |caller |customer )?(data|recordings|information|info|transcripts)( physically)? (kept|stored|held|located|hosted|saved|live|lives|sits)\b/g,
    "where is data stored recordings",
  ],
  [
    /\b(give|gives|giving|get|gets) (me |us )?(back )?(the |my |our )?money back\b|\bgive (me |us )?back (the |my |our )?money\b/g,
    "refund",
  ],
  [
    /\bin (the )?middle of (the |a )?(month|billing period|billing month)\b|\bpart ?way (through|into) (a|the) (month|billing period)\b/g,
    "partial month",
  ],
  [/\b(the )?rest of (the )?(days|month) back\b/g, "refund"],
  [/\bfor (the )?rest of (the )?(days|month)\b/g, " "],
  // How many calls get answered is a result, not a price: "answer rate".
  [/\b(answer|pickup|pick-up|conversion|success) rates?\b/g, "results calls answered"],
  // Transfers of the emergencies only: "only put through emergencies after 10pm".
  [
    /\b(put|puts|send|sends|patch|patches|forward|forwards|transfer|transfers) (through |thru )?(only )?(the )?(emergencies|emergency calls|urgent calls|urgent ones)\b/g,
    "transfer urgent calls",
  ],
  // A demo with a person is a call with sales: "book demo with a rep".
  [
    /\b(book|schedule|set up|get|want) (a )?(demo|call|meeting|consultation) with (a |an |your |one of your )?(rep|sales ?rep|salesperson|sales person|person|human|someone|sales( team)?)\b/g,
    "talk to sales",
  ],
  // The words of a trade are its terminology: "does it understand trade words like PRV or cleanout".
  [
    /\b(trade|industry|technical|plumbing|hvac|electrical|restaurant|kitchen|pest) (words|terms|lingo|jargon|vocabulary|talk)\b|\blegal (jargon|lingo|vocabulary)\b|\b(jargon|lingo)\b/g,
    "industry terminology",
  ],
  // A named holiday is a holiday closure: "tell it we're closed thanksgiving".
  [
    /\b(thanksgiving|christmas( eve| day)?|new year'?s( eve| day)?|easter|july 4th|fourth of july|4th of july|labor day|memorial day|boxing day)\b/g,
    "holiday",
  ],
  [/\b(do|will|would) (i|we) (have to|need to|got to|gotta) remember to\b/g, "do i have to"],
  // Notice before a booking: "we need 24 hrs notice, no same day", "stop booking same-day stuff".
  [
    /\b(no|stop booking|avoid|block|prevent|not book|don'?t book) same[- ]day( bookings?| jobs?| appointments?| stuff| work)?\b|\bsame[- ]day (bookings?|jobs?|appointments?|stuff)\b/g,
    "booking notice",
  ],
  // A reason given last, about the visitor's own day, asks nothing: "where's your austin office, might
  // swing by since im doing a job downtown".
  [
    / (since|because|cause|cuz)(?<=\w (since|because|cause|cuz)) (i'?m|im|we'?re|i am|we are|i'?ll be|we'?ll be|i will be|we will be|i'?ve got|we'?ve got)(?!.*\b(how|what|which|when|where|who|why|is|are|does|do|can|could|will|would|should)\b)( [a-z0-9'-]+){1,6}$/g,
    " ",
  ],
  // Which plan to get is which plan fits: "im a pretty small shop, which plan should i even get".
  [
    /\bwhich (plan|one|tier|package) (should|do|would|could) (i|we) (even |actually |really )?(get|pick|choose|go with|start with|buy|sign up for)\b/g,
    "which plan is right for my business",
  ],
  // What others like them chose is which plan fits: "which plan do most hvac shops go with", "which one
  // do most electrical shops go with".
  [
    /\bwhich (plan|one|tier|package) (do|does|did) (most|the most|a lot of|other) ([a-z-]+ ){0,2}(shops|companies|businesses|firms|people|folks|customers|owners|contractors|plumbers|electricians|restaurants|offices|outfits|guys) (go with|pick|choose|get|use|buy|sign up for|end up (on|with)|take)\b/g,
    "which plan is right for my business",
  ],
  // How calls reach the host is forwarding: "how do the calls actually get to your AI? do my customers
  // have to call a different number?", "do i need to buy new phones or some kind of box".
  [
    /\bhow (do|does|would|will) (the |my |our )?calls (actually |even )?(get|go|reach|come) (to|through to) (your|the) (ai|host|system|service)\b|\b(do|does|will|would) (my |our |the )?(customers|callers|clients) (have to|need to|got to) (call|dial) (a |an )?(different|new|special|another|separate) (number|line)\b|\b(do|would|will) (i|we) (need|have) to (buy|get|install) (new |any |special )?(phones|phone hardware|hardware|equipment|a box|some kind of box|a new phone system|new phone system)\b/g,
    "can i keep my business phone number forward",
  ],
  // What the visitor is like, or why they ask for themselves, is no part of it: "i'm a numbers guy",
  // "...single sign on so i'm not managing 40 more passwords".
  [
    /\b(i'?m|im|i am) (a|kind of a|kinda a|sort of a|more of a|very much a) (numbers|data|spreadsheet|details?|detail-oriented|bottom line|practical|hands-on) (guy|person|gal|man|woman|type|kind of (guy|person))\b|\bso (that )?(i'?m|im|i am|we'?re|we are|i|we) (not|aren'?t|don'?t have to|won'?t have to|never have to) (managing|juggling|remembering|dealing with|handling|typing|logging into|keeping track of|tracking)( [a-z0-9'-]+){0,6}$/g,
    " ",
  ],
  // "Besides answering the phone, will I get any reporting": what it does anyway is no part of it.
  [
    /\b(besides|apart from|aside from|other than|on top of) (just )?(answering|taking|picking up) (the )?(phones?|calls)\b/g,
    " ",
  ],
  // How soon the host picks up is the first ring: "how fast does your host pick up?".
  [
    /\bhow (fast|quickly|quick|soon) (does|will|would) (it|your host|the host|the ai|your ai|hostline) (pick up|answer)( the phone| calls| a call)?\b/g,
    "answered on the first ring",
  ],
  // Reselling callers' data is selling it: "do you resell our callers data to anyone".
  [
    /\bresell(s|ing)?(?= (our|my|the|your|any)? ?(callers?'?|customers?'?|clients?'?|caller|customer)? ?(data|lists?|info|information|details|numbers|records)\b)/g,
    "sell",
  ],
  // How Hostline is paid: "how do i pay, what do u take", "what payment methods do you accept".
  [
    /\bhow (do|would|will|can|should) (i|we) pay( (you|u|hostline|for (it|this|hostline|the plan|the service)))?\b(?! (by|with|via|using|in|for)\b)|\bwhat (payment methods?|forms? of payment|kinds? of payment|payment types?|payment options?) (do|does|can) (you|u|hostline) (take|accept|use)\b|\bwhat (do|does) (you|u|hostline) (take|accept)\s*[?.!]*$/g,
    "payment processor stripe card on file",
  ],
  // Summaries for more than one person: "can call summaries be e-mailed to more than one person", "make
  // the call summaries go to me and to my office manager both".
  [
    /\b(call )?(summaries|summary|recaps?) (be |to )?(go|goes|going|sent|send|e-?mailed|emailed|delivered|forwarded)( to)? (more than one (person|address|e-?mail)|multiple (people|addresses|e-?mails)|several (people|addresses)|two (people|addresses|e-?mails)|both\b|me and)/g,
    "who gets call summaries e-mail addresses",
  ],
  // The real price after fees: "299 is the sticker price but what do i actually end up paying after all the
  // fees", "is enterprise really 1199 flat or does it end up more".
  [
    /\b(sticker price|end up paying|all the fees|hidden fees|extra fees|additional fees|surprise fees|(does|will|would|could) (it|that|the price|the bill) (end up|wind up) (costing |being )?(more|higher))\b/g,
    "hidden fees price",
  ],
  // "what's in enterprise that's worth 4x basic": what the higher plan adds.
  [/\b(\d+|two|three|four|five)( ?x| times)( the price of)? (basic|pro)\b/g, "difference $4"],
  // What it cannot do: "what can it NOT do".
  [
    /\bwhat (can'?t|cannot|can not|doesn'?t|does not|won'?t|will not) (it|the ai|the host|hostline|your ai|your host|the bot|your bot) do\b|\bwhat (can|does|will) (it|the ai|the host|hostline|your ai|your host|the bot|your bot) not do\b|\b(its|the ai'?s|the host'?s|the bot'?s) limitations\b/g,
    "host limitations",
  ],
  // A rush of calls it might not keep up with: "is your thing gonna choke".
  [
    /\b(gonna|going to|will it|does it|would it|is it|will your \w+|is your \w+ (gonna|going to)) (choke|crash|fall over|melt down|buckle|break)\b/g,
    "handle simultaneous calls",
  ],
  // The cheapest plan is Basic: "and the cheap plan, what it can do for me".
  [
    /\b(cheap|cheaper|cheapest|lowest|lower priced|entry[- ]level|starter|least expensive) (plan|one|option|tier|package)\b/g,
    "basic plan",
  ],
  // A price we change is a price that goes up: "if you change price later, you tell me before".
  [
    /\b(if )?(you|u|hostline|they|you guys) (change|changes|raise|raises|increase|increases|put up|hike|hikes) (the |your |ur )?(price|prices|pricing|rates?)\b/g,
    "price go up",
  ],
  // "what does pro give me in addition, for the extra money": what the money buys is the difference.
  [
    /\b(give|gives|get|offer|offers|include|includes|add|adds)( me| us)? in addition\b|\bin addition to (basic|pro)\b/g,
    "difference",
  ],
  [/\bfor (the|that) (extra|additional) (money|cost|price|dollars|cash|spend)\b/g, " "],
  // "does enterprise have a trial too like the others": the others are the plans it is compared with.
  [/\b(too |also )?(like|same as|as with) the (others|other plans|other ones|other two)\b/g, " "],
  // ...and "kindly let me have the e-mail address": what it is.
  [/\b(kindly|please) (let me have|let me know|tell me|send me|provide|give me|advise)\b/g, "what is"],
  // British and older words for the same things: "the telephone", "ring", "enquiries", "the
  // answering machine", "a cheque".
  [/\btelephon(e|es|ed|ing)\b/g, "phon$1"],
  [/\benquir(e|es|ed|ing|y|ies)\b/g, "inquir$1"],
  [/\banswering machines?\b/g, "voicemail"],
  [/\bcheques?\b/g, "check"],
  [
    /\b(people|callers?|customers?|clients?|guests?|someone|somebody|anyone|they|he|she|patients?|builders?|tenants?) (still )?(ring|rings|rang|ringing)( (us|me|in|up))?\b/g,
    "$1 call",
  ],
  [/\bring (me|us|them|him|her|customers|callers|people) back\b/g, "call $1 back"],
  [/\ba great deal\b/g, "much"],
  // Spelled-out lengths as the site writes them: "the fourteen-day free trial", "a fortnight".
  [/\bfourteen[ -]days?\b/g, "14 days"],
  [/\bthirty[ -]days?\b/g, "30 days"],
  [/\bninety[ -]days?\b/g, "90 days"],
  [/\btwenty[ -]four hours\b/g, "24 hours"],
  [/\b(a|one) fortnight\b/g, "2 weeks"],
  // What a plan adds on top of another is its difference, not an add-on: "what does enterprise add on top of that".
  [/\b(adds?|give|gives|get|offer|offers)( me| us)?[ -]on top( of)?\b/g, "difference"],
  // A department of ours is a team, not the fire department: "your customer support department".
  [
    /\b(support|customer support|customer service|billing|sales|accounts|technical|tech|it) department\b/g,
    "$1 team",
  ],
  [/\breceive (back|a refund of)\b/g, "get back"],
  [
    /\b(forward|forwards|forwarded|forwarding|send|sends|sent|go|goes|going|ring|rings|routed?|get sent|gets sent|pass|passes|hand|hands|push|pushes|bounce|bounces)( (the|those|these|them|it|urgent|emergency|important|emergencies))?( (calls?|ones?|callers?))? (straight |directly |through |over |off )?to (me|my|our|a|the|someone|somebody|whoever|whomever) ?(own )?(cell|phone|mobile|team|staff|techs?|technicians?|manager|managers|on-call|on call|person|human|office|front desk|front-desk|assistant|partner|associate|attorney|lawyer|paralegal|lead tech)\b/g,
    "transfer $9",
  ],
  // ...and to one of the family or the crew, kept as one of the team ("my wife" is staff, not an
  // unknown word).
  [
    /\b(forward|forwards|forwarded|forwarding|send|sends|sent|go|goes|going|ring|rings|routed?|get sent|gets sent|pass|passes|hand|hands|push|pushes|bounce|bounces)( (the|those|these|them|it|urgent|emergency|important|emergencies))?( (calls?|ones?|callers?))? (straight |directly |through |over |off )?to (my|our|the) ?(own )?(wife|husband|foreman|dispatcher)\b/g,
    "transfer my $9",
  ],
  // ...and to whoever answers the phones by day: "can the bot hand off to my receptionist during the
  // day" is a transfer to the staff, not the host set against a receptionist.
  [
    /\b(forward|forwards|forwarded|forwarding|send|sends|sent|ring|rings|routed?|pass|passes|hand|hands|push|pushes|bounce|bounces|transfer|transfers)( (the|those|these|them|it|urgent|emergency|important|emergencies))?( (calls?|ones?|callers?))? (straight |directly |through |over |off )?to (my|our|the) (receptionist|front desk|secretary|office manager|office girl|office lady|bookkeeper)\b/g,
    "transfer my staff",
  ],
  // ...or to the owner: "can the ai pass them over to me".
  [
    /\b(forward|forwards|forwarded|send|sends|sent|ring|rings|routed?|pass|passes|hand|hands|put|puts|push|pushes|bounce|bounces)( (the|those|these|them|it|urgent|emergency|important))?( (calls?|ones?|callers?))? (straight |directly |through |over |off )?to (me|us)\b/g,
    "transfer",
  ],
  // How the product works, asked of the whole, is what it does: "how does it work", "so how would the
  // whole thing work", "explain how it works" (not "how does it work with toast", nor "how would it
  // work cost wise").
  [
    new RegExp(
      `\\bhow (does|do|would|will|exactly does) (it|this|hostline|the service|your service|the ai|the host|your ai|your host|the whole thing|all this|this thing|the product)( all| exactly| actually| really)? work\\b${howItWorksAlone}|\\b(explain|tell me|show me|walk me through)( to me)? how (it|this|hostline|the service|the ai|the host|everything|the whole thing) works\\b${howItWorksAlone}|^\\W*(so |ok |and )?how (it|this|hostline) works\\W*$`,
      "g",
    ),
    "what does hostline do",
  ],
  // The trial asked about as a whole is how it works: "is there a free trial", "tell me about the
  // trial" (not the Enterprise answer, which only shares the word).
  [
    /^\W*(is there|do you have|do you offer|do you guys (have|offer)|you have|you guys have|got|any|tell me about|what about|what'?s|what is|does (it|hostline|that|this) (come with|include|have|offer))( a| an| the| any)? (free )?trial( period| option| offer)?( too| also)?\W*$/g,
    "how does the free trial work",
  ],
  // An upgrade asked of nothing in particular is the plan's: "can i upgrade later" (not a panel's).
  [
    /^\W*(can|could|may) (i|we) (always )?(upgrade|move up)( later| down the road| anytime| any time| if (i|we) need to| whenever)?\W*$/g,
    "can i upgrade from basic to pro later",
  ],
  // A list asked for is what there is: "give me the full list of integrations".
  [
    /\b((can you |could you |pls |please )?(give|send|show) me (a |the |your )?(full |complete |whole |entire )?|(a |the |your )?(full|complete|whole|entire) )list of\b/g,
    "all the",
  ],
  // Whether "that" is secure, after anything, is whether the data is: "is that secure" after what lands
  // in Clio.
  [
    /^\W*(and |so |ok |but )?(is|are) (that|it|this|all that|everything|all of it|those|they) (secure|encrypted)( too| as well)?\W*$/g,
    "is my data secure",
  ],
  // Support's phone is how to reach support: "whats your support phone number" (not the business's
  // own number forwarded).
  [
    /\b(your|ur|hostline'?s?) (support|customer service|customer support|help ?desk|tech support|technical support) (phone number|phone|number|line|hotline)\b|\b(is there|do you have|whats|what'?s|what is|got)( a| an| the| any)? (phone number|phone|number|line|hotline) (for|to call|to reach|to ring) (support|customer service|customer support|tech support|technical support|the support team)\b/g,
    "how do i reach your support team",
  ],
  // Support around the clock is how soon it replies: "is support 24/7", "can i reach support on weekends".
  [
    /\b(is|are) (your |the |ur )?(support|customer service|customer support|tech support|support team|help ?desk) (open |available |staffed |there )?(24\/7|24-7|24 7|round the clock|around the clock|all night|on weekends|weekends|nights)\b/g,
    "how do i reach your support team reply time",
  ],
  // A help center asked after is where it is: "do you have a help center", "is there a knowledge base".
  [
    /\b(do you (have|guys have)|is there|where'?s|where is|you got)( a| an| your)? (help ?cent(er|re)|knowledge ?base|faq|faqs|help docs|guides|tutorials)\b(?! (for|about|on) (the |your )?(rest )?(api|webhooks?|endpoints?|developers?))(?!.*\b(upload|for the (ai|host|bot)|train)\b)/g,
    "do you have a help center",
  ],
  // When sales is open is its hours: "what hours is sales open", "when is sales open".
  [
    /\b(what|which) (hours|times|days)( is| are| does| do)? (sales|your sales( team| line)?|the sales (team|line))( open| available| answering| answer| working| work)?\b|\bwhen (is|are|does|do) (sales|your sales( team| line)?|the sales (team|line)) (open|available|answer|answering)\b/g,
    "what are your sales hours",
  ],
  // A salesperson reached is the sales team: "whats the number for a real salesperson" (not "can the
  // ai act like a salesperson", nor the visitor's own sales reps).
  [
    /\b(number|phone|line|call|talk to|talk with|speak to|speak with|reach|contact|e-?mail|get hold of|connect me with|connect me to) (for |to |with )?(a |an |the |your |one of your )?(real |actual |live )?(sales ?person|sales ?rep|sales guy|sales associate|salesman|saleswoman)s?\b/g,
    "$1 the sales team",
  ],
  // Reaching sales only later is no request to reach them now: "can i trial enterprise first before
  // talking to sales".
  [
    /\b(first )?(before|without) (having to )?(talking|speaking|getting on (a|the) (call|phone)|a call|hopping on a call) (to|with) (sales|a sales ?(rep|person|guy)|your sales( team| people| guys)?)\b/g,
    " ",
  ],
  // ...and a caller handed off to a person: "when it hands a caller off to me what does the caller hear"
  // (not calls handed over to us, or to voicemail).
  [
    /\b(hand|hands|handing|handed|pass|passes|passing|passed) (a |the |my |that |this )?(caller|call|customer|client|guest|person|them|him|her)s? (off|over)\b(?! to (you|u|hostline|the host|the ai|your ai|voicemail|a voicemail|the voicemail))/g,
    "transfer the caller",
  ],
  // The number callers already know, kept or given up: "had the same number 22 years do i have to
  // change it", "each one has its own number regulars know. do we have to give those up".
  [
    /\b(same|existing|current|old|main|office|own|our|my|business|shop'?s?) (phone |main |office )?(number|numbers|line)\b(.{0,90})\b(keep|change|give (it|them|those|that) up|give up|lose|get new|switch)\b/g,
    "can i keep my existing number",
  ],
  // ...and asked the other way round: "do we have to change our business number".
  [
    /\b(have to|need to|got to|gotta|must|forced to) (change|give up|lose|switch|get rid of|replace) (our|my|the) (business |shop |main |office |phone |current |existing )?(phone )?(number|numbers|line)\b/g,
    "can i keep my existing number",
  ],
  // A number to call oneself to hear the host is the demo line: "is there a telephone number i can
  // call myself to hear how the host sounds".
  [
    /\b(phone number|telephone number|number|line)\b.{0,25}\b(call|dial|ring)( it)?( myself| ourselves)?\b.{0,10}\b(to )?(hear|listen to|test|try) ((how|what) )?(the host|the ai|it|your ai|your host)( sounds| works| does)?\b/g,
    "try a demo call",
  ],
  // Who the visitor will tell says nothing of what is asked: "before i recommend it to my business partner".
  [
    /\b(before|so|then|i have to|i need to|i'?ll|i want to|i gotta|i got to|i must|we have to|we need to|(i'?m|im|i am) the one who (has|needs|have) to) (i |we )?(can )?(recommend|show|pitch|sell|present|explain|take|bring) (it|this|hostline|you) to (my|our|the) (business )?(partners?|boss|wife|husband|team|owner|co-?owner|manager|brother|dad|mom|family|accountant|client|clients|father|mother|sister|uncle)\b/g,
    " ",
  ],
  // Not being technical says nothing of what is asked: "how do i turn on call forwarding im not techy".
  [
    /\b((i'?m|im|i am|we'?re|we are) )?(not|no) (very |that |super |really |much of )?(techy|tech savvy|tech-savvy|technical|a tech (person|guy|gal)|a computer (person|guy|gal)|computer savvy|good with (tech|technology|computers|phones))( at all)?\b/g,
    " ",
  ],
  // Booking or only messages: "does it actually book the jobs or just take msgs".
  [
    /\b(book|books|booking|schedule|schedules|scheduling)( the| my| our)? (jobs?|appointments?|calls?|visits?|people|customers|tables?|reservations?)?\s?(itself |themselves )?or (does it |will it |is it )?(just |only )?(take|takes|taking) (a )?(messages?|msgs?)\b/g,
    "book appointments",
  ],
  // A trial or plan that runs out ends: "what happens when the trial runs out" (not an 86'd dish).
  [
    /\b(trial|free trial|subscription|plan|14 days?|two weeks)( period)? (runs out|run out|ran out|is up|are up|expires|expired|lapses|lapsed|finishes|is over|are over)\b/g,
    "trial ends",
  ],
  // "do the notifications come one per call": after each call.
  [
    /\b(one|1|a text|an e-?mail|a notification|an alert) (per|for each|for every|after each|after every) call\b/g,
    "after each call",
  ],
  // ...or "a daily roundup" of them.
  [
    /\b(an? )?(daily|nightly|end of day|end-of-day|weekly) (roundup|round-up|digest|recap|batch)\b/g,
    "notified",
  ],
  // The rest of a paid month back is a refund of a partial month: "if i cancel halfway through a
  // month do i get the rest of the month back", "is the unused portion refunded".
  [
    /\b(get|getting|give|refund|refunded|credit|credited)( me| us)? (the rest of|the remainder of|the unused part of|part of|the unused portion of|what'?s left of) (the|my|our|that) (month|billing month|billing period|cycle)( back)?\b|\b(unused|remaining|leftover|left over) (portion|part|days|time|weeks?)( of the (month|billing month|billing period))?\b/g,
    "refund partial month",
  ],
  // Taking a card on the phone is a card payment: "can it take a credit card over the phone".
  [
    /\b(take|takes|taking|accept|accepts|run|runs|process|processes) (a |the )?(credit |debit )?(card|cards|card numbers?|card info|card details)\b/g,
    "card payments",
  ],
  // Catching calls is answering them: "i only want it catching calls when we're closed".
  [/\b(catch|catches|catching|grab|grabs|grabbing) (the )?calls\b/g, "answer calls"],
  // Someone to walk the visitor through a part of setup is who sets it up: "call forwarding sounds
  // like a headache, does somebody walk me through that part".
  [
    /\b(does|will|can|could|would) (somebody|someone|a person|your team|you guys|you) (walk|talk|help) (me|us)( through)?( (that|it|this|the setup|the forwarding|the whole thing))?( part)?\b/g,
    "who sets it up",
  ],
  [
    /\b(sounds?|seems?|looks?) (like )?(a )?(real )?(headache|pain|nightmare|hassle|complicated|confusing|tricky)\b/g,
    " ",
  ],
  // Paying tonight is signing up: "ok say i pay tonight, what's the first thing that happens".
  [
    /\b(say|if|when|once|after) (i|we) (pay|paid|buy|purchase|subscribe)( for it| for pro| for basic)?( tonight| today| now| this week| tomorrow)?\b/g,
    "$1 $2 sign up$6",
  ],
  // Someone from the team talking to a new customer is the setup call: "just signed up... when does
  // someone from your team actually talk to me".
  [
    /\bwhen (does|will|do|would) (someone|somebody|a person|a human|your team|you guys|anyone)( from (your|the) team| from hostline)? (actually )?(talk to|call|contact|reach out to|get in touch with|speak with|speak to) (me|us)\b/g,
    "when is the setup call",
  ],
  // Reports one gets are the analytics, not a report one files: "what kind of reports do i get",
  // "i want to see how many calls we're missing".
  [
    /\b(what|which|any)( kind of| kinds of| sort of| type of| types of)? (reports?|reporting|stats|statistics|numbers) (do|will|can|would) (i|we) (get|see|have|receive)\b|\b(see|track|know|check) how many calls\b/g,
    "analytics",
  ],
  // "what does pro add to what is included in basic": to Basic.
  [
    /\b(to|over|beyond|on top of) what('?s| is) (already )?(included|includ|in|part of)( in)? (basic|pro)\b/g,
    "$1 $6",
  ],
  // The calls the staff can't get to are the missed ones.
  [callsStaffMiss, "the calls we miss"],
  // Answering only what nobody picks up: "can i have it only pick up when we dont answer, like after 4
  // rings".
  [
    /\b(only )?(pick up|picks up|answer|answers|take|takes|grab|grabs)( the calls?| calls)? (when|if|after) (we|i|nobody|no one|my staff|the staff|our staff|the host stand|my host stand) (don'?t|dont|do not|can'?t|cant|cannot|doesn'?t|doesnt|does not|didn'?t|haven'?t) (answer|pick up|get to it|get to them|grab it)\b/g,
    "answer only the calls we miss",
  ],
  [/\blike after (\d|two|three|four|five|six|a few|a couple( of)?) rings\b/g, " "],
  // Covering weekends is answering on them: "is it really covering weekends and holidays too".
  [
    /\b(cover|covers|covering)\b(?= .{0,20}\b(weekends?|holidays?|nights?|evenings?|after hours|24\/7|overnight)\b)/g,
    "answer calls",
  ],
  [/\bweeknights?\b|\bafter (we|you|i|they) (close|closes|closed|shut|lock up|go home)\b/g, "afterhours"],
  // Shorthand before anything else: "thru" is "through", "#" a number.
  [/\bthru\b/g, "through"],
  // Asking for it simply says nothing of what is asked: "what does it do, in plain english".
  [
    /\b(in plain[- ]english|in simple terms|in simple[- ]english|in a nutshell|in layman'?s terms|eli5|tl ?dr|make sure|dumb it down( for me)?|break it down( for me)?|(walk|talk) (me|us) through(?= (what|how|the steps|it all)\b)|specifically|precisely|in practical terms|in practice|practically speaking|concretely)\b/g,
    " ",
  ],
  // "what is this exactly?", "is this like siri or alexa": the product itself.
  [
    /\bwhat (is|'s) (this|this thing|this service|this product|this company|it exactly|it actually)( exactly| actually| even| anyway| all about)?\b|\b(is (this|it|hostline)|like) (like |kind of like |sort of like |basically )?(an? )?(siri|alexa|google assistant|cortana|a chatbot|a voice assistant)( or (siri|alexa|google assistant|cortana|a chatbot|a voice assistant))*( or something)?\b/g,
    "what is hostline",
  ],
  // "what exactly does this thing do": the product itself.
  [
    /\bwhat (exactly |actually )?(does|do|can) (this|it|hostline|you guys|you|your product|your service|the ai|the product|the service)( thing)?( actually| exactly)? (do|offer|does)\b/g,
    "what is hostline",
  ],
  // A price is per location, not per truck or head: "how much for three plumbing trucks" asks the price.
  [
    /\b(how much|price|prices|cost|costs)( is it| would it be| would it cost| does it cost| will it cost)? for (a |my |our )?(\d+|one|two|three|four|five|six|seven|eight|nine|ten|a couple|a few|a couple of|a few of) (\w+ )?(trucks|vans|techs|technicians|employees|guys|people|staff|crews|users|seats|agents)\b/g,
    "$1",
  ],
  // ...and so is a price for an outfit of one truck: "how much for a one truck plumbing operation".
  [
    /\b(how much|price|prices|cost|costs)( is it| would it be| would it cost| does it cost| will it cost)? for (a |my |our )?(one|1|two|2|small|little|solo)[- ](truck|van|man|person|tech|guy|crew)( [a-z]+)?( (operation|shop|outfit|company|business|crew|setup))?\b/g,
    "$1$6",
  ],
  // Programming languages are the API's SDKs, not the languages the host speaks: "which languages do u
  // have sdks for".
  [/\b(programming |coding )?languages?\b(?=.{0,30}\b(sdks?|libraries|library|api|client code)\b)/g, "sdk"],
  [/\b(programming |coding )?languages?\b(?<=\b(sdks?|libraries|library|api)\b.{0,60})/g, "sdk"],
  // A location on the way is another location: "we're opening a 2nd location next month".
  [
    /\b(opening|open|adding|add|getting|buying|acquiring|launching|starting) (up )?(a |our |my )?(2nd|second|another|new|third|3rd|one more) (location|shop|store|restaurant|office|branch|site|spot)( (next|this) (month|week|year|spring|summer|fall|winter)| soon| in \w+)?\b/g,
    "another location",
  ],
  // How big the team is, said last: "..., i have like 6 office people", "theres 6 of us in the office".
  [
    /\b((i|we) (have|got) (like |about |around |maybe |only |just )?|there'?s |theres |there are )(\d+|two|three|four|five|six|seven|eight|nine|ten) (office |field |front desk |full time |part time )?(people|staff|employees|guys|techs|users|folks|of us)( in the office| on staff| on the team)?$/g,
    " ",
  ],
  // How small the team is, said in passing: "just me and 1 helper doing plumbing".
  [
    /\b(just|only) (me|us|myself) and (a |my |one |1 |two |2 )?(helper|guy|tech|apprentice|employee|partner|wife|husband|son|daughter|brother|van|truck)s?\b/g,
    " ",
  ],
  // Why the visitor asks is not what they ask: "does it read back the address so my guy doesnt go to
  // the wrong house", "can it collect gate codes so our guys aren't surprised when they show up".
  [
    /\bso (that )?(my|our|the) (guys?|techs?|technicians?|crews?|team|staff|drivers?|plumbers?|electricians?|servers?|cooks?|people|office|dispatchers?)( \w+)? (do(es)?n'?t|don'?t|aren'?t|isn'?t|won'?t|wont|never|do not|does not|are not|can'?t|cannot)\b[^.?!,;]*/g,
    " ",
  ],
  // Telling a caller they have a case, however it is put: "it tells some guy he has a great case",
  // "would your AI ever tell someone they have a case, or what it's worth".
  [
    /\btell(s|ing)? (some |a |the |any )?(guy|gal|person|caller|client|someone|somebody|people|them|him|her|folks)( \w+)? (that )?(they|he|she) (have|has|got|'ve got|'s got) a( \w+)? case\b/g,
    "caller case legal advice",
  ],
  [
    /\bwhat (it'?s|its|their case is|his case is|her case is|a case is|the case is) worth\b/g,
    "give legal advice",
  ],
  // The plan a trial is on: "can I trial the pro plan or is the trial only for basic". The answer
  // naming the plans the trial is for is the one about Enterprise's trial, hence its word.
  [
    /\b(trial|try) (the )?(pro|basic)( plan| tier)?\b|\btrial (is )?only (for|on|with) (basic|pro)\b|\b(does|do|can) (pro|basic)( plan)? (have|get|come with|include) (a |the )?(free )?trial\b/g,
    "free trial for basic and pro enterprise",
  ],
  // Urgent set against routine is the urgency tiers: "what response windows does it give callers for
  // urgent vs just scheduled plumbing work", "how does it decide if a call is critical vs can wait".
  [
    /\b(critical|urgent|emergency|emergencies|real emergencies)( calls?| ones| jobs?| work)? (vs\.?|versus|or|and) (just |regular |a )?(scheduled|regular|routine|non-?urgent|normal|can wait|everyday|urgent|stuff that can wait)\b/g,
    "urgency tiers $1 $5",
  ],
  // What the trial turns into when it ends is what gets billed: "after the trial it rolls into
  // enterprise automatically?".
  [
    /\b(rolls?|rolled|rolling|converts?|converted|converting|bumps?|bumped)(?<=\btrial\b.{0,50})( me| us| it)? (over )?(in)?to(?= (the )?(basic|pro|enterprise|paid|a paid|full|a full|monthly)\b)/g,
    "is billed automatically for",
  ],
  // A guess at the fee is no question of its own: "whats the cancellation fee, one month's price?".
  [
    /\b(cancellation|cancelation|cancel|early termination|termination|exit) fee\b[,?]*( like| is it| probably| maybe| i assume| i guess)? (one|a|1|two|2|three|3|a full|the full|the rest of the) (months?'?s?|months'|year'?s?|contract'?s?)( price| fee| worth| of service| payment| bill)?\b/g,
    "$1 fee",
  ],
  // What is to be mailed is a notice: "need your mailing address for a certified letter".
  [
    /\b(for|to send|so (i|we) can send|to mail|to post)( you| u)? (a |an |the |our )?(certified |registered |formal |legal |paper )?letters?\b/g,
    "for formal notices",
  ],
  // A postal address is the offices': "the correct mailing address for sending formal notices".
  [
    /(?<!\be-)\b(mailing|postal|mail|physical|street) address\b|\b(formal|legal|written) notices?\b/g,
    "office address",
  ],
  // Which country the data is in is where it is stored: "in which country are recordings, transcripts
  // and caller details stored", "where their information physically resides".
  [
    /\b(in )?(which|what) (country|countries|region|jurisdiction)\b(.{0,60}\b(stored|store|kept|hosted|held|reside|resides|located|live|lives)\b)?|\bphysically (resides?|stored|located|kept|held)\b/g,
    "where is my data stored",
  ],
  // How long until deleted is how long it is kept: "how long does it take for our recordings and
  // caller data to be deleted, including from any backups".
  [
    /\bhow long (does it take|will it take|until|before|till|do you take)\b(.{0,60}\b(deleted|erased|purged|wiped|gone)\b)/g,
    "how long do you keep recordings deleted",
  ],
  // A cap on liability is the Terms' limitation of liability: "what is the cap on Hostline's liability".
  [
    /\b(cap|caps|ceiling|maximum|max|limit|limits) (on|of|to) (\w+'?s? )?liabilit(y|ies)\b|\bliability (cap|caps|ceiling|limit|limits)\b/g,
    "limitation of liability",
  ],
  // Who wants to know is no part of what is asked: "our counsel has two questions", "our IT guy keeps
  // asking whether", "my accountant wants to know".
  [
    /\b(our|my) (general counsel|counsel|legal team|it guy|it person|it contractor|it team|accountant|bookkeeper|boss|business partner|partner|cfo|compliance officer|compliance team)( keeps| would| also)? (has|have|asks?|asked|asking|is asking|wants to know|would like to know|like to know|needs to know|wonders|wondering)( whether| if)?\b/g,
    " ",
  ],
  // Turning on call forwarding is no on-call person: "how do i even turn on call forwarding".
  [
    /\b(turn|turns|turning|switch|switches|switching|set|sets|setting) on[- ]call (forwarding|forward)\b/g,
    "$1 up forwarding",
  ],
  // A generic greeting quoted: "or some generic 'thank you for calling'" (not thanks).
  [/\b(generic|some|a|just|standard) ['"]?thanks? you for calling\b['"]?/g, "$1 greeting"],
  // Getting rid of a recording is deleting it: "can i get rid of that recording".
  [/\b(get|getting|gets) rid of\b/g, "delete"],
  // Being set up with someone is the setup call: "do yall set it up w me or am i on my own".
  [
    /\b(do|will|would|can) (y'?all|yall|you|you guys|u|u guys|your team|someone) (set (it|this|everything) up|do the setup|help (me|us) set (it|this) up) (with|w) (me|us)\b|\bam i on my own\b/g,
    "setup call",
  ],
  // Closed on a holiday is a holiday closure, set in the dashboard: "can it tell ppl we're closed
  // thanksgiving day".
  [
    /\b(we'?re|we are|we'?ll be|we will be|be|being|were) closed (on |for )?(thanksgiving|christmas|xmas|new year'?s|easter|the 4th|july 4th|the fourth|labor day|memorial day|a holiday|holidays?)( day| eve| week| weekend)?\b/g,
    "change holiday closures",
  ],
  // What was said on a call is its transcript: "where do i read what was said on a call".
  [
    /\b(what|everything|whatever) (was|got|that was|the caller) (said|says|talked about) (on|during|in) (a|the|that|each|every|my|our) calls?\b|\b(read|see|look at|review|go back (and|to) (read|see)) (what|everything|whatever) (was|got|gets|is) said( (on|from|in|during) (a|the|that|each|every|my|our) calls?)?\b|\b(the )?(whole|entire|full) (conversation|call) (written|typed) (out|down)\b/g,
    "call transcript",
  ],
  // The hours of our sales line: "what hours is your sales line answered".
  [
    /\b(what|which) (hours|times?|days) (is|are|does) (your|ur|the) sales (line|team|phone|number|people|folks)( \w+)?\b|\b((your|ur|the) )?sales (line|team|phone)'?s? hours\b/g,
    "sales hours",
  ],
  // How the bill comes: "is it billed monthly or do i pay yearly".
  [
    /\b(billed|charged|pay|paid|billing)( it)? (monthly|yearly|annually|every month|each month|per year|once a year|by the month|by the year)\b/g,
    "billed how often",
  ],
  // Two places on two plans: "can the cafe be on basic n the food truck on pro", "may the café be on
  // Basic while the restaurant is on Pro".
  [
    /\b(be|is|go|stay|put|have) on (basic|pro)\b.{0,40}\b(and|while|but|n|with) (the|our|my|another|other|one|a) (\w+ ){0,2}(is |be |goes |stays |on )?(on )?(pro|basic)\b|\b(one|a|1) (shop|store|location|restaurant|office|site|truck|branch) on (basic|pro),? (and )?(the )?(other|another|second|2nd)( one| shop| store| location| site| branch)? on (pro|basic)\b/g,
    "one plan per location for two locations",
  ],
  // Set against what the visitor uses now: "is yours like that", "what does yours do that they don't",
  // "how does hostline differ from that".
  [
    /\b(is|are) (yours|you|hostline|it|this|your (ai|host|system|thing)) (like that|the same( thing)?|any different|different)\b|\bwhat (does|do|would|will) (yours|you|hostline|it|your (ai|host|system)) do (that|which) (they|theirs|it|that|mine|ours|an answering service|a receptionist) (don'?t|doesn'?t|can'?t|cannot|won'?t)\b|\bhow (does|is|would|do) (hostline|yours|it|this|your (ai|host|system|service)) (differ|different|compare)\b/g,
    "how is hostline different from an answering service phone menu",
  ],
  // Trying it for a while is the free trial: "can we test yours for a while before we move the number over".
  [
    /\b(test|try|trial) (yours|it|you|you guys|hostline|this|the service|your (ai|host|service|system))( out)? for (a while|a bit|a week|a few weeks|a couple (of )?weeks|a month|some time)\b/g,
    "how does the free trial work",
  ],
  // Selling or sharing callers' details for marketing: "do you sell or share caller info with anyone
  // for marketing", "do you sell caller info to lead gen companies".
  [
    /\b(sell|sells|selling|share|shares|sharing|rent|rents|renting)( or (sell|share|rent))?\b.{0,30}\b(info|information|data|details|numbers|recordings)\b.{0,40}\b(marketing|advertis\w*|advertisers|third parties|anyone|others|lead[- ]?gen\w*|brokers?|spammers|telemarketers)\b/g,
    "do you sell my data",
  ],
  // Signing in through the company's identity provider: "everybody logs in through our Okta".
  [
    /\b(okta|azure ad|entra id|microsoft entra|onelogin|jumpcloud|google workspace login)\b|\blog(s|ging)? ?in (through|with|via) (our|my|the company'?s) (\w+ )?(identity provider|idp|google|microsoft|company account)\b/g,
    "single sign-on sso",
  ],
  // Requiring a second factor for everyone: "make multi-factor authentication mandatory for every member".
  [
    /\b(make|making|set|force|enforce)( \w+)? (multi-factor|multifactor|mfa|2fa|two-factor|two factor)( authentication)? (mandatory|required|compulsory|a must)\b|\b(multi-factor|mfa|2fa|two-factor)( authentication)? (mandatory|compulsory) for\b/g,
    "require mfa for the whole team",
  ],
  // ..."can the owner force everybody to use 2 factor login".
  [
    /\b(force|require|make|get|have) (everybody|everyone|all|all of us|all staff|the whole team|each person|every user|my staff|our staff|people|users|the staff|the team)( \w+){0,3}?( to)? (use|turn on|enable|set up|have) (2fa|mfa|2 factor|two factor|two-factor|2-factor|multi-factor|multifactor)\b/g,
    "require mfa for the whole team",
  ],
  // The TLS version: "what is the minimum TLS version enforced".
  [/\b(minimum|which|what|lowest) (tls|ssl) (version|level)\b/g, "encryption in transit tls"],
  // What the higher plan adds over the lower is their difference: "what does enterprise add over pro",
  // "what do i get with pro on top of basic", "what extra do i get on pro vs basic".
  [
    /\b(?:what (?:does|do|would|will) )?(enterprise|pro)( plan)? (?:add|adds|offer|offers|give|gives|include|includes|have|has|get you|bring|brings)( \w+){0,2}? (?:over|beyond|on top of|that|compared to|compared with|vs|versus|more than) (?:the )?(pro|basic)\b|\bwhat (?:(?:extra|more|else|additional) )?(?:do|does|would|will) (?:i|we|you) (?:actually |really )?get (?:with|on|from|in) (enterprise|pro)( plan)? (?:over|beyond|on top of|that|compared to|vs|versus|more than) (?:the )?(pro|basic)\b/g,
    "difference between $4$7 and $1$5",
  ],
  // ...and what it does that the lower doesn't: "what does enterprise do that pro doesnt", "what am i
  // paying extra for with enterprise that pro doesnt do".
  [
    /\b(?:what (?:does|do|would|will|can) )?(enterprise|pro)( plan)? (?:do|does|can|cover|covers|handle|handles)( \w+){0,2}? that (?:the )?(pro|basic)( plan)? (?:doesn'?t|does not|don'?t|can'?t|cannot|won'?t)\b|\b(?:paying|pay|paid|spend|spending) (?:extra|more)( \w+){0,3}? (?:with|on|for) (enterprise|pro)( plan)? (?:that|over|vs|versus|compared to) (?:the )?(pro|basic)\b/g,
    "difference between $4$9 and $1$7",
  ],
  // Whether Pro is worth its extra over Basic is the difference between them: "is pro really worth it
  // over basic", "what do i actually get for the extra".
  [
    /\b(is )?(pro|the pro plan) (really |actually |even )?worth (it|the (extra|money|upgrade|difference|price))( over (basic|the basic plan))?\b|\bwhat (do|does|would|will) (i|we|they|he|she|you) (actually |really )?get for (the|that|all that|the) (extra|extra money|difference|upgrade)\b(?!\s+[a-z])/g,
    "difference between basic and pro",
  ],
  // ...and its extra in dollars: "worth the extra $300?" weighs Pro against Basic, "$600" Enterprise
  // against Pro.
  [
    new RegExp(
      `\\bworth (the |an |paying )?(extra|additional|more) ${plans.pro.monthlyPrice - plans.basic.monthlyPrice}\\b`,
      "g",
    ),
    "difference between basic and pro",
  ],
  [
    new RegExp(
      `\\bworth (the |an |paying )?(extra|additional|more) ${plans.enterprise.monthlyPrice - plans.pro.monthlyPrice}\\b`,
      "g",
    ),
    "difference between pro and enterprise",
  ],
  // Two places named only by their towns: "two locations on basic, one in mesa one in gilbert".
  [
    /,? ?\b(one|the other|another) (is )?in (?!(english|spanish|basic|pro|enterprise)\b)[a-z]+( [a-z]+)?,? (and )?(one|the other|another) (is )?in (?!(english|spanish|basic|pro|enterprise)\b)[a-z]+\b/g,
    " ",
  ],
  // What the cheaper plan leaves out: "what would i be giving up compared to the next one up".
  [
    /\bwhat (would|do|will|am) (i|we) (be )?(giving up|give up|losing|lose|missing out on|missing|miss out on|miss)\b.{0,30}\b(compared (to|with)|vs\.?|versus|than|by not (going|getting)) (the )?(next|higher|bigger|other|pricier) (one|plan|tier)( up)?\b/g,
    "difference between basic and pro",
  ],
  // A spot, a store or a shop priced is a location: "is it priced per spot or 1 price for the whole biz".
  [/\bper (spot|store|shop|site|restaurant|cafe|café|truck|office|address)\b/g, "per location"],
  // Moving up a plan: "if i bump up to pro whats my monthly gonna be".
  [
    /\b(bump|bumping|move|moving|step|stepping|go|going) (it )?up to (pro|basic|enterprise)\b/g,
    "upgrade to $3",
  ],
  [
    /\b(my|our|the) monthly( bill| cost| payment| charge)? (gonna|going to|would|will) be\b/g,
    "monthly price",
  ],
  // The first charge landing is when the card is billed: "when does the first charge actually hit".
  [
    /\bwhen (does|will|would|do) (the |my |our )?(first |1st )?(charge|bill|payment|billing)( actually| really)? (hit|go through|come through|happen|kick in|start|land)\b/g,
    "when am i first charged",
  ],
  // "if i try it and hate it": the trial, and leaving it.
  [
    /\b(try|test|trial) it( out)? (and|but|then) (hate|dont like|don't like|do not like|not like|decide against) it\b|\b(switch|switch over|sign up|move over) (and|but|then) (hate|dont like|don't like|do not like|not like|regret) it\b/g,
    "trial cancel",
  ],
  // ...and going back to what one had is leaving: "can we go back to our answering service".
  [
    /\b(we|i) (go|going|switch|switching|move|moving) back to (our|my|the) (old |previous |current )?(answering service|receptionist|call center|service|way)\b/g,
    "cancel",
  ],
  // The retention call feared when leaving: "do i have to call and fight with someone for an hour".
  [
    /\b(call (and|to) )?(fight|argue|haggle|beg|wrestle|battle) with (someone|somebody|anyone|a person|a rep|a human|sales|retention|an agent|you guys|you)( for (an hour|hours|ages|a while|forever))?\b/g,
    "cancel",
  ],
  // A notice period asked of the customer: "do i need to give you 30 days notice to cancel".
  [
    /\b(give|giving|need|required|require) (you |u )?(\d+|thirty|sixty|ninety|a month'?s?|one month'?s?) (days?'?s? |months?'?s? )?notice\b/g,
    "notice to cancel",
  ],
  // Some calls, not all: "just have it answer when we're busy, not every single call".
  [/\b(not|instead of) (every|all)( single)?( of)?( (my|our|the))? calls?\b/g, "overflow"],
  // ...and only some hours: "can i just do after hours", "only want it nights and weekends" (not "or
  // just weeknights?", an alternative asked of when it answers, nor "is your support only after hours";
  // nor transfers, summaries or a price at some hours: "transfer to my cell only on weekends").
  [
    /(?<!\b(?:transfer\w*|summar\w*|texts?|cheaper|charge\w*|price\w*|cost\w*|less|support|sales|office)\b.*)(?<!\b(or|support|sales|team|office|staff|you|open|is|are) )\b(just|only)( (do|use it|use it for|need it|need it for|want it|want it for|have it|have it answer|run it|turn it on|for|the calls|calls))?( on| at| for| during| in)? (after hours|after-hours|afterhours|at night|overnight|nights|weekends|nights and weekends|evenings)\b(?!.*\b(?:transfer\w*|summar\w*|texts?|cheaper|charge\w*|price\w*|cost\w*|less|support|sales|office)\b)/g,
    "overflow only after hours",
  ],
  // Who does the setup: "do i just get a login and figure it out myself", "does somebody set it up with me".
  [
    /\b(figure (it|this|everything)( all)? out|set (it|this|everything|all this|all of this|this all|it all|all of it) up|setting (it|this|everything|all this) up|do the setup|build (it|the whole thing|everything|the whole thing out)|configure (it|everything)|program (it|the ai|the host|the bot|everything))( all)? (myself|ourselves|on my own|on our own|by myself|alone)\b|\bwhat (do|would|will) (i|we) (actually |even )?(have|need) to do to (get (this|it) (going|started|set up|running|up and running)|get started|start(?! (my|the|a|our) (free )?trial))\b/g,
    "who sets it up",
  ],
  [
    /\b((somebody|someone|a person|an actual person|a real person|a human|your team|your people|you guys) (set|sets|setting|help|helps) (it|this|everything|me|us)( up)?( with me| for me| with us| for us)?|setup (is )?done by (an actual |a real )?(person|human|someone))\b/g,
    "who sets it up",
  ],
  // Changing things without asking us: "can i do it myself or do i have to email u every time".
  [
    /\b(do i have to|do i need to|do i gotta|have to|need to|must i) (email|e-mail|call|contact|ask|text|message) (u|you|you guys|your team|support|someone|somebody)( every time| each time| for (it|that|every change))?\b/g,
    "dashboard",
  ],
  [
    /\b(change|update|edit|adjust|do) (it|that|them|this|those|everything|all that)( myself| ourselves| on my own| by myself)\b/g,
    "dashboard change",
  ],
  // Training for the owner and the team, not the host's voice: "any kind of training for me and my office manager".
  [
    /\b(any|some|kind of|sort of|offer|get|is there|there) training\b|\btraining (for|on|to learn|about) (me|us|my|our|the staff|staff|the team|using|how)\b/g,
    "webinar",
  ],
  // How forwarding works is about the number, not a system it "works with".
  [/\bhow (does|do|would|will) (the )?(call |number |phone )?forwarding work\b/g, "how forwarding"],
  // A demo given by a person is a live session, not the demo line: "can i get a live demo w someone on
  // zoom", "a live demo with a real person i can join", "a live onboarding walkthru i can hop on".
  [
    /\b(live )?demo (with|w|w\/) (a |an )?(real |actual |live )?(someone|person|human|rep|sales ?rep|salesperson|sales person|somebody|people)\b|\b(demo|walkthrough|walk-through|presentation) (on|over|via|through) (zoom|teams|google meet|meet|a video call)\b|\blive (onboarding |training |group )?(walkthroughs?|walk-throughs?|sessions?|class|classes)\b/g,
    "webinar live session",
  ],
  // A video to learn from is a webinar's recording; a video call is something else.
  [/\bvideos?\b(?! (calls?|calling|chats?|conferenc\w*|meetings?|visits?))/g, "webinar"],
  // "different people at different times", "different people for different stuff": who takes which transfers.
  [
    /\bdifferent (people|persons|numbers|phones|staff|folks|guys)( (for|at|on|with|depending on))? different (times|hours|days|things|stuff|calls|kinds|types|reasons|shifts)( of (calls|stuff|things|problems))?\b/g,
    "transfer staff",
  ],
  // ...or "different people depending on the time", "whoever's on call that week", "whoever's on":
  // who takes the transfers, and when.
  [
    /\bdifferent (people|persons|numbers|phones|staff|folks|guys) (depending on|based on|by|according to) (the )?(time|times|hour|hours|day|days|shift|shifts|schedule|call|caller)\b|\b(to|reach|reaches|gets?|ring|rings) whoever('?s| is)( actually)? (on-call|on call|on)( (that week|this week|tonight|that night|the rotation))?\b|\b(swap|swaps|switch|switches|rotate|rotates|trade|trades|take turns) (the )?(on-call|on call|oncall|call)( (every|each) (week|night|weekend))?\b/g,
    "transfer on-call person who takes them",
  ],
  // "is it one of those robot menus": what it is asked to be, not how many.
  [
    /\b(is (it|this|hostline)|it'?s|it is|this is|are (you|u)|sounds? like) (just )?(another )?one of (those|these|them)\b/g,
    "$1",
  ],
  // A caller who won't have the host wants a person: "a caller just wants the owner and won't talk to a
  // robot".
  [
    /\b(won'?t|will not|doesn'?t want to|does not want to|don'?t want to|refuses? to|refusing to|hates?) (talk|speak|talking|speaking) (to|with) (a |an |the )?(robot|bot|ai|machine|computer)s?\b/g,
    "wants person",
  ],
  [
    /\b(wants?|asks? for|asking for|demands?|demanding|insists? on|insisting on) (to (talk|speak) (to|with) )?(the|your|my|our) (owner|boss)\b/g,
    "$1 person",
  ],
  // The caller's own words, reported: "when a caller says they want to talk to a real person" is a
  // caller wanting a person.
  [
    /\b(callers?|customers?|clients?) (says?|said|asks?|asked|tells? (us|you|the host|the ai)) (that )?(they|he|she) (want|wants|need|needs)\b/g,
    "$1 wants",
  ],
  // A caller saying what happened is the caller with it: "if a caller says their carbon monoxide
  // alarm is going off" asks about the alarm, as "if a caller's CO alarm goes off" does.
  [
    /\b(callers?|customers?|homeowners?|somebody|someone) (says?|said|tells? (us|you|the host|the ai)|mentions?|reports?)( that)? (their|there'?s|a|an|the|his|her|something)\b/g,
    "$1 $5",
  ],
  // Trying says nothing of what it does: "is the bot gonna try to smooth it over itself", "ur ai
  // doesnt try to troubleshoot that".
  [
    /\b(it|bot|ai|host|gonna|going to|will|would|does it|is it|doesn'?t|doesnt|does not|won'?t|wont|will not|never) (try|tries|attempt|attempts) to\b/g,
    "$1",
  ],
  // "once i sign up who am i actually working with": the people who set it up with you.
  [
    /\bwho (am i|are we|will i be|will we be|would i be|would we be|do i|do we) (actually |really )?(working|work|dealing|deal) with\b/g,
    "who sets it up",
  ],
  // Calling one's own host before going live is the test call: "can i call it myself to test before customers start hitting it".
  [
    /\b(call|ring|phone|dial|test) (it|my (own )?(number|line|host)|the (number|line|ai|host|bot)|our (own )?(number|line|host)) (myself|ourselves|a few times|a couple times|first)\b/g,
    "test call",
  ],
  // Whose line a question is about closes it and says nothing of it: "...before it goes live on our
  // hvac line".
  [/\b(customers|callers|calls) on (our|my|the) (\w+ )?(line|phone line|number)(?=\s*([?.!,]|$))/g, "$1"],
  // "can we run a few fake calls before it starts taking real customers".
  [
    /\b((a )?(few|couple( of)?|some|several|\d) )?(fake|practice|dummy|pretend|mock|test|dry[- ]run) (phone )?calls\b|\bdry[- ]runs?\b/g,
    "test call",
  ],
  [
    /\bbefore (it |the host |the ai |we )?(starts? |begins? )?(taking|answering|handling) (real |actual |live )(customers|callers|calls|clients|guests)\b/g,
    "before go live",
  ],
  [
    /\bbefore (real |actual |my |our |the )?(customers|callers|clients|guests|people) (start )?(hit|hitting|get|getting|call|calling|use|using)( it)?\b/g,
    "before go live",
  ],
  // Who built a system makes it the business's own: "a scheduling system my nephew built".
  [
    /\b(that |which )?(my|our|a|some|the) (\w+ )?(nephew|son|daughter|cousin|brother|sister|guy|dev|developer|programmer|freelancer|friend|buddy|it guy|tech guy|agency)( \w+)? (built|made|wrote|coded|developed)(?! (our|my|the|us a|me a|a) (website|site|web site|webpage|page|logo))( (it|them))?( (for|with) (us|me))?( (years|a while|a few years) ago)?\b/g,
    "custom",
  ],
  // How the owner learns what happened on the calls: "how do i know what happened while i was on a job".
  [
    /\bhow (do|will|would|can) (i|we) (know|find out|see|hear) (what happened|who called|what calls came in|about (the |my |our )?calls)\b/g,
    "notified after each call",
  ],
  // Calling out, not answering: "can it call people too or is it only for incoming calls".
  [
    /\b(call (people|customers|clients|them|leads) (too|out)|make (outbound |outgoing )?calls|outgoing calls|outbound calls?|dial out|only (for )?incoming( calls)?)\b/g,
    "outbound",
  ],
  // How soon a person writes back: "if i email support how fast they answer".
  [
    /\bhow (fast|quick|quickly|soon|long)( do| will| does| would| until| till| til| before)? (they|you|support|your team|your support( team)?|u|someone|somebody)( guys)? (answer|reply|respond|write back|get back)\b/g,
    "response time",
  ],
  // Paying a bill on a call is a card payment over the phone: "can customers pay their bill over the phone".
  [
    /\b(customers?|callers?|clients?|guests?|people|patients?) (pay|paying|to pay) (their |a |the |an )?(bill|bills|invoice|invoices|balance|deposit)( over the phone| by phone| on the phone| with (your|the) (ai|host|bot))?\b/g,
    "card payments over the phone",
  ],
  // Trying it with no card given is asking whether the trial needs one: "i can try it without giving you a credit card right".
  [
    /\b(without|no need for|not needing) (giving (you |u )?|putting (in |down )?|entering |handing over )?(a |my |any |our )?(credit |debit )?card( (details|info|number))?\b/g,
    "trial card",
  ],
  // A big party in numbers: "book 30 ppl for a company party".
  [/\b(1\d|[2-9]\d|\d{3}) (people|ppl|guests|persons|pax)\b/g, "$1 big party"],
  // ..."a table for 20".
  [
    /\b(table|reservation|booking|res|rez) for (1\d|[2-9]\d|\d{3})\b(?!\s*(am|pm|a\.m|p\.m|min|mins|minutes|hours?|o'?clock|:|\d))/g,
    "$1 for $2 big party",
  ],
  // Numbers promised on the phone are prices: "i dont want it promising numbers".
  [
    /\b(promis\w*|quot\w*|throw\w* out|throw\w* around|giv\w*|mak\w* up|invent\w*) (any |specific |exact |real |actual |firm )?(numbers|figures|dollar amounts)\b/g,
    "quote prices",
  ],
  // Knowing an emergency is deciding what's urgent: "does it know when its an emergency".
  [
    /\b(know|tell|recogni[sz]e|figure out|decide|understand|detect|spot|catch|notice) (when|if|whether)( (it'?s|its|it is|something is|something'?s|a call is|the call is|a caller has|there'?s|there is))? (an? |a real |an actual )?(emergency|urgent|emergency call|urgent call)\b/g,
    "how does it decide which calls are urgent",
  ],
  // Prices made up on the phone: "will it make up prices", "invents a price".
  [/\b(mak\w* up|invent\w*) (any |a |its own |their own )?(prices?|quotes?|rates?)\b/g, "quote prices"],
  // One of the visitor's shops or offices by its number is a location: "so shop #2 could just be on basic".
  [/\b(shop|store|office|branch|site|location) ?(#|no\. ?|number )\d\b/g, "location"],
  // The host answering only some of the calls is which calls are forwarded: "can it answer only after we
  // close at 5" ("after we close" is read as after hours above); not "...or just weeknights after
  // close?", which asks when it answers, nor "is your support only after hours".
  [
    /\b(it|ai|host|bot|hostline)\b([^,.?!]{0,20}?)(?<!\bor )\b(only|just)( answer\w*| pick\w* up| take\w* (the )?calls)? (afterhours|after hours|at night|nights and weekends)\b/g,
    "$1$2 overflow afterhours",
  ],
  // Two places on two plans are two locations: "can i put the bar on basic and the restaurant on pro".
  [
    /\b(put|have|run|keep|do)( the| my| our| one)? [a-z'#\d ]{1,25}? on (basic|pro|enterprise) and( put| have| keep)?( the| my| our)? [a-z'#\d ]{1,25}? on (basic|pro|enterprise)\b/g,
    "one location on $3 and another location on $6",
  ],
  // A number to practise on, calling as a customer, is the demo line: "is there a practice number i can
  // call pretending to be a customer" (not "our practice line", a dental practice's).
  [
    /\b(a|any|an?other|the|your|ur) (practice|test|trial|sample) (number|line)( (i|we) (can|could) (call|try|ring))?(?=.{0,40}\b(pretend\w*|play(ing)?|pos(e|ing) as|act(ing)? (like|as))\b)/g,
    "demo line",
  ],
  // A sum they'd recover or save is the calculator's estimate: "says i'd recover like $3,900 a month".
  [
    /\b(recover|recovering|save|saving)( like| about| around| up to| maybe| roughly)? \$?\d[\d,]*\b/g,
    "estimate",
  ],
  // Where data lives is where it is stored: "we're in ireland, where does the data actually live".
  [
    /\b(data|information|info|recordings|transcripts)( actually| physically)? (live|lives|reside|resides|sit|sits)\b/g,
    "$1 stored",
  ],
  // The season they have in mind says nothing of what they ask: "another free trial next year when it
  // gets busy again".
  [/\b(when|once|till|until) (it|things|business|work) (gets?|picks?) (busy|slow|up)( again)?\b/g, " "],
  // How often a program may ask before it is cut off is the API's rate limit: "how many times a minute
  // can his program ask you for stuff before you cut it off".
  [/\b(how many )?(times|requests|calls|hits) (a|per) (minute|second) (before|can)\b/g, "api rate limit $5"],
  // When they ask says nothing of what they ask: "cant call the demo right now im on a roof".
  // (Not one opening a sentence: "right now i just check voicemail from the truck" tells how it is now.)
  // (Nor after what they use: "we're using ruby right now" names what they use now.)
  [
    /(?<!(^|[.?!])\s*)(?<!\b(using|with|on|use|have|run|running) [\w.]+ )\b(right now|at the moment)\b(?! (is|are|was|were)\b)/g,
    " ",
  ],
  // Kept from others is kept secure: "how do you keep all that private", "keeps our info confidential".
  [
    /\b(keep|keeps|keeping|kept) (it |that |this |them |all that |all of that |all of it |everything |things |that stuff |it all |(our|my|the|their|callers'?|clients'?) (data|info|information|calls|recordings|transcripts|records|details|files|conversations) )?(private|confidential|safe|secure)\b/g,
    "secure",
  ],
  // Who worries, and who said so, around the question: "my partner is worried the ai will tell
  // somebody...", "im scared of a robot saying...", "my daughter says we should turn on...".
  [
    /\b(my|our) (business )?(partner|wife|husband|daughter|son|kids?|boss|brother|sister|dad|father|mom|mother|nephew|niece|accountant|bookkeeper|office manager)( is| was|'s| are| were)? (worried|scared|afraid|concerned|nervous)( that| about)?\b/g,
    " ",
  ],
  [
    /\b(i'?m|im|i am|we'?re|we are)( a little| a bit| kind of| kinda| really| so| pretty)? (worried|scared|afraid|nervous)( that| of| about)?\b/g,
    " ",
  ],
  [
    /\b(my|our) (business )?(partner|wife|husband|daughter|son|kids?|boss|brother|sister|dad|father|mom|mother|nephew|niece|accountant|bookkeeper|office manager) (says|said|thinks|told me|tells me)( that)? (we|i) should\b/g,
    "should we",
  ],
  // What someone said they'd have to do is the question whether they do: "friend told me i'd have to
  // buy a whole new phone system and number to use hostline".
  [
    /\b(a |my |some )?(friend|buddy|guy|someone|somebody|they|people|rep|salesman|competitor)s? (at \w+( \w+)? )?(told|tells|said|says) (me|us)( that)? (i'?d|i would|i'?ll|i will|we'?d|we would|we'?ll|we will) (have|need|got) to\b/g,
    "do i have to",
  ],
  // A price multiplied by a count is the price per location: "and if i have 3 trucks is that 3x?".
  [
    /\b(is that|is it|would that be|would it be|so that'?s|so it'?s|that'?s) (\d+|two|three|four|five|six)( ?x| times)( the price| as much| that)?\b/g,
    "price per location",
  ],
  // A subscription put on hold is paused, not a caller waiting: "can i put my subscription on hold".
  [
    /\b(put|putting|place|placing) (my|our|the) (subscription|account|plan|service|membership|billing) on hold\b/g,
    "pause my subscription",
  ],
  // "can i grab a copy of my recordings", "can the host grab the caller's address": to get or take.
  [/\b(grab|grabs|grabbing)\b/g, "get"],
  // "will it put people on hold": callers waiting.
  [
    /\b(put|puts|putting|leave|leaves|leaving|keep|keeps|keeping) (people|callers|customers|clients|them|anyone|folks|guests) on hold\b/g,
    // ...which it never does, since it answers every call at once.
    "on hold several calls at once",
  ],
  // "do i type in all my services myself or do you guys load them": who sets it up.
  [
    /\b(or )?(do|will|would|can) (you|u)( guys| all| folks)? (load|enter|add|type|input|put|set) (them|it|those|that|everything)( in| up)?( for (me|us))?\b/g,
    "who sets it up",
  ],
  // "what should i have ready going in": preparing for the setup call.
  [
    /\b(what|anything) (should|do|must|would) (i|we) (have|get|bring|prepare|gather) (ready|together|prepared)\b/g,
    "prepare setup call",
  ],
  // When the setup call happens is how long until it: "when does the setup call happen".
  [
    /\bwhen (does|is|will|would|do) (the |my |our |we )?(get |have )?(the |my |our |a )?setup call( happen| take place| be| get scheduled)?\b/g,
    "how long until setup call",
  ],
  // ...and asked with the "when" last, as typed on a phone: "setup call when", "setup call is when?".
  [/\b(?:the |my |our )?(setup|onboarding) call,? (?:is |happens )?when\b/g, "how long until setup call"],
  // Callers' numbers and details are caller data, not the business's phone number: "do you keep my
  // customers names and addresses".
  [
    /\b(callers|customers|clients|caller|customer|client)'?s?'? (phone numbers|numbers|contact info|personal info|names,? (and|&) (addresses|numbers|phone numbers))\b/g,
    "caller data",
  ],
  // Data used for marketing is data sold or shared: "are my transcripts used for marketing".
  [
    /\b(used|use|using|uses) (them |it |my data |our data |transcripts |recordings )?(for|in) (marketing|advertising|ads|advertisements)\b/g,
    "sell share",
  ],
  // "how long before the ai knows my business", "how long til its answering": the time to go live.
  [
    /\bhow (long|soon|fast|quick|quickly)( realistically)? (before|until|till|til) (the |my |our )?(ai|it|host|bot|hostline|its|it's)( is| will| would| can| be)? (know|knows|learns?|ready|answering|live|up and running|working|picking up)\b/g,
    "how long setup live",
  ],
  // "100 dollars" is the figure, as "$100" is.
  [/\b(\d[\d,]*) ?(dollars?|bucks?|usd)\b/g, "$1"],
  // A day inside the trial is the trial: "and if i cancel on day 13?".
  [
    new RegExp(
      `\\b(on |by |at )?(day (${trialDayNumbers})|the (${trialDayNumbers})(st|nd|rd|th) day)\\b`,
      "g",
    ),
    "$2 during the trial",
  ],
  // ...and the day after it is its end: "what happens on day 15 of the trial", "on day 15 if i forget
  // to cancel".
  [
    new RegExp(
      `\\b(on |by |at )?(day ${site.trialDays + 1}|the ${site.trialDays + 1}(st|nd|rd|th) day)( of (the|my|our) (free )?trial\\b|(?=.{0,40}\\b(trial|cancel\\w*|forget|forgot)\\b)|(?<=\\btrial\\b.{0,40}))`,
      "g",
    ),
    "when the trial ends",
  ],
  // A price raised is a price changed, as the terms put it.
  [
    /\b((?<!\b(i|we|i'?ll|we'?ll|i'?m|we'?re|i am|we are|i do|we do) )(?<!\b(i|we)\b[^.?!]{0,20}\bto )(jack|jacks|jacking|raise|raises|raising|hike|hikes|hiking|bump|bumps|bumping|increase|increases|increasing)( up)? (my|the|your|our|their)? ?(price|prices|rate|rates|pricing)|(price|prices|rate|rates|pricing) (go|goes|going|will go) up|price (increase|increases|hike|hikes))\b/g,
    "price increase",
  ],
  // Told before a price goes up is notice: "do i get any warning", "a heads up before".
  [/\b(any|a|some|advance|enough) (warning|heads[- ]up)\b/g, "$1 notice"],
  // The host switched off is the host stopped ("shut off" is otherwise a water or gas shut-off).
  [
    /\b(ai|host|service|hostline|account|line|bot) (shut|shuts|turn|turns|switch|switches|cut|cuts)[ -]off\b/g,
    "$1 stops",
  ],
  [
    /\b(shut|shuts|turn|turns|switch|switches|cut|cuts) (the |my |our )?(service|ai|host|line|account) off\b/g,
    "$3 stops",
  ],
  // Pointing a line at the host is forwarding it.
  [
    /\b(point|points|pointing|send|route|redirect) (my|our|the) (business |main |office |shop )?(line|number|phone|phones|calls) (at|to|over to) (hostline|you|the ai|the host|it)\b/g,
    "forward",
  ],
  // "is setup extra": a fee asked about.
  [
    /\b(is|are) (the )?(setup|set up|set-up|onboarding|installation|training)( call)? (extra|additional|an extra cost|included|free)\b/g,
    "setup fee",
  ],
  // "will it give them a number": a price, not a phone number.
  [
    /\bgive (them|callers|customers|people|ppl|the caller|the customer|folks) (a |an )?(number|figure|ballpark|price|estimate)\b/g,
    "give them a price",
  ],
  // "is ur host gonna throw out a number": a price guessed on the phone.
  [
    /\b(throw|throws|throwing|toss|tosses|spit|spits) (out )?(a |any )?(number|figure|price)s?\b/g,
    "give them a price",
  ],
  // Kept forever asks how long it is kept: "if i quit do you keep my customers names forever".
  [
    /\b(keep|keeps|store|stores|retain|retains|hang on to|hold on to)\b(.{0,50}?\b(data|info|information|recordings?|transcripts?|names?|numbers?|addresses|details|records|files|calls)) (forever|indefinitely|for good)\b/g,
    "how long do you keep$2",
  ],
  // A line breaking up is a bad connection: "what if the caller keeps breaking up".
  [
    /\b(call|line|connection|signal|voice|audio|they|caller|customer|he|she)( keeps?| is| are| starts?)? (breaking|breaks|break) up\b/g,
    "$1 bad connection",
  ],
  // Whose side something happens on is no end of anything: "who does the setup on your end".
  [/\b(on|at|from) (your|our|my|their|his|her|the other|hostline'?s) (end|side)( of things)?\b/g, " "],
  // "this chat isnt cutting it": not helping, nothing cut.
  [/\b(isn'?t|isnt|is not|not|ain'?t|aint) cutting it\b/g, "isn't helping"],
  // Signing a caller up is booking them: "can it actually sign them up tho or just talk about it".
  [
    /\bsign (them|him|her|people|ppl|folks|customers|callers|the caller|the customer|new customers) up\b|\bsign up (new )?(customers|callers|clients)\b/g,
    "book them",
  ],
  // ...rather than only talking about it: "or just talk about it" is the host's talk, not ours.
  [/\bor (just |only )?(talk|talks|chat|chats) about (it|them|that|the plans?)\b/g, "or answer questions"],
  // A trial for each of several shops is a second trial for the same business: "can i trial it at
  // both shops at the same time".
  [
    /\b(trial|try|test) (it |hostline |this |the host )?(at|for|in|on|across) (both|two|all|each of|several|multiple|\d+) (of (my|our) )?(\w+ )?(shops|locations|stores|restaurants|offices|sites|branches|trucks|spots)\b( at the same time| at once| together| simultaneously)?/g,
    "second trial same business",
  ],
  // Programs a host connects to are software: "what programs does it connect to".
  [
    /\bprograms?\b(?=.{0,30}\b(connect|connects|integrat\w*|work with|works with|sync|syncs|hook|hooks|talk to|talks to|plug into)\b)/g,
    "software",
  ],
  [
    /\b((?:connect|connects|integrates?|works?|syncs?|hooks?(?: up)?|plugs?) (?:in)?(?:to|with) (?:any |which |what |other |my |our )?)programs?\b/g,
    "$1software",
  ],
  // The product doing a thing for you: "or does your system do that".
  [
    /\b(does|will|can|would) (your|the) (system|software|platform|service) (do|handle|take care of|say) (that|it|this)\b/g,
    "$1 the host $4 $5",
  ],
  // Where the business's data lives: "is it stored in your system", "from your system".
  [/\b(in|on|from|into|inside) your (system|systems)\b/g, "$1 your database"],
  // Going in blind is going without the details: "does he get any info or go in blind".
  [
    /\b(go|goes|going|went|walk|walks|walking|show|shows|showing) (in|up) (blind|cold)\b/g,
    "$1 without the details",
  ],
  // A street out is the utility's outage: "half my after hrs calls are the whole street being out".
  [
    /\b(the |a )?(whole|entire) (street|block|neighborhood|neighbourhood|subdivision)( is| being| was| are| going| goes| went)? (out|dark|without power)\b|\b(knocks?|knocked|knocking|takes?|took|taking) out (the )?(power (on|to|for|in) )?(the )?(whole |entire )?(street|block|neighborhood|neighbourhood|grid|power lines?)\b/g,
    "street power outage neighbors",
  ],
  // A pipe that's busted burst: "someone calls at 2am with a busted pipe".
  [
    /\b(busted|bust|blown|broke|broken|exploded|split|cracked) (water )?(pipes?|water lines?|water mains?)\b/g,
    "burst $3",
  ],
  // ...and water loose in the house is one: "calls in the middle of the night with water spraying everywhere".
  [
    /\bwater (is )?(spraying|gushing|pouring|shooting|spewing|coming|pooling) (everywhere|out|in|all over( the \w+)?)\b/g,
    "burst pipe",
  ],
  // Seeing it with one of our people is a demo with sales: "my partner wants to see it live with
  // someone from your team".
  [
    /\b(see|watch|walk through|go over|demo) (it|hostline|this|the (product|host|ai|dashboard|thing))( live| in action| working)? with ((someone|somebody|a person|person|a rep) (from|on|at) (your|the) (team|company|side|end|sales team)|one of you|one of your (people|guys|reps)|your team)\b/g,
    "talk to sales live demo",
  ],
  // Asked what's in a dish is an allergy question: "asks if the curry has nuts in it".
  [
    /\b(ask|asks|asking|asked|wants? to know|calls? to ask)( \w+){0,3} (if|whether) (the |a |our |your |this |that )?(\w+ ){0,2}(has|have|contains?|is made with|got|uses) (any )?(nuts|peanuts|gluten|dairy|shellfish|sesame|soy|eggs|allergens?)( in (it|them))?\b/g,
    "allergy questions",
  ],
  // Something happening, asked how fast we tell: a security incident ("if something happens on your end
  // how fast do you tell us").
  [
    /\bif (something|anything) (bad )?(happens|goes wrong|were to happen|ever happens)\b(?=.{0,25}\bhow (fast|quickly|soon) (do|will|would) (you|hostline|you guys) (tell|notify|inform|let (us|me) know|warn)\b)/g,
    "if there is a security incident",
  ],
  // A call written down is its transcript: "can i see what was said, like a written version".
  [
    /\b(a |the )?(written|typed|text) (version|copy|record|transcript)( of (the|each|every|that) call)?\b/g,
    "transcript",
  ],
  // ...and the short note it is weighed against is no other thing asked: "do i get the whole
  // conversation written out or just a one line note like my service sends".
  [
    /\btranscripts?( or (just |only )?(a |an )?(one line|one-line|short|quick|little|brief) (note|message|summary|blurb)s?( like [a-z ]{0,30}?\b(sends?|gives?|does|leaves?))?)\b/g,
    "transcript",
  ],
  // The day one signs up is the setting: "if i sign us up monday how soon is it answering".
  [
    /\b(sign (us|me|my \w+|the \w+) up|sign up|signed up|subscribe)( on)? (monday|tuesday|wednesday|thursday|friday|saturday|sunday|today|tomorrow|tonight|this week|next week)\b/g,
    "sign up",
  ],
  // Paying is paying however it is put: "can i hear it before i put a card down for anything".
  [
    /\bbefore (i|we) (put|putting|plunk) (a |my |our |the |any )?(credit )?card (down|in)( for anything)?\b/g,
    "before i pay",
  ],
  // How it should be explained is no part of what: "explain basic vs pro like i'm the one writing the check".
  [
    /\b(explain|break down|walk me through|tell me about)\b(.{1,40}?)\b(like|as if) (i'?m|im|i am)\b[^.?!]*/g,
    "$1$2",
  ],
  // Who says it is no part of it: "our accountant says we need a data processing agreement".
  [
    /\b(our|my) (accountant|bookkeeper|lawyer|attorney|it guy|it person|it contractor|partner|business partner|boss|wife|husband|compliance (person|officer|guy)|insurance (company|agent)) (says|said|tells me|told me|told us|tells us|wants to know|asked|asks|insists)( that)?\b/g,
    " ",
  ],
  // ...and whoever it was heard from: "one of your competitors said", "my buddy told me", "i read
  // somewhere that", "is it true that" (not "where can i read what the ai told them", where to read it).
  [
    /\b(one of your competitors|a competitor|your competitors?|another (vendor|company|ai company)|a (friend|buddy|guy|review|reviewer|blog|blog post|reddit post|forum post|video)|(my|our) (buddy|friend|brother|sister|cousin|neighbou?r|dad|mom|dev|developer|it guy|office manager|manager)|some(one| guy| review| site))( [^,.?!]{1,40}?)? (says|said|tells me|told me|told us|mentioned|claims?|claimed|wrote|swears)( that)?\b|^(friend|buddy|cousin|brother|sister|neighbou?r|people|everyone|everybody) (say|says|said|tell me|told me|told us)( that)?\b|\bis it (really )?true( that)?\b|\b(sounds|seems) (made up|too good to be true|fake|like marketing)\b|\b(i|we) (heard|read|saw)(?! (what|everything|whatever)\b)( (somewhere|online|on reddit|in a review|on a forum|in an ad|from (a|my|our) \w+))?( that)?\b/g,
    " ",
  ],
  // Doubt said in a word: "is the 99% number legit or marketing fluff" asks whether it is real; "just a
  // glorified voicemail" is a voicemail.
  [
    /\b(legit|for real|real|true|accurate|believable|honest)( or| and not) (just )?(pure |all )?((marketing|sales)( fluff| hype| bs| spin| talk)?|fluff|hype|bs|spin)\b|\b(marketing|sales) (fluff|hype|bs|spin)\b/g,
    " real ",
  ],
  [/\bglorified\b/g, " "],
  // "sales open what hours, im in california": where the visitor is, beside when or whether we answer,
  // unless the question is about their data (California's privacy law is the only thing the site says
  // of a state).
  [
    /\b(i'?m|i am|we'?re|we are|were|(i'?m |we'?re |we are )?based|(i'?m |we'?re |we are )?located) (in|out of) (california|cali|socal|norcal|southern california|northern california)\b(?:(?<=\b(?:hours?|open|time|times|sales|serve|available)\b.*)|(?=.*\b(?:hours?|open|time|times|sales|serve|available)\b))(?<!\b(?:privacy|data|ccpa|cpra|personal information|rights?|laws?|delete|opt out|sell|record\w*|consent|legal\w*|lawful|illegal)\b.*)(?!.*\b(?:privacy|data|ccpa|cpra|personal information|rights?|laws?|delete|opt out|sell|record\w*|consent|legal\w*|lawful|illegal)\b)/g,
    " ",
  ],
  // "do you train it on my business", "does it learn my business": what the host knows about it.
  [
    /\b(train|trains|trained|training|teach|teaches|taught|learn|learns|learned|learning)( it| the (ai|host|bot))?( on| about)? (my|our) (business|company|shop|services)\b/g,
    "ai know about my business",
  ],
  // "what does it say if someone asks do i have a case": the caller asking it, in the caller's words.
  [
    /\b(someone|somebody|a caller|the caller|callers|people|a client|clients|they) (asks?|asking|wants? to know|wonders?|says?)( it| you| the (ai|host|bot))?( if| whether|,)? (do i|do they|does he|does she|if they|whether they|if i|i|they) (have|got|has) a (good |strong |real |decent )?case\b/g,
    "a caller asks if they have a case",
  ],
  // "can it book free consultations": a law firm's free case evaluations (not our sales consultation).
  [
    /\bfree (consultations?|consults?|case reviews?|case evaluations?|evaluations?)\b/g,
    "free case evaluation",
  ],
  // "can it handle a party of 20": a large party, whatever its size.
  [
    /\b(can (it|you|the (ai|host|bot)) (handle|take|book|do)) (a )?(party|group) of \d+\b/g,
    "$1 a large party",
  ],
  // "does it charge people a trip fee": the business's fee, told to the caller (the host takes no payment).
  [
    /\b(does|will|can|would) (it|the (ai|host|bot)) (charge|bill) (people|callers?|customers?|clients?|homeowners?|them)\b(?= (a|an|the|our|my|your) ([\w-]+ ){0,2}(fee|fees|rate|rates|price|prices)\b)/g,
    "$1 $2 tell callers",
  ],
  // "can i download my data": exporting it.
  [
    /\b(download|downloading|downloaded)( a copy of)?( all)? (my|our|the|your) (data|call data|recordings|call recordings|transcripts|calls|call history|records|stuff)\b/g,
    "export $4 $5",
  ],
  // "what if i forget to cancel": not doing it.
  [/\b(i|we) (forget|forgot|don'?t remember|do not remember|neglect) to\b/g, "$1 dont"],
  // "demo number for electric pls": the trade, said short.
  [
    /\b(demo|demo number|demo line|number|line|plan|price|pricing) for electric\b(?! (cars?|vehicles?|bills?|heat|heaters?))/g,
    "$1 for electrical",
  ],
  // ...and what it costs, said beside the doubt: "just a voicemail for $600" asks what it is.
  [
    /\b(just|only|basically|merely|nothing but|more than) +((?:an? +)?(?:\w+ +){1,2})for \$?\d[\d,]*( bucks| dollars)?( (a|per|each) (month|mo))?\b(?! (days?|weeks?|months?|years?|hours?|minutes?|calls?|locations?|people|users?|techs?|trucks?|seats?)\b)/g,
    "$1 $2",
  ],
  // The number to call to hear it is the demo line: "whats the number to call and hear how it deals
  // with a burst pipe call".
  [
    /\b(what'?s|whats|what is|give me|is there) (the|a) (number|line|phone number) (to call|i (can )?call|to try|to test|to ring)\b(?=.{0,30}\b(hear|listen|try it|test it|try the|test the|see how)\b)/g,
    "demo line number",
  ],
  // A demo heard without a phone is the one in the browser: "any way to hear it without calling".
  [
    /\bwithout(?<=\b(hear|try|test|demo|listen|sample)\b.{0,40}without) (calling|phoning|dialing|dialling|picking up the phone)( in| anyone| the demo( line)?)?\b/g,
    "in the browser",
  ],
  // ...which the visitor's computer is: "try it without calling, like from my laptop".
  [
    /\b(like )?(from|on)(?<=\bin the browser\b.{0,10}(like )?(from|on)) (my|a|the) (laptop|computer|pc|desktop)\b/g,
    " ",
  ],
  // Cancelling without a call is cancelling from the dashboard: "can i cancel without having to call
  // anyone and get talked out of it", "do i have to call and get talked out of it by a sales guy".
  [
    /\b(without|no|not)(?<=\b(i|we|to)\s+cancel\w*\b.{0,60}(without|no|not)) (having to |needing to |need to )?(call|calling|phone|phoning|talk to|talking to|speak to|speaking to|speak with) (anyone|anybody|someone|somebody|a person|a human|sales|you|a sales ?(guy|rep|person))\b|\b(do|would|will) i(?<=\b(i|we|to)\s+cancel\w*\b.{0,60}(do|would|will) i) (have|need) to (call|phone|talk to|speak to|speak with)( (someone|anyone|sales|a person|you))?\b|\b(and )?(get|getting|be|being) talked out of (it|cancel\w*)( by (a|some|the|your) sales ?(guy|rep|person|team|people))?\b/g,
    " from the dashboard ",
  ],
  // A tag after a claim asks nothing of its own: "you sell the caller data, right, thats how its so
  // cheap", "setup takes 2 weeks yeah?".
  [
    /\s\b(right|yeah|yea|correct|eh|huh)$|\s\b(legit|accurate|true)( or (not|did|was|is|are|just|a)\b.*)?$|\b(that'?s|thats|is that|which is) (how|why) (it'?s|its|it is|you keep (it|prices|the price)|you'?re|you are|the price is|prices are) (so )?(cheap|low|affordable|inexpensive)\b/g,
    " ",
  ],
  // How short the visitor wants it is no part of the question: "pro vs basic in like two lines".
  [/\bin (like |about |just )?(one|two|three|a few|1|2|3) (lines?|sentences?|words)\b/g, " "],
  // Someone under 18 asks whether they may sign up: the Terms' age.
  [
    /\b(i'?m|im|i am) (only )?(1[0-7]|thirteen|fourteen|fifteen|sixteen|seventeen)( years old| yrs old| yo)?\b(?! (minutes?|mins?|miles?|hours?|hrs?|calls?|employees?|people|seconds?|secs?|days?|weeks?|months?|trucks?|vans?|locations?|stores?|shops?|percent|k|grand|dollars?|bucks|feet|ft|blocks?|away|out|from|into))|\bunder 18( years old)?(?= (and|to|can|so|but|is|if)\b.{0,30}\b(sign|use|trial|account))|\b(i'?m|im|i am) (a )?minor\b/g,
    "age at least 18 to use",
  ],
  // No longer using the service is cancelling: "if I stop using the service someday".
  [
    /\b(if|when|once) (i|we) (ever )?(stop|quit) using (hostline|you|you guys|your service|the service)( someday| one day| eventually| later)?\b/g,
    "if i cancel",
  ],
  // Live training is the sessions on the Webinars and Community pages: "do you do any live training for
  // new customers" (not a live demo call).
  [/\blive (training|trainings)( sessions?| classes?| calls?)?\b/g, "training webinar"],
  // The day after the trial is when it ends: "what happens on day 15".
  [
    new RegExp(`\\b(on |at )?day (${site.trialDays + 1})\\b(?= of (the|my) trial|\\s*\\??\\s*$)`, "g"),
    "when the free trial ends",
  ],
  // Getting out of it is cancelling: "if i hate it after 2 months how do i get out, any fee?".
  [
    /\bhow (do|can|would) (i|we) (get out|back out|bail)( of (it|this|the service|hostline|the plan))?\b/g,
    "how do i cancel",
  ],
  // What one keeps on leaving is the export: "do i get to keep my call recordings if i leave", "if i
  // cancel do i lose my call history right away".
  [
    /\b(keep|get|take)( to keep)? (my|our|all my|all our|the) (call )?(recordings|transcripts|data|call history)( with (me|us))? (if|when|after|once) (i|we) (leave|cancel|quit)\b|\b(lose|losing)(?<=\b(leave|cancel|quit)\w*\b.{0,40}(lose|losing)) (my|our|all my|all our|the) (call history|recordings|transcripts|data)\b/g,
    "export my call data when i cancel",
  ],
  // ...and so is a copy of one's own calls taken away: "and can i grab a copy first", "download a copy
  // of the recordings" (not a copy of the demo call, a quote or the contract).
  [
    /\b(get|download|save|take|pull) (a |an )?(full |complete )?(copy|copies)( of (my|our|the|all( of)?( my| our| the)?) (calls|call recordings|recordings|transcripts|call data|data|call history))?\b(?! of\b)/g,
    "export a copy",
  ],
  // A business the site doesn't name: "locksmith here, you dont list locksmiths anywhere".
  [
    /\byou (don'?t|dont|do not) (list|mention) (?!(prices|pricing|rates|fees|contracts?|terms|integrations?|discounts|hours|numbers)\b)(\w+s) (anywhere|on (your|the) (list|site|website|page))\b/g,
    "not on your list",
  ],
  // "is after-hours-only an option": only after hours.
  [/\bafter[- ]hours[- ]only\b(?= (an? )?option)/g, "only after hours forwarding"],
  // Whoever works the front desk: "can my office gal see the calls but not mess with settings".
  [
    /\b(my|our|the) (office|front desk|front-desk) (gal|gals|girl|girls|lady|ladies|guy|guys|person|people|folks)\b/g,
    "front-desk staff",
  ],
  [
    /\b(mess|messing|mess around|fiddle|fiddling|play|playing) with (the |my |our |any )?settings\b/g,
    "change settings",
  ],
  // A computer on the line is the AI: "does it tell people its a computer".
  [
    /\b(it'?s|its|it is|they'?re talking to|talking to) (a |an )?(computer|robot|machine|bot)\b/g,
    "they're talking to an ai",
  ],
  // Changing something oneself rather than asking us: "can i change prices and hours myself or do i
  // email you each time", "do i have to call u guys to update the bot".
  [
    /\b(myself|ourselves|on my own|on our own)?\s*\bor (do|would|will|must) (i|we) (have to |need to |gotta )?(email|e-mail|call|contact|text|ask|message) (you|u|your team|support|someone|hostline)( guys)?( each time| every time| for (it|that|each change|every change))?\b/g,
    " myself in the dashboard ",
  ],
  // Data sold to partners is data sold: "you sell the caller data to marketing partners".
  [
    /\b(sell|sells|selling|sold) ((\w+ ){0,4})to (our |your |their )?(marketing |advertising |ad )?(partners|companies|firms|agencies)\b/g,
    "sell $2to marketers",
  ],
  // Nobody told is no notice: "raise prices whenever without telling anyone".
  [
    /\bwithout(?<=\b(price|prices|pricing|rates?|terms|change|changes|raise|increase)\w*\b.{0,40}without)( (telling|warning|notifying) (anyone|anybody|us|me|you|customers)| (any )?warning)\b/g,
    "without notice",
  ],
  [
    /\bbefore (signing up|signup|sign ?up|we sign|signing|onboarding|working) with (any|a|every|a new|the) (vendor|vendors|company|provider|service)\b|\bbefore (any|a|every|the|a new) (vendor|provider|service) (goes live|is approved|gets approved|can start|starts|is used)\b/g,
    " ",
  ],
  // An inbox of one's own is an e-mail address: "can the summaries go to my bookkeeping email too".
  [
    /\b(my|our|the) (bookkeeping|accounting|office|work|personal|admin|manager'?s|front desk) (email|e-mail|inbox)\b/g,
    "$1 e-mail",
  ],
  // Logins the team already has are single sign-on: "log in with our company accounts instead of separate passwords".
  [/\binstead of (separate|different|individual|more|extra|new|another set of) (passwords|logins)\b/g, "sso"],
  // Leaving is cancelling: "if you change your terms and we dont like the new ones can we get out".
  [
    /\b(can|could|may) (we|i) (get|walk) (out|away)( of (it|this|the (contract|agreement|plan|subscription)))?(?=\s*([?.!]|$))/g,
    "can $2 cancel",
  ],
  // "whats the number to just call you": the sales line.
  [
    /\b(number|phone number|line) to (just )?(call|ring|phone|reach) (you|you guys|your team|sales)\b/g,
    "sales phone number",
  ],
  // Part of a house without power is an outage in the house: "caller has half the house dark".
  [
    /\b(half|part|some|most) (of )?(the|my|our|their|his|her) (house|home|place|building|shop)( is| went| has gone| has)? (dark|out|without power|no power|lost power)\b/g,
    "outage in the house",
  ],
  // A caller's fright beside what they report is the setting: "the CO alarm is going off and theyre panicking".
  [
    /(\band|,) (they'?re|theyre|he'?s|hes|she'?s|shes|they are|he is|she is) (panicking|panicked|freaking out|scared|terrified|hysterical|crying|frantic)\b/g,
    " ",
  ],
  // Who teaches the host the business is who sets it up: "who actually trains the ai on our business".
  [
    /\bwho (actually |really )?(trains|teaches|programs|sets up|configures) (the|our|my|your) (ai|host|bot|system)\b/g,
    "who sets it up",
  ],
  // A phone line described is a phone line: "does it work with my plain old landline".
  [
    /\b(plain|regular|normal|ordinary|standard|old)( old)? (landline|land line|phone line|phone system|business line)\b/g,
    "$3",
  ],
  // What the old service did is the comparison, not the question: "does your ai just take a message like
  // my old answering service did".
  [
    /\blike (my|our|the|a) (old|last|previous|current|cheap) (answering service|voicemail|call center|call centre|receptionist|bot|service|system|company)( did| does| used to| would)?\b/g,
    " ",
  ],
  // Whether callers know it's an AI is whether they must be told: "do my callers know theyre talking to an
  // ai", "will callers know its a robot".
  [
    /\b(do|will|would|can|does) (my |our |the )?(callers?|customers?|people|guests|clients|patients) (know|realize|realise|tell|notice|find out|figure out|can tell)( that)? ((they'?re|theyre|they are|it'?s|its|it is|they'?ll be) (talking|speaking) (to|with)|(it'?s|its|it is|that'?s|this is) (an? )?(?=(ai|a\.i\.|robot|bot|machine|computer)\b))/g,
    "do i have to tell callers they're talking to ",
  ],
  // The cheapest way to have calls answered is the cheapest plan: "whats the cheapest way to just have every call answered".
  [/\bcheapest (way|option|thing|package|route|setup)( to)?\b/g, "cheapest plan price"],
  // Where calls end up is where their details go: "where do the calls actually end up so nothing falls thru the cracks".
  [
    /\bwhere do (the )?(calls|messages|call details) (actually |really )?(end up|go|land|wind up|get sent)\b/g,
    "where do call notifications go",
  ],
  [
    /\b(so )?(nothing|no calls?|nobody|no one|no messages?) (falls|slips|fall|slip) (thru|through|between) the cracks\b/g,
    " ",
  ],
  // Hearing a recording is listening to it: "who can hear my recordings".
  [
    /\b(hear|hears) (my|our|the|their|your) (call )?(recordings|recorded calls|call recordings)\b/g,
    "listen to $2 call recordings",
  ],
  // Training on callers' calls is the use of their data: "do you train your ai on our customers' calls".
  [
    /\btrain(s|ing|ed)? (your|the|its|their|an|a) (ai|model|models|bot|system|llm) (on|with|using) (my |our |the |their )?(customers'?|callers'?|clients'?) (calls|call data|data|recordings|transcripts|conversations)\b|\b(use|uses|using|used) (our|my|customers'?|callers'?|the|their) (customers'? |callers'? )?(calls|call data|caller data|recordings|transcripts|data|conversations) (to|for) (train|training)\b/g,
    "caller data used to improve your ai",
  ],
  // Which prices it may say is which prices it quotes: "how do we control which prices it's allowed to say".
  [
    /\b(which|what) (prices|price|fees|numbers|rates) (it'?s|it is|the host is|the ai is|the bot is|its) (allowed|able|permitted|supposed) to (say|quote|give|tell( callers)?|mention)\b/g,
    "which prices the host quotes",
  ],
  // A company bought is the buyer or successor the policy names: "what happens to my data if you get acquired".
  [
    /\b(you|hostline|the company|your company) (get|gets|got|are|is|were|was) (acquired|bought( out)?|sold)\b|\b(in|after) (a|an) (merger|acquisition|sale of (the|your) (company|business))\b|\b(someone|somebody|a bigger company|another company) (buys|acquires|bought) (you|hostline)\b/g,
    "buyer or successor merger",
  ],
  // Changing the terms is the Terms' changes section: "can you change the terms on me".
  [
    /\b(change|changes|changing|update|updates|updating|rewrite) (the|your|these) (terms|tos|terms of service|contract)( on (me|us))?\b/g,
    "changes to these terms",
  ],
  // Where it was read says nothing of what: "what did your article say about touch tone menus".
  [
    /\b(what )?(did|does|do) (your|the|that|this) (article|blog post|blog|post|guide) (say|says|said|mention|recommend|suggest)( about)?\b|\b(according to|in|from) (your|the|that|this) (article|blog post|blog|post|guide)\b/g,
    " ",
  ],
  // A country of the EEA or the UK is what the privacy policy calls it: "a small branch in ireland".
  [
    /\b(ireland|germany|france|spain|italy|netherlands|belgium|portugal|austria|sweden|denmark|finland|poland|greece|the eu|europe|european union)\b/g,
    "eea",
  ],
  [/\b(britain|great britain|england|scotland|wales|northern ireland)\b/g, "uk"],
  // Asking for details says nothing of what: "can you give me something specific".
  [
    /\b(give|send|share|tell) (me|us) (something|anything|some details|the details|details|more)( more)? (specific|concrete|in writing|detailed|official)\b/g,
    " ",
  ],
  // Passing the answer on to someone is no call forwarding: "something specific i can forward to him".
  [
    /\b(i|we) (can|could|will|would) (forward|pass) (it|this|that|the answer|your answer)( (on|along))? to (him|her|(my|our) (it|boss|partner|contractor|guy|manager|accountant|lawyer|attorney|compliance)( \w+)?)\b|\b(forward|pass|e-?mail) (it|this|that) (on |along )?to (him|her|my boss|my partner|our it \w+|my it \w+)\b/g,
    " ",
  ],
  // A call that ends is no trial that ends: "what does the firm get after a call ends".
  [
    /\b(after|when|once) (a|the|each|every) (phone )?call (ends|is over|wraps up|is done|gets done)\b/g,
    "after the call",
  ],
  // Data left lying about is data stored: "is that encrypted or just sitting somewhere".
  [
    /\b(just )?(sitting|lying|laying|sits|floating) ((somewhere|around|out there)( on (a|some|your) servers?)?|on (a|some) servers?|in the open)\b/g,
    "stored at rest",
  ],
  // A price given on a call is a price: "a ballpark on a full system replacement over the phone".
  [
    /\b(price|prices|pricing|quote|quotes|estimate|estimates|ballpark|number)\b(.{0,40}?) (over|on) the phone\b/g,
    "$1$2",
  ],
  // A system sized in tons is heating and cooling: "a price on a new 3 ton system".
  [/\b(\d(\.5)?|two|three|four|five)[- ]ton (system|unit|ac|condenser|heat pump)s?\b/g, "hvac system"],
  // "a number to call to hear it": the demo line.
  [/\b(number|line) (to|i can|we can) call (to|and) hear\b/g, "demo call"],
  // How long until the host answers is how long setup takes.
  [
    /\bhow (long|soon|fast|quickly)( (till|til|until|before|will it take|does it take|would it take))?( (for|till|until|before))? (it|its|it's|it is|the ai|the host|hostline|this|you|i|we|my phones?|calls)\b.{0,25}\b(answering|live|up and running|running|ready|set up|working|taking calls)\b/g,
    "how long setup live",
  ],
  // A feeling in a condition says nothing of what is asked: "if i hate it how do i cancel".
  [
    /\bif (i|we) (hate|dislike|don'?t like|do not like|don'?t love|change (my|our) minds?|'?m not happy with|am not happy with|are not happy with|aren'?t happy with|'?m not sold on)( it| this| the service| hostline)?\b/g,
    " ",
  ],
  // A person who quit is the setting, not a cancellation: "my receptionist quit friday".
  [
    /\b(receptionist|secretary|assistant|employee|staffer|office manager|dispatcher|front desk|answering service|girl|guy) (just |already )?(quit|quits|left)\b/g,
    " ",
  ],
  // Giving notice is about leaving: "how much notice do i have to give before cancelling".
  [/\b(how much |any )?notice (do|would|should|must) (i|we) (have to |need to )?give\b/g, "cancel any time"],
  // A text to the owner or the team is a notification; a text to the caller is a confirmation.
  [
    /\b(texts?|texting) (me|us|my (guy|guys|tech|techs|team|staff|plumber|electrician|on call|on-call|oncall)( \w+)?|the (tech|on call|on-call|oncall|plumber|electrician)( \w+)?)\b/g,
    "notify text",
  ],
  [
    /\b(i|we|me|us|my (guy|guys|tech|techs|team|staff)|(the|my|our) (on call|on-call|oncall)( \w+)?|(the|my|our) (plumber|electrician|tech|technician)s?( on call| on-call)?) (get|gets|getting|receive|receives) (a |an )?(text|texts|sms)\b/g,
    "notify text",
  ],
  [
    /\b(send|sends) (me|us|my (guy|guys|tech|techs|team|staff)|the (tech|on call|on-call|oncall)( \w+)?) (a )?(text|texts|sms)\b/g,
    "notify text",
  ],
  // Being told is being notified: "if you get breached how quickly would we be told".
  [/\b(be|get|gets|getting|are|were) (told|informed|notified|alerted|warned)\b/g, "notify"],
  // ...and so is finding out: "if you get hacked how fast do i find out".
  [/\b(i|we) (find out|hear about it|get word)\b/g, "notify"],
  // Shops counted are locations: "2 shops on pro", "the little satellite location", "and if i have 3 shops".
  [
    /\b(\d+|two|three|four|five|six|seven|eight|nine|ten|several|multiple|a few|many|more|other|another|second|satellite|each|every) (shops?|stores?|sites?|offices?|locations?|branches|branch|restaurants|clinics|practices|salons|franchises)\b/g,
    "$2 location",
  ],
  // "is it double?" for a second location: the price per location.
  [
    /\b(is it|would it be|so it'?s|it'?s|is that) (double|twice|2x|two times)( the price)?\b/g,
    "price each location",
  ],
  // What a plan gets you is what it includes: "what extra do i get with enterprise".
  [
    /\bwhat( extra| else| more| additional)?( stuff| features)? (do|would|will|does) (i|we|you|one) (actually |really )?get\b/g,
    "what include",
  ],
  // Whoever calls is a caller: "someone calls about a wasp nest", "a lady calls at midnight".
  [
    /\b(someone|somebody|anyone|anybody|a customer|a client|a guy|a lady|a woman|a man|a mom|a dad|a homeowner|a tenant|an old lady|old lady|old man) (calls|rings|phones|phoned|called|calling)\b/g,
    "caller",
  ],
  // A case the firm doesn't take is a caller who isn't a fit: "a case type we dont handle", "out of
  // state", "already have a lawyer", "we only do injury".
  [
    /\b(cases?|case types?|matters?|calls?|callers?)\b( \w+){0,3} (we|our firm|the firm) (don'?t|do not|never|won'?t|wouldn'?t|can'?t|dont) (take|handle|do|practice|want)\b|\b(we'?d|we would) never take\b|\b(crash|accident|case) (was |is |happened )?(out of state|in another state|in a state we)\b|\bout of state\b|\balready (have|has|got) (a |an )?(lawyer|attorney)\b|\bwe only (do|take|handle) (injury|auto|pi|personal injury)\b/g,
    "caller isn't a fit",
  ],
  // "Do I have a case?" is a caller's question about their case, whoever asks it.
  [
    /\b(i|they|he|she|you|someone|somebody) (have|has|got) a (good |great |strong |real |valid |solid )?case\b/g,
    "caller case",
  ],
  // "when does it actually start answering my phone": how soon it is live.
  [
    /\bwhen (does|will|would|can|do) (it|the ai|the host|hostline|this|this thing|you|your ai) (actually |really )?(start|begin|be) (answering|taking calls|picking up|working|live|up and running)\b/g,
    "how long setup live",
  ],
  // Holding on to data is keeping it: "how long do u hang onto it".
  [/\b(hang|hangs|hanging|hold|holds|holding) ?on ?to\b/g, "keep"],
  // Notice given before leaving is about cancelling: "do i need to give 30 days notice to cancel".
  [
    /\bgive (\d+|thirty|sixty|a month'?s?|two weeks'?|any|advance)( days?'?)? (notice|heads up)\b/g,
    "cancel any time",
  ],
  // Hearing it before paying is the demo: "is there a way to hear it before i pay".
  [
    /\bhear (it|the ai|the host|the bot|a sample|an example|how it sounds|what it sounds like)( in action| first| working)?\b/g,
    "demo call",
  ],
  // Callers' numbers sold are data sold: "do you sell the phone numbers of people who call us".
  [/\b(sell|sells|selling|sold|resell)\b(.{0,30}?)\b(phone |cell |mobile |contact )?numbers\b/g, "$1$2 data"],
  // Data sitting on the servers is data at rest.
  [
    /\b(sitting|sit|sits|stored|kept|stashed|saved) (on|in) (your|the|our) (servers?|storage|disks?|database|databases|cloud)\b/g,
    "stored at rest",
  ],
  // "in the us" is the United States, not "us".
  [/\b(in|to|from|outside|within|inside|out of) the (us|u\.s|u\.s\.|usa|states)\b/g, "$1 united states"],
  // What a plan "runs" or "sets you back" is its price: "roughly what does enterprise run".
  [
    /\b(what|how much) (does|do|would|will) (basic|pro|enterprise|it|this|that|hostline|a plan|the plan|each plan|the enterprise plan|the pro plan|the basic plan) (run|runs|set (me|us) back|go for|cost)( me| us)?\b/g,
    "how much $3 price",
  ],
  // A system of the business's own: "our own homegrown crm", "scheduling software custom built".
  [
    /\b(our own|my own|homegrown|home-grown|custom[- ]built|in-house|proprietary)( \w+)? (software|system|crm|app|dispatch software|scheduling software|database|tool|program)\b|\b(software|system|crm|app|program) (was |we had |we got )?(custom[- ]built|built custom|custom made|built for us|built in-house)\b/g,
    "custom integration own system",
  ],
  // A deposit paid by card is a card payment: "your ai takes deposits by card over the phone".
  [
    /\b(deposits?|payments?|prepayments?) (by|with a|with|via|on a) (credit |debit )?card\b/g,
    "card payments",
  ],
  // An order paid ahead is paid: "a credit card over the phone for prepaid pickup orders".
  [/\b(prepaid|pre-paid|paid ahead|paid upfront|paid up front)\b/g, "paid"],
  // "what info do u need from me": what it takes to sign up.
  [
    /\b(what|which) (info|information|details) (do|does|will|would) (you|u|you guys|it) need( from (me|us))?\b/g,
    "what do i need",
  ],
  // What one pays is the price; the plan picked says which: "what do i pay if i picked basic".
  [/\bwhat (do|would|will|does|did) (i|we|it|one) (pay|owe|get charged|be charged)\b/g, "how much price"],
  [/\bif (i|we) (picked|pick|chose|choose|go with|went with|stick with)\b/g, " "],
  // What the visitor types here is the chat's messages: "how long do you keep the stuff i type into this chat".
  [
    /\b(the )?(stuff|things|text|what|everything|whatever|messages) (i|we) (type|typed|write|wrote|send|sent|put) (in|into|on|to) (this|the|your|ur) chat\b/g,
    "chat messages",
  ],
  // Knowing what a trade's thing is, is its vocabulary: "does it know what a PRV or a cleanout is".
  [
    /\b(does|will|would|can) (it|the ai|the host|the bot|hostline|your ai|your host|the system|your system) (know|understand|get|recogni[sz]e) what (a|an|the)? ?([\w-]+)( or (a|an|the)? ?([\w-]+))? (is|are|means|mean)\b/g,
    "does it understand $5 $8 terms",
  ],
  // Being talked down to is the setting: "or do callers gotta explain everything like its 5".
  [/\b(explain|describe|spell out) (everything|it all|every ?thing|every word|each word)\b/g, "spell out"],
  [
    /\blike (it'?s|its|they'?re|theyre|i'?m|im|we'?re|were|you'?re|youre) (5|five|a kid|a child|a baby|dumb|stupid)\b/g,
    " ",
  ],
  // Promising a caller the case is won is legal advice: "will it promise a client we'll win".
  [
    /\b(promise|promises|promising|guarantee|guarantees|tell|tells|assure|assures)( (a|the|my|our|that|any))?( (client|clients|caller|callers|them|him|her|people))?( (that|we|we'll|they|they'll|you|you'll|he|she|it))?( will| would| can)? (win|wins|winning|get paid|a big settlement|a settlement)\b/g,
    "give legal advice",
  ],
  // Not wanting transfers at some hours is choosing the hours they happen: "what if i dont want
  // calls transferred at night".
  [
    /\b(i|we) (don'?t|do not|dont|never) want (any )?(calls|them|anything|it|those)? ?(to be |to get |being )?(transferred|transfered|forwarded|put through|patched through|sent to (me|my cell|my phone))\b/g,
    "choose which calls transfer at what hours",
  ],
  // The worse alternative offered says nothing more: "does it tell the caller it's transferring them
  // or just dump them on hold".
  [
    /\bor (just |simply )?(dumps?|leaves?|puts?|throws?|sticks?|parks?) (them|him|her|the caller|callers|people|everyone) on hold\b/g,
    " ",
  ],
  // ...and so does a message taken instead of a booking: "does it actually book the jobs or just take
  // msgs", "book right into a calendar or does it just take messages like a voicemail would".
  [
    /\b(book|books|booking|schedule|schedules)\b(.{0,40}) or (does it |will it |is it )?(just |only |simply )?(take|takes|taking) (a )?(messages?|msgs?)( like (a |an )?(voicemail|answering service|machine)( would| does)?)?\b/g,
    "$1$2",
  ],
  // How it tells an emergency from a routine call is its triage: "how does it decide what's an actual
  // emergency vs somebody asking what time we open".
  [
    /\bhow (does|do|will|would|can) (it|the ai|the host|your ai|your host|hostline|the bot) (decide|tell|know|figure out|determine|judge|sort)( what'?s| what is| if| whether| which( calls)? (are|is))?( an?)?( actual| real| true)? (emergency|emergencies|urgent)\b/g,
    "triage urgent",
  ],
  // Reading what the caller said is the transcript: "i can read what customer said on the call after?",
  // and so is what the host said: "where do i see what the ai actually said to people".
  [
    /\b(read|see|look at|review) (what|everything) (the |my |a |our )?(customers?|callers?|people|they|clients?) (said|say|told)\b|\b(read|see|look at|review|check) (what|everything) (the |your |my |our )?(ai|host|bot|it|hostline|receptionist) (actually |really |exactly )?(said|told)\b/g,
    "read the transcript",
  ],
  // An address heard wrong is what the read-back is for: "what if the AI hear the address wrong".
  [
    /\b(hear|hears|heard|get|gets|got|write|writes|wrote|spell|spells|spelled|take|takes|took) (down )?(the |an |my |our |their )?(address|street|street name|name|phone number|number)( down)? wrong\b/g,
    "read the address back",
  ],
  // The business's own fee is one of its prices: "can it tell callers what our diagnostic fee is".
  [
    /\b(our|my)( (diagnostic|service[- ]call|call[- ]out|callout|trip|dispatch|after[- ]hours|emergency|consultation|inspection|estimate|visit|minimum|flat))? (fee|fees|rate|rates|charge|charges)\b/g,
    "$& price",
  ],
  // Where the number is printed, or how long it's been theirs, says nothing more of it: "keep the
  // number that's on our vans", "the business number we've had for 15 years", "my number has been on
  // my truck for 15 yrs".
  [
    /\b(number|line)( that'?s| that is| which is| thats| has been| that has been| that'?s been| thats been)( printed| painted)? on (our|my|the|all our|all of our|all the) (\w+ )?(vans?|trucks?|cards?|website|signs?|doors?|ads?|listings?|google|yelp|flyers?|magnets?)\b( for (\d+|a few|many|several) (years?|yrs?|decades?))?/g,
    "$1",
  ],
  // Not giving the number up is keeping it: "my number is on my truck, not changing it".
  [
    /\b(number|line)\b(.{0,60}?)\b(not|never|won'?t be|wont be|i'?m not|im not|we'?re not|were not) (changing|giving up|switching|dropping|losing) (it|that|this)\b/g,
    "$1$2 keep my number",
  ],
  [
    /\b(number|line) (we'?ve|we have|i'?ve|i have|we'?ve been|we have been|i'?ve been) (had|used|using|kept|been using)? ?(for|since) (\d+|a few|many|several|years|decades|ages|forever|the beginning|day one)( years| decades| yrs)?\b/g,
    "$1",
  ],
  // The people who called getting a text is the text confirmation: "do guests get some kind of text
  // after they book by phone", "when somebody books, does the customer get anything".
  [
    /\b(do|does|will|would|can) (the )?(guests?|customers?|callers?|diners?|clients?|patients?|people|homeowners?) (get|receive|be sent|be texted)( a| an| any| some| some kind of| some sort of| a kind of)? (text|texts|sms|text message|text confirmation|confirmation text|anything|something)\b/g,
    "does it send text message confirmations to callers",
  ],
  // A tag at the end asks for a yes, and is no word of the question: "it can take card payments
  // over the phone right", "that's month to month, isn't it?".
  [
    /[,\s]+(right|correct|yeah|eh|true|isn'?t it|doesn'?t it|can'?t it|don'?t you|won'?t it|aren'?t you|is that right|am i right)\s*[?.!]*\s*$/g,
    " ",
  ],
  // Browsing is no part of the question: "just browsing, how much is pro".
  [justBrowsing, " "],
  // Coming back after cancelling is no part of whether one can cancel: "can i just cancel in winter and
  // sign back up in spring".
  [/\b(and )?(sign|signing|start|starting) (back up|up again|back)\b(?<=\bcancel\w*\b.{0,60})/g, " "],
  // Hearing the calls afterwards is listening to their recordings: "who can hear my calls".
  [
    /\bwho (else )?(can|could|will|would|gets to|is able to|has access to|at hostline can) (hear|listen to|listen in on|play back) (my|our|the|those|these|all( of)?( my| our| the)?) (calls|phone calls|conversations|recordings|recorded calls)\b/g,
    "who can listen to recordings",
  ],
  // Whether a business is the right size is who it is built for: "does it work for a one man shop", "is
  // this only for big companies", "is it overkill", "are we too small for this".
  [
    /(?<!\b(?:basic|pro|enterprise)\b.*)\b(is (it|this|hostline)|would (it|this) (work|be)|does (it|this) work|will (it|this) work|good|made|built|meant) (only |just )?for (a |an )?(one[- ]man|one[- ]person|one[- ]truck|solo|small|tiny|little|mom and pop|family|big|large|bigger|larger) (shops?|business(es)?|operations?|outfits?|compan(y|ies)|crews?|firms?|teams?|guys?|restaurants?|offices?)\b|\bis (this|it|hostline) overkill\b|\b(we'?re|i'?m|we are|i am|am i|are we) too (small|little) for (this|it|hostline|you)\b/g,
    "which businesses is hostline built for small businesses",
  ],
  // Listening to a sample call is hearing the demo: "is there a sample call i can listen to".
  [
    /\b(listen to|listen in on|play|hear) (a |an |the |one )?(sample|example|demo|recorded sample) (call|calls|recording|recordings|conversation)\b|\b(sample|example|demo) (call|calls|recording|recordings) (i|we) (can|could) (listen to|hear|play)\b/g,
    "hear it in action sample call",
  ],
  // A call free to make is the demo line's: "is it free to call" (standard call rates apply).
  [
    /\bfree to (call|dial|phone|ring)( the (demo|number|line))?\b(?! (you|u|sales|hostline))/g,
    "demo line call rates",
  ],
  // Letting people go is whether it replaces them: "will i have to fire my staff", "does it replace
  // my staff".
  [
    /\b(fire|let go|lay off|layoff|get rid of|replace|replaces|replacing)( of)? (my|our|the|all my|all our) (staff|employees|people|team|front desk|receptionists?|office (staff|manager|girl|lady)|dispatchers?|secretary|csrs?)\b/g,
    "replace my receptionist",
  ],
  // ...and an answering service let go is one replaced: "can i fire my answering service".
  [
    /\b(fire|ditch|drop|dump|cancel|get rid of|let go of) (my|our|the) (current )?(answering service|call center|call centre|virtual receptionist service)\b/g,
    "replace our answering service",
  ],
  // Month to month is whether there is a contract: "is it month to month".
  // (Not its price, nor Enterprise's terms, which no page calls month to month.)
  [
    /(?<!\b(?:how much|price\w*|cost\w*|pay|enterprise)\b.*)\b(month[- ]to[- ]month|month by month)\b(?!.*\b(?:how much|price\w*|cost\w*|enterprise)\b)/g,
    "contract month to month",
  ],
  // Being stuck in a contract is whether there is one: "am I stuck in a contract?".
  [
    /\b(am i|are we|would i be|will i be|would we be|will we be|we'?re|i'?m|be|get|getting) (stuck|locked|tied|trapped) (in|into|to|with) (a |any |an |the |some )?(long |annual |yearly |long-term |long term )?(contracts?|commitments?|plan|year|term)\b/g,
    "is there a contract",
  ],
  // ...and so is signing up for a long time: "do i gotta sign something long term", "do we sign a
  // yearly deal".
  [
    /\b(have to|need to|gotta|must|got to|do (i|we)|will (i|we)) sign (up for )?(something|anything|a|an|any|some)? ?(long[- ]term|yearly|annual|year[- ]long|multi[- ]year)( (thing|deal|agreement|contract|commitment))?\b/g,
    "is there a contract",
  ],
  // "The deal" or "the story" with something is the thing itself: "whats the trial deal", "what's
  // the deal with cancelling".
  [/\b(what'?s|whats|what is) the (deal|story|scoop|lowdown)( (with|on|about|for))?\b/g, "tell me about"],
  [
    /\b(trial|pricing|price|contract|cancellation|refund|setup|demo|plan|plans) (deal|story|scoop|situation)\b(?!\s+(for|with|on)\b)/g,
    "$1",
  ],
  // What isn't wanted is no word of what is: "walk him through it live, not a video. can that be arranged".
  [
    /,? ?\b(not|instead of|rather than) (a |an |the |some )?(videos?|recordings?|recorded \w+|webinars?|pdfs?)\b/g,
    " ",
  ],
  [/\b(can|could|would) (that|this|it|one) be (arranged|organized)\b/g, " "],
  // A person of ours on a call, a meeting or a pitch is sales: "can i book a zoom call or a demo
  // meeting with one of your people", "wants to hear the pitch from an actual person", "an actual
  // person to walk him through it".
  [
    /\b(zoom|teams|video|google meet) (call|meeting)\b|\bdemo (meeting|appointment)\b|\bhear (the|a|your) (sales )?pitch( from)?\b|\b(person|human|someone|somebody|rep) to walk (me|him|her|us|them) through\b(?! (the )?(setup|set up|setting|dashboard|onboarding))/g,
    "talk to someone in sales",
  ],
  // What they used before and how it went is the setting: "we tried one of those and hated it".
  [
    /\b(we|i) (tried|used|had|have had|'ve had|'ve tried|have tried) (one of those|one|them|it|that|those)( before| already| once)?( and (hated|didn'?t like|did not like|disliked|regretted|got burned by) (it|them|that))?\b/g,
    " ",
  ],
  // A plain one is the kind: "a regular answering service".
  [
    /\b(regular|normal|traditional|typical|ordinary|standard|old[- ]school) (answering service|answering services|receptionist|voicemail)\b/g,
    "$2",
  ],
  // What they'd commit before is the setting: "before i commit all my stores".
  [
    /\bbefore (i|we) (commit|roll it out)( to it)?( all| everything)?( (of )?(my|our|the) (stores|locations|shops|restaurants|branches|offices|sites))?\b/g,
    " ",
  ],
  // Trying Enterprise free first is whether it has a trial: "can i try enterprise free first".
  [
    /\b(try|test|trial) (out )?(enterprise|the enterprise plan)( \w+)? (free|for free|first|before)\b|\b(enterprise|the enterprise plan) (comes with|come with|includes?|gets?|has|have|get) (the|a) (\d+[- ]day )?(free )?trial\b/g,
    "does enterprise have a free trial",
  ],
  // A crash victim is a caller about an accident: "car wreck victim calls at 2am", "accident victim
  // calls on a saturday" (the accident keeps the law firm in the question).
  [/\b(car |auto |truck |motorcycle )?(accident|wreck|crash|collision) victims?\b/g, "accident caller"],
  // The dead of winter is freezing weather: "furnace quits at midnight in january".
  [
    /\b(furnace|heat|heater|heating|boiler|no heat|no-heat)\b([^.?!]{0,60}?)\b(in|during) (the )?(january|february|december|jan|feb|dec|dead of winter|a cold snap|a freeze)\b/g,
    "$1$2in freezing weather",
  ],
  [
    /\b(in|during) (the )?(january|february|december|jan|feb|dec|dead of winter|a cold snap|a freeze)\b(?=[^.?!]{0,60}\b(furnace|heat|heater|heating|boiler|no heat|no-heat)\b)/g,
    "in freezing weather",
  ],
  // An old person at home is an elderly one: "an 80 yr old in the house".
  [
    /\b(an?|my|our|the|his|her|their) (6[5-9]|[7-9]\d|eighty|ninety|seventy)[- ]?(yr|year)s?[- ]old\b(?! (homes?|houses?|buildings?|systems?|furnaces?|units?|roofs?|pipes?|wiring))/g,
    "elderly person",
  ],
  // Hooking up a calendar or a CRM is connecting it (not hooking up call forwarding).
  [
    /\bhook(ing|ed|s)? (it |that |this )?up (my |the |our |your )?(google |outlook )?(calendar|calender|crm|scheduling software|scheduler)\b/g,
    "connect $5",
  ],
  // Where a report shouldn't sit is no word of where it goes: "so it doesnt sit in a general inbox".
  [
    /\b(so )?(it|that|this)? ?(doesn'?t|does not|won'?t|doesnt|wont) (sit|get lost|end up|get buried) in (a|the|some|your) (general |shared |random |big |main )?inbox\b/g,
    " ",
  ],
  // Who runs the business is its setting: "my father who runs a pest company".
  [/\bwho (runs|owns|operates) (a|an) /g, "a "],
  // Asking it to be explained is asking what it does: "explain what this actually does".
  [
    /\b(explain|tell me|describe)( to me)? what (this|it|hostline|your (thing|product|service)) (actually |really |even )?(does|is)\b/g,
    "what does hostline do",
  ],
  // The number where it's painted is the number: "can he keep the one painted on his trucks".
  [
    /\b(the one|the number)( that'?s| that is| which is)? (painted|printed|written|lettered) on (his|her|their|our|my|the|all our|all his) (\w+ )?(vans?|trucks?|cards?|signs?|website|doors?)\b/g,
    "the number",
  ],
  // Not wasting anyone's time is why, not what: "what should i have ready for the setup call so we
  // don't waste anyone's time".
  [
    /\b(so|so that) (we|i|you|nobody|no one|it) (don'?t|do not|won'?t|doesn'?t|dont|wont) (waste|lose) (anyone'?s|anybody'?s|everyone'?s|everybody'?s|your|our|my|any|each other'?s|the)( \w+'?s?'?)? time\b|\b(so|so that) (nobody'?s|no one'?s) time (is|gets) wasted\b/g,
    " ",
  ],
  // A detector is the alarm: "their carbon monoxide detector is beeping" (a CO alarm is one word,
  // below).
  [/\b(carbon monoxide|co2?) (detector|alarm)s?\b/g, "co alarm"],
  // ...and one going off is the alarm: "their CO detector is beeping".
  [
    /\b(co|smoke) alarm (is |are |keeps |kept |started |starts |was )?(beeping|going off|sounding|chirping|blaring|screaming|ringing|went off|goes off)\b/g,
    "$1 alarm",
  ],
  [/\bsmoke detector(s?)\b/g, "smoke alarm$1"],
  // How often a thing happens is the setting, not the question: "we 86 stuff all the time mid service".
  [/\b(all the time|all day long|constantly|every other day)\b/g, " "],
  // Not selling a dish that's gone is 86ing it: "how does the ai know not to sell it".
  [
    /\b(not to|to not|to stop|stop) (sell|selling|offer|offering|serve|serving) (it|them|that|those)\b/g,
    "eightysix",
  ],
  // ...but the rush asked about is what is asked: "what happens during the dinner rush".
  [
    /\b(what happens|what about|how about|what does it do|how does it (handle|do|deal with)|does it (work|keep up|cope|hold up)) (during|in) (the )?((dinner|lunch|friday|saturday|busy) )?rush\b/g,
    "$1 during a rush",
  ],
  // The middle of service is when, not what: "we 86 stuff mid service".
  [
    /\b(mid|during|in the middle of|halfway through|partway through)[- ](the )?(dinner service|lunch service|dinner rush|lunch rush|service|rush|shift)\b(?! hours)|\b(in the middle of|halfway through|partway through) (the )?(dinner|lunch)\b/g,
    " ",
  ],
  // A season around the question is its setting: "how does it help a pest control company in the spring rush",
  // "can i just cancel in winter and sign back up in spring".
  [
    /\b(in|during|for|through) (the )?(spring|summer|fall|autumn|winter|holiday|busy|peak)( rush| season| months| busy season)\b|\b(until|till|over) (the )?(spring|summer|fall|autumn|winter|off-?season|slow season)\b/g,
    " ",
  ],
  [
    /\b(cancel\w*|pause\w*|stop\w*|quit|sign back up|sign up again) (in|for|during) (the )?(spring|summer|fall|autumn|winter|off-?season|slow season)\b/g,
    "$1",
  ],
  // Days to test it are the trial's: "how many days do i get to test it".
  [/\b(days?|weeks?|long) (do|would|will) (i|we) (get|have) to (test|try)\b/g, "trial days"],
  // Where the servers are is where the data is stored ("where are servers", "where r ur servers"; not
  // the visitor's server that hears webhooks).
  [
    /\b(where (are|r|do|is) ((your|ur|the|hostline'?s?) (servers?|data|recordings)|servers)( (live|located|hosted|kept|based|at))?|(your|the) servers? located|where is (it|hostline|everything) hosted|data cent(er|re)s?)\b/g,
    "where is data stored",
  ],
];

/** The pattern rewrites, each run only over a text that holds what it needs (required-text.ts). */
const rewrite = rewriter(patternRewrites);

/**
 * The texts canonicalized lately: one answer reads the same question and its parts many times over
 * (routing, each part, each search), and the pattern rewrites are most of what reading costs. Kept
 * small; emptied when full.
 */
const canonicalized = new Map<string, string>();
const canonicalizedLimit = 2000;

/**
 * The site's own texts canonicalized. They are a fixed set, read when the answer engine starts and
 * then again for each list of terms it keeps, so they are kept whole: in the small cache above they
 * would push each other out before their second reading.
 */
const siteTexts = new Map<string, string>();

/**
 * Rewrites every listed phrase in text made of `words()` joined by spaces to its canonical term.
 * `of: "site"` is for the site's own texts (the answer engine's index), cached apart from visitors'.
 */
export function canonicalize(normalized: string, of: "question" | "site" = "question"): string {
  const cache = of === "site" ? siteTexts : canonicalized;
  const known = cache.get(normalized);
  if (known !== undefined) return known;
  const rewritten = rewrite(normalized).replace(phrasePattern, (phrase) => synonymOf.get(phrase) ?? phrase);
  if (cache === canonicalized && canonicalized.size >= canonicalizedLimit) canonicalized.clear();
  cache.set(normalized, rewritten);
  return rewritten;
}
