import { site } from "../site";
import type { LandingContent } from "./types";

export const restaurantLanding: LandingContent = {
  key: "restaurant",
  meta: {
    title: "AI Phone Host for Restaurant Reservations and Takeout",
    description:
      "An AI phone host for restaurants: books tables and takes takeout orders 24/7, answers menu questions, texts confirmations and works with OpenTable and Toast.",
    keywords: [
      "AI phone answering for restaurants",
      "restaurant reservation phone line",
      "restaurant phone orders",
      "AI host for restaurants",
      "OpenTable phone reservations",
      "Toast phone orders",
      "restaurant missed calls",
    ],
  },
  hero: {
    eyebrow: "AI phone host for restaurants",
    title: "Every call answered, even at 7 on a Friday",
    lead: "Your AI host books tables, takes takeout orders and answers menu questions on the first ring, during the rush and after close, then texts the guest a confirmation. Your staff stays on the floor.",
    highlights: [
      "Picks up on the first ring, 24/7",
      "Books tables into OpenTable",
      "Sends takeout orders to Toast",
    ],
  },
  industryResult: {
    value: "+300%",
    label: "reservations",
    detail:
      "As reported by restaurants using our AI host. It is our customers' figure, not an independent study; your results depend on your calls and your book.",
  },
  problems: {
    title: "What the phone costs you on a Friday night",
    intro:
      "The phone rings hardest when the host stand is three deep and the line is buried. A call nobody answers leaves no ticket and no complaint, just a table or an order that went somewhere else.",
    pairs: [
      {
        problem:
          "At 6:45 your host can greet the party at the stand or answer the phone, not both, and the caller hangs up.",
        solution:
          "Your AI host takes every call on the first ring, so the stand looks after the guests in front of it.",
      },
      {
        problem:
          "Takeout orders scribbled on a pad lose the spice level or the substitution, and the kitchen remakes the dish.",
        solution:
          "The host asks every required choice, reads the order back with the pickup time and sends it to Toast as a real ticket with modifiers.",
      },
      {
        problem: "Guests plan dinner at 10:30 pm from the couch and reach voicemail.",
        solution:
          "After close, the host books the table in OpenTable and texts the confirmation, so the party is in your book before they try the place down the street.",
      },
      {
        problem:
          'Servers get pulled off the floor for "are you open Monday?", "where do I park?" and "can I bring a cake?"',
        solution:
          "The host answers from the hours, menu and house rules you keep in the dashboard. 86 the short rib there, and the next caller hears it's gone.",
      },
      {
        problem: "Phone bookings with nothing in writing turn into empty tables and no-shows.",
        solution:
          "Every booking and order ends with a text: date, time and party size, or the pickup time. Our customers report 67% fewer no-shows.",
      },
    ],
  },
  demo: {
    serviceType: "Restaurant reservations and takeout",
    features: [
      "Book a table for tonight, or for a party next week",
      "Ask for a time that's full and hear the alternatives",
      "Order takeout, then change your mind mid-order",
      "Ask about allergies, parking or bringing a cake",
      "Ask for a table for 14 and hear how the host hands you to a manager",
    ],
    customDescription:
      "Call as a guest of a busy neighborhood restaurant: book a table for Saturday, then order takeout for pickup. Try a full time slot or a big party and listen to what the host does.",
    transcript: {
      title: "A birthday dinner for six, booked after close",
      scenario:
        "Wednesday, 10:40 pm, and the kitchen has closed. A guest calls to book Friday dinner for six: a birthday, with a two-year-old along.",
      lines: [
        {
          speaker: "host",
          text: "Thanks for calling. We're closed for the night, but I can book you a table or answer a question. How can I help?",
        },
        { speaker: "caller", text: "Hi, I'd like a table for six this Friday, around 7." },
        {
          speaker: "host",
          text: "Friday at 7 for six is booked up, but I have 6:30 or 8:15. Would either of those work?",
        },
        {
          speaker: "caller",
          text: "6:30 is fine. It's my mom's birthday, and we'll have a two-year-old with us.",
        },
        {
          speaker: "host",
          text: "Happy birthday to her. I've noted the birthday and a high chair for the table. Any allergies or dietary needs the kitchen should know about?",
        },
        { speaker: "caller", text: "My sister's vegetarian. Oh, and can we bring our own cake?" },
        {
          speaker: "host",
          text: "Yes. Hand it to the host when you arrive and we'll bring it out after dinner with candles. There's a $2 per guest cake fee. Is that okay?",
        },
        { speaker: "caller", text: "That's fine." },
        {
          speaker: "host",
          text: "Great. Can I have a name and a mobile number for the confirmation text?",
        },
        { speaker: "caller", text: "Chris Alvarez. This number's fine." },
        {
          speaker: "host",
          text: "Thanks, Chris. You're booked for six this Friday at 6:30, with a high chair, a birthday, one vegetarian and your own cake. I'm texting the confirmation now. If plans change, just call back, any time.",
        },
      ],
      outcome:
        "The booking landed in OpenTable for six at 6:30 on Friday with the birthday, high chair, vegetarian and cake notes, and Chris had the confirmation text before putting the phone down.",
    },
  },
  industryBlock: {
    title: "Your AI host speaks restaurant",
    intro:
      "Covers, party sizes, 86'd items, pickup windows: you set your rules once, on the setup call and in the dashboard, and the host follows them on every call.",
    points: [
      {
        title: "Your book and your reservation rules",
        text: "The largest party it books on its own, how far ahead and how close to service guests can book, and which two times to offer when the one they want is full. Match them to your online rules and every guest hears the same answer.",
      },
      {
        title: "Your menu, the way guests say it",
        text: "Dish nicknames, required choices like protein, spice level and burger temperature, the add-on worth offering once, and what's 86'd tonight.",
      },
      {
        title: "Pickup times that match the kitchen",
        text: "Twenty minutes on a Tuesday afternoon, forty at 7 on a Friday. You set the quote for each part of the day, so the lobby doesn't fill with people waiting on bags.",
      },
      {
        title: "House rules and the questions everyone asks",
        text: "Parking, patio, corkage, cake policy, gluten-free options, holiday set menus, deposits for large parties. Allergy questions are answered in your exact wording, or sent to a person if you prefer.",
      },
    ],
  },
  closing: {
    integrations: {
      title: "Works with the tools on your stand and your line",
      intro:
        "Phone bookings and orders go where your online ones already go, so nobody re-types a reservation or a ticket. Running something else? Custom integrations are part of Enterprise.",
      items: [
        {
          name: "OpenTable",
          text: "Phone reservations land in your OpenTable book with the party size and notes, next to your online bookings, and the guest gets a text confirmation. In our own figures, the connection is set up in under 30 minutes.",
        },
        {
          name: "Toast",
          text: "Phone takeout orders arrive in Toast with the items, modifiers, name, number and pickup time, and reach the kitchen like any other ticket. In our own figures, a point-of-sale connection is live within 24 hours.",
        },
        {
          name: "Google Calendar",
          text: "For private-dining walkthroughs, catering tastings or a small room without a reservation system, bookings go on your Google Calendar with the guest's name, number and notes.",
        },
      ],
    },
    faqs: {
      title: "Questions restaurant owners ask",
      items: [
        {
          question: "What happens with large parties and private dining?",
          answer:
            "You set the largest party the host books on its own. Above that, it transfers the call to the manager you choose, during the hours you choose, or takes the details for a callback the next morning.",
        },
        {
          question: "Can it take takeout orders as well as reservations?",
          answer:
            "Yes. Phone orders and SMS confirmations come with the Pro plan. The host asks for the required choices, reads the order back with the pickup time, and sends it to Toast with the modifiers.",
        },
        {
          question: "How does it handle allergy questions?",
          answer:
            "It answers in the exact wording you give it and puts the allergy on the booking or the ticket. If you'd rather a person handle serious allergies, it transfers those calls to whoever you choose.",
        },
        {
          question: "How fast can we be taking calls?",
          answer:
            "Your login arrives by e-mail within about five minutes of signing up. We schedule your setup call within 24 hours, and the host can be live within 24 hours. Bring your menu, your reservation rules and your house rules.",
        },
        {
          question: "Is there a contract?",
          answer: `No. Basic and Pro start with a ${site.trialDays}-day free trial: card on file, nothing charged today, and the first charge comes after the trial unless you cancel. No obligations, no contracts, cancel at any time. Each location has its own plan and is billed separately.`,
        },
      ],
    },
    handoff: {
      title: "When a call needs your manager",
      intro:
        "The host handles the routine calls. You decide which ones come to your team, who takes them and when.",
      steps: [
        {
          title: "Pick the calls",
          text: "Large parties, private dining, catering, complaints, anyone who asks for the manager. Decide them before your setup call.",
        },
        {
          title: "Pick the people and the hours",
          text: "The manager on duty during service, the owner for catering, nobody after close. Change it whenever your schedule does.",
        },
        {
          title: "The guest hears what happens next",
          text: "The host tells the guest it's putting them through to a manager, then transfers. Outside the hours you set, it takes the name, number and request for a callback instead.",
        },
        {
          title: "You see the whole call",
          text: "You're notified by e-mail, or by text on Pro, and the transcript is in the dashboard when you call the guest back.",
        },
      ],
    },
  },
  calculator: {
    callsPerWeek: 120,
    missedShare: 0.2,
    jobValue: 120,
    bookingShare: 0.4,
    unit: "reservation",
  },
};
