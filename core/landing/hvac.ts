import type { LandingContent } from "./types";

export const hvacLanding: LandingContent = {
  key: "hvac",
  meta: {
    title: "AI Phone Answering for HVAC Companies, 24/7",
    description:
      "An AI host that answers every HVAC call 24/7, sends no-heat calls in freezing weather to your on-call tech, and books tune-ups, repairs and estimates.",
    keywords: [
      "HVAC answering service",
      "AI receptionist for HVAC",
      "after-hours HVAC calls",
      "no heat emergency call answering",
      "HVAC tune-up booking",
      "HVAC maintenance agreement scheduling",
    ],
  },
  hero: {
    eyebrow: "For heating and cooling contractors",
    title: "Every no-heat call answered, day or night",
    lead: "Your AI host answers every call, triages no-heat and no-cool calls by the weather and who's at home, puts real emergencies through to your on-call tech, and books tune-ups and repairs onto your board.",
    highlights: [
      "Answers every call, 24/7",
      "No heat in freezing weather goes to on-call",
      "Books tune-ups, repairs and estimates",
    ],
  },
  industryResult: {
    value: "24/7",
    label: "No-heat calls answered",
    detail:
      "Nights, weekends and the first cold snap: every no-heat call gets an answer, and no heat in freezing weather is triaged as critical and put through to your on-call tech.",
  },
  problems: {
    title: "Where HVAC calls get lost today",
    intro:
      "Your phones are busiest exactly when your techs are: the first cold morning, the first heat wave, the night the furnace quits. That's when a missed call goes to the next company on the list.",
    pairs: [
      {
        problem:
          "The first cold morning of the year: every line is lit by 7 a.m., callers sit on hold, and the overflow rolls to voicemail.",
        solution:
          "The host answers every call at once, sorts no-heat calls from tune-up requests, and books repair visits into your open arrival windows.",
      },
      {
        problem:
          "A no-heat call at 2 a.m. reaches voicemail, and the homeowner calls the next company on the list.",
        solution:
          "The host answers, asks about CO alarms and gas smells first, and puts no-heat calls in freezing weather through to your on-call tech as critical.",
      },
      {
        problem:
          "Maintenance agreement members call to schedule tune-ups, and your CSRs spend the shoulder season on the phone instead of filling the board.",
        solution:
          "The host books spring AC and fall furnace tune-ups into the slots you open, notes the agreement, and confirms each one by text.",
      },
      {
        problem:
          'Replacement leads ("my AC is 20 years old") get a callback tomorrow, after they\'ve booked two other estimates.',
        solution:
          "The host asks the system's age, the fuel type and the size of the home, and books the in-home estimate while the caller is still interested.",
      },
      {
        problem:
          "A truck rolls for a thermostat with dead batteries or a furnace switch someone flipped off.",
        solution:
          "Before dispatch, the host walks the caller through the safe checks you approve (thermostat mode, batteries, the furnace switch, the filter) and never asks anyone to open equipment.",
      },
    ],
  },
  demo: {
    serviceType: "HVAC",
    features: [
      "Say your furnace is blowing cold air and hear how it triages",
      "Book a fall furnace tune-up as a maintenance agreement member",
      "Ask for an estimate to replace a 20-year-old AC",
      "Say your carbon monoxide alarm is going off",
      "Ask what the after-hours diagnostic fee is",
    ],
    customDescription:
      "Call as a homeowner whose heat pump has iced over, or one who wants a tune-up before winter, and see how the host books you.",
    transcript: {
      title: "A furnace out in January",
      scenario:
        "A January night, 11:20 p.m., 8°F outside. The caller's furnace has stopped, and her 84-year-old father lives with her.",
      lines: [
        { speaker: "host", text: "Thanks for calling. How can I help?" },
        {
          speaker: "caller",
          text: "Our furnace quit. It's 58 in the house and dropping, and my dad lives with us. He's 84.",
        },
        {
          speaker: "host",
          text: "Let's get you help. First, is a carbon monoxide alarm going off, or do you smell gas anywhere?",
        },
        {
          speaker: "caller",
          text: "No, nothing like that. It blew cold air for a while and then just stopped.",
        },
        {
          speaker: "host",
          text: "Okay. What's the address, and is this the best number if we get cut off?",
        },
        { speaker: "caller", text: "1180 Birch Road, and yes, this number." },
        {
          speaker: "host",
          text: "1180 Birch Road. One quick check, if you're comfortable: is the thermostat set to Heat, and is the switch by the furnace, the one that looks like a light switch, turned on?",
        },
        {
          speaker: "caller",
          text: "Thermostat's on Heat at 70, and the switch is on.",
        },
        {
          speaker: "host",
          text: "Then we'll leave the rest to the technician. No heat in this cold with your dad at home is our top priority. The after-hours diagnostic is $149. Shall I put you through to our on-call technician now?",
        },
        { speaker: "caller", text: "Yes, please. Just get someone here." },
        {
          speaker: "host",
          text: "Connecting you now. Until the tech arrives, keep your dad in one warm room with the door closed and extra blankets, and don't use the oven or a grill for heat. If a CO alarm sounds, everyone goes outside and calls 911.",
        },
      ],
      outcome:
        'The call went through to the on-call tech, who had the address, the agreed $149 fee and "no heat, 58°F and falling, 84-year-old at home" in a text, and the caller got an SMS confirmation.',
    },
  },
  industryBlock: {
    title: "Built for how HVAC calls sound",
    intro:
      "On the setup call the host learns your services, arrival windows, fees and on-call rules, then talks like your best CSR: no-heat, no-cool, tune-up, maintenance agreement, diagnostic, changeout.",
    points: [
      {
        title: "Equipment in your techs' words",
        text: "Furnace, heat pump, condenser, air handler, boiler, mini-split, short-cycling, a frozen coil: on Pro, the enhanced voice AI understands trade terms, so it knows what callers describe and writes it into the job notes the way your techs would.",
      },
      {
        title: "Triage by weather and household",
        text: "No heat in freezing weather is critical. You add the rest: infants, elderly parents, medical equipment, no cooling during a heat advisory.",
      },
      {
        title: "Maintenance agreements",
        text: "It asks whether the caller has an agreement, books the tune-up, and follows your member rules, such as priority windows or a waived after-hours fee.",
      },
      {
        title: "Estimates, not quotes, on new systems",
        text: "It never prices a replacement on the phone. It gathers the system's age, fuel type, square footage and comfort complaints, and books the in-home estimate.",
      },
    ],
  },
  closing: {
    integrations: {
      title: "Books into the software you already run",
      intro:
        "Calls become jobs on your dispatch board, with the equipment, the symptom and who's at home in the notes. Enterprise adds custom integrations for other systems.",
      items: [
        {
          name: "ServiceTitan",
          text: "The job lands in ServiceTitan with the customer, address, job type, arrival window and a short summary of the problem, and the SMS confirmation goes out.",
        },
        {
          name: "Housecall Pro",
          text: 'New customers and jobs land on your Housecall Pro schedule with the call notes, so your tech sees "furnace, no heat, elderly parent" before pulling up.',
        },
        {
          name: "Jobber",
          text: "New requests and visits land in Jobber with the caller's details and a summary of the call, ready for you to assign.",
        },
      ],
    },
    faqs: {
      title: "Questions HVAC owners ask",
      items: [
        {
          question: "Will it wake my on-call tech for every no-cool call in July?",
          answer:
            "Only if your rules say so. No heat in freezing weather is critical; you decide the rest, for example no cooling with an infant or elderly person at home during a heat advisory. Everything else books into the first open window.",
        },
        {
          question: "What happens with a CO alarm or a gas smell?",
          answer:
            "The host tells the caller to get everyone outside and call 911 or the gas utility from there, ends the call so they can leave, then alerts your on-call tech. It never walks anyone through relighting a pilot or looking for a leak.",
        },
        {
          question: "Can it book tune-ups for maintenance agreement members?",
          answer:
            "Yes. It asks about the agreement, books the spring or fall tune-up into the slots you open and confirms it by text. Booking and SMS confirmations are on the Pro plan; on Basic it answers the questions and e-mails you the request.",
        },
        {
          question: "Will it quote a new system?",
          answer:
            "No. It quotes only the prices you put in your dashboard, such as your diagnostic fee or tune-up price. For a replacement it collects the details and books the in-home estimate.",
        },
        {
          question: "How fast can it be live before the next cold snap?",
          answer:
            "You get a setup call within 24 hours of signing up, and the host can be live within 24 hours. Your login details arrive by e-mail within about 5 minutes.",
        },
      ],
    },
    handoff: {
      title: "When a call needs a person",
      intro: "The host books the tune-ups and the morning repairs. You decide which calls wake someone up.",
      steps: [
        {
          title: "Write your rules",
          text: "Name who's on call and what transfers when. A common start: critical calls transfer all night; after 10 p.m., urgent callers choose between an after-hours visit at your after-hours rate and the first morning window.",
        },
        {
          title: "The host triages and makes safe",
          text: "Safety questions first, then the address and callback number, then the symptom. Your make-safe wording is read exactly as you wrote it.",
        },
        {
          title: "Your tech gets the whole picture",
          text: "The transcript and call details are in your dashboard, so the tech knows the equipment, the temperature inside and who's at home before knocking.",
        },
      ],
    },
  },
  calculator: {
    callsPerWeek: 80,
    missedShare: 0.25,
    jobValue: 400,
    bookingShare: 0.5,
    unit: "job",
  },
};
