import type { LandingContent } from "./types";

export const pestControlLanding: LandingContent = {
  key: "pestcontrol",
  meta: {
    title: "AI Phone Answering for Pest Control Companies",
    description:
      "An AI host that answers every pest control call 24/7, quotes your service plans, books inspections and treatments, and sends stinging-insect calls to on-call.",
    keywords: [
      "pest control answering service",
      "AI receptionist for pest control",
      "pest control call booking",
      "after-hours pest control calls",
      "termite inspection scheduling",
      "pest control phone answering",
    ],
  },
  hero: {
    eyebrow: "For pest control companies",
    title: "Book every pest call, even with techs on route",
    lead: "Your AI host answers every call, day or night, asks the questions your techs would ask, quotes your service plans and books the visit. A wasp nest at the door with kids at home reaches your on-call tech.",
    highlights: [
      "Answers every call, 24/7",
      "Quotes your plans, books inspections",
      "Urgent calls go to your on-call tech",
    ],
  },
  industryResult: {
    value: "+260%",
    label: "Booked pest control jobs",
    detail:
      "What pest control companies using the host report, in our own customer figures. Not an independent study: your result depends on how many calls you miss today.",
  },
  problems: {
    title: "Where pest calls slip away today",
    intro:
      "Most pest calls come in while your techs are in a crawlspace or halfway through a route, and the caller is looking at the bugs right now. Whoever answers first usually gets the job.",
    pairs: [
      {
        problem:
          'Swarm season: calls about "flying ants" pile up while both techs are on route, and the overflow goes to voicemail.',
        solution:
          "The host answers every call at once, asks where the swarmers are and whether wings are piling up on the sills, and books the termite inspection.",
      },
      {
        problem: "Price shoppers call three companies and sign with whoever answers first with a number.",
        solution:
          "The host quotes your initial service and your quarterly plan from the prices in your dashboard, explains what's covered between visits, and books the first service on the call.",
      },
      {
        problem:
          "Service-plan customers call because the ants are back, and someone has to stop and find a slot for the re-service.",
        solution:
          "The host takes the details (which room, which pest, since when) and books the re-service visit the way your plan terms say.",
      },
      {
        problem:
          "Bed bug treatments fail because the customer didn't prep, and nobody had time to walk them through it.",
        solution:
          "The host reads your prep list on the call (laundry, clearing the floors, how long to stay out), books the treatment and confirms it by text.",
      },
      {
        problem:
          "After 5 p.m., a wasp nest at the front door or a rat in the kitchen rings through to voicemail, and the caller books the next company.",
        solution:
          "The host answers nights and weekends, treats stinging insects at an entry or a household with an allergy as urgent, alerts your on-call tech and books the rest for the morning.",
      },
    ],
  },
  demo: {
    serviceType: "Pest control",
    features: [
      "Describe bugs in your kitchen and hear the questions it asks",
      "Ask what a quarterly plan costs and what the first visit includes",
      "Book a termite inspection for a home sale closing next week",
      "Say there's a wasp nest by the door and someone is allergic",
      "Ask whether you need to leave the house during treatment",
    ],
    customDescription:
      "Call as a homeowner: say you've found droppings in the pantry or winged bugs around a window, and try to book a visit for this week.",
    transcript: {
      title: "A wasp nest by the back door",
      scenario:
        "Saturday, 4:40 p.m. The office is closed and the techs are finishing their routes. A parent calls about a nest over the door the kids use to get to the yard.",
      lines: [
        { speaker: "host", text: "Thanks for calling. How can I help?" },
        {
          speaker: "caller",
          text: "There's a wasp nest right over our back door, about the size of a football, and they're flying in and out. My kids use that door all day.",
        },
        {
          speaker: "host",
          text: "Let's check everyone's okay first. Has anyone been stung, or is anyone allergic to stings?",
        },
        {
          speaker: "caller",
          text: "Nobody's been stung, and no allergies that I know of. The kids are inside now.",
        },
        {
          speaker: "host",
          text: "Good. Keep them inside, use the front door for now and keep the back door shut. Please don't spray the nest or knock it down. If anyone gets stung and has trouble breathing or swelling in the face or throat, call 911 right away.",
        },
        {
          speaker: "caller",
          text: "Okay. It's under the overhang, maybe eight feet up. Black and yellow. Can someone come today?",
        },
        {
          speaker: "host",
          text: "A nest at a door with kids at home is urgent for us. I have a visit this evening between 7 and 8, around dusk, when the wasps are back in the nest. A stinging-insect treatment is $185, with a free return visit if they're still active after a week. Does that work?",
        },
        { speaker: "caller", text: "Yes, please. We're at 212 Linden Street." },
        {
          speaker: "host",
          text: "212 Linden Street, tonight between 7 and 8, $185. I'm texting you a confirmation now and letting the technician know it's black and yellow wasps under the back overhang with kids at home. Keep that door closed until he's done.",
        },
        { speaker: "caller", text: "Thank you, that's a relief." },
      ],
      outcome:
        'The visit landed on tonight\'s schedule with "wasps, nest under back overhang, kids at home" in the notes, the caller got an SMS confirmation, and the on-call tech got the details.',
    },
  },
  industryBlock: {
    title: "Built for how pest control calls sound",
    intro:
      "On the setup call the host learns your services, plans, prices and rules, then talks the way your customers and techs do: initial service, quarterly plan, re-service, exclusion, WDI inspection.",
    points: [
      {
        title: "Identification questions, not diagnoses",
        text: "It asks what your techs would: size, color, wings, where they show up, droppings or damage, and since when. It books the inspection; your tech makes the call on site.",
      },
      {
        title: "Service plans and initial services",
        text: "It explains your initial service, your quarterly or bi-monthly plan and which re-services are included, then books the first visit.",
      },
      {
        title: "Termite inspections for home sales",
        text: "For a WDI inspection it asks for the closing date, the agent and who is paying, and books the visit before the deadline.",
      },
      {
        title: "Prep and re-entry, in your words",
        text: "Questions about kids, pets and re-entry times get your written instructions, word for word. Anything you haven't written goes to a tech as a message, never a guess.",
      },
    ],
  },
  closing: {
    integrations: {
      title: "Books into the software you already run",
      intro:
        "Calls become jobs in your field-service tool, with the pest, the spot and the caller's words in the notes. Enterprise adds custom integrations for other systems.",
      items: [
        {
          name: "ServiceTitan",
          text: "The booked job lands in ServiceTitan with the customer, address, service type and the caller's description of the problem, and the SMS confirmation goes out.",
        },
        {
          name: "Housecall Pro",
          text: 'New customers and jobs land on your Housecall Pro schedule with the call notes, so your tech sees "wasps, back overhang" before pulling up.',
        },
        {
          name: "Jobber",
          text: "New requests and visits land in Jobber with the caller's details and a summary of the call, ready for you to assign.",
        },
      ],
    },
    faqs: {
      title: "Questions pest control owners ask",
      items: [
        {
          question: "Can it tell termites from flying ants over the phone?",
          answer:
            "No, and it won't try. It asks where the winged insects are, whether wings are piling up on sills and whether there's damaged wood, then books the inspection and puts the answers in the job notes.",
        },
        {
          question: "What does it say when someone asks if the treatment is safe for their dog?",
          answer:
            "Only what you've written: your prep steps and re-entry times. If the question goes further, it tells the caller a technician will answer and sends you the message. It never makes up a safety claim.",
        },
        {
          question: "What if someone has been stung or is allergic?",
          answer:
            "If anyone has trouble breathing or swelling after a sting, the host tells the caller to call 911 first. Then it flags the call as urgent and alerts your on-call person.",
        },
        {
          question: "Can it sign people up for my quarterly plan?",
          answer:
            "It explains your plans and prices from your dashboard, answers the common questions and books the initial service. Booking and SMS confirmations are on the Pro plan; on Basic it handles the questions and e-mails you the lead.",
        },
        {
          question: "How soon can it be answering before swarm season?",
          answer:
            "You get a setup call within 24 hours of signing up, and the host can be live within 24 hours. Your login details arrive by e-mail within about 5 minutes.",
        },
      ],
    },
    handoff: {
      title: "When a call needs a person",
      intro:
        "The host handles the questions and the booking. You decide which calls reach a human, and when.",
      steps: [
        {
          title: "Set your rules",
          text: "Choose who gets transfers and at what hours. For example: stinging insects at an entry or rodents in a kitchen go to the on-call tech until 9 p.m.; everything else books for the morning.",
        },
        {
          title: "The host triages",
          text: "It asks about stings, allergies, kids and pets first, reads your make-safe instructions, then books or transfers by your rules.",
        },
        {
          title: "Your tech gets the facts",
          text: "The transcript and call details are in your dashboard, so your tech knows the pest, the spot and the address before calling back, and nobody asks the customer twice.",
        },
      ],
    },
  },
  calculator: {
    callsPerWeek: 60,
    missedShare: 0.3,
    jobValue: 250,
    bookingShare: 0.5,
    unit: "job",
  },
};
