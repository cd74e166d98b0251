import { formatUsd, plans } from "../plans";
import { site } from "../site";
import type { LandingContent } from "./types";

/** The plumber landing page (/plumbers). */
export const plumberLanding: LandingContent = {
  key: "plumber",
  meta: {
    title: "AI Phone Answering for Plumbers: Every Call, 24/7",
    description:
      "An AI phone host for plumbers: answers every call 24/7, walks callers to the main shut-off, alerts your on-call plumber and books drain and water heater jobs.",
    keywords: [
      "AI answering service for plumbers",
      "plumbing answering service 24/7",
      "after-hours emergency plumber calls",
      "plumber virtual receptionist",
      "plumbing call booking",
      "on-call plumber dispatch",
    ],
  },
  hero: {
    eyebrow: "AI phone host for plumbers",
    title: "Every leak, clog and burst pipe answered",
    lead: "While you're under a sink or in a crawlspace, your AI host answers every call, books the drain cleanings and water heater estimates, and gets real emergencies to your on-call plumber, day or night.",
    highlights: [
      "Answers on the first ring, 24/7",
      "Walks callers to the main shut-off",
      "Wakes your on-call plumber only for emergencies",
    ],
  },
  industryResult: {
    value: "+280%",
    label: "booked jobs",
    detail:
      "What plumbing shops using our AI host report, in our own customer figures; not an independent study. Your result depends on how many calls you miss today.",
  },
  problems: {
    title: "Where plumbing calls get lost today",
    intro:
      "Most missed calls aren't ignored. They ring while your hands are wet, your phone is in the truck, or it's 2 a.m. And a homeowner with water on the floor doesn't leave a voicemail: they call the next plumber on the list.",
    pairs: [
      {
        problem:
          "You're on your back under a sink when the phone rings, and the caller hangs up after four rings.",
        solution:
          "The host picks up on the first ring, finds out what's wrong and where, and books the job or takes the details, so you finish the repair you're on.",
      },
      {
        problem:
          "A burst pipe at 2 a.m. reaches voicemail, and by morning the homeowner has hired the shop that answered.",
        solution:
          "The host answers, walks the caller to the main shut-off, and sends your on-call plumber the address, what's leaking and what's already been done.",
      },
      {
        problem: "Your on-call tech gets woken up for a dripping faucet or a question about Saturday hours.",
        solution:
          "The host sorts every call as critical, urgent or scheduled, transfers only what your rules say to transfer, and books the rest into the next open slot.",
      },
      {
        problem:
          "Water heater replacements and sewer line quotes go cold because nobody called back before the homeowner got three other quotes.",
        solution:
          "The host books the estimate on the first call, asks the questions your tech needs (tank or tankless, gas or electric, age, location), and texts the caller a confirmation.",
      },
      {
        problem:
          "Your tech shows up and learns on the doorstep that the caller rents, and the landlord hasn't approved the work.",
        solution:
          "The host asks who owns the property and who approves the bill before the job is booked, and puts the answer in the job notes.",
      },
    ],
  },
  demo: {
    serviceType: "Plumbing",
    features: [
      "Report a burst pipe at 2 a.m. and follow the shut-off steps",
      "Book a drain cleaning for a slow kitchen sink next week",
      "Ask for a water heater replacement estimate",
      "Say water is coming through the ceiling and hear how it's triaged",
      "Ask whether the shop serves your area and when the next opening is",
    ],
    customDescription:
      "Call and play a homeowner with a plumbing problem: a leak, a backed-up main line, a water heater that quit. The host sorts it by urgency and books it or escalates it, the way it would for your shop.",
    transcript: {
      title: "A burst pipe at 2 a.m.",
      scenario:
        "A homeowner calls the shop's after-hours line at 2:10 a.m. with water spraying from a pipe in the basement. The owner has set critical calls to go to the on-call plumber all night.",
      lines: [
        {
          speaker: "host",
          text: "Thanks for calling. Is anyone in danger right now, like a gas smell or water near outlets or the electrical panel?",
        },
        {
          speaker: "caller",
          text: "No, the panel's on the other wall. A pipe burst in the basement and water is spraying everywhere.",
        },
        {
          speaker: "host",
          text: "Okay, let's stop the water first. The main shut-off is usually where the water line comes through the wall, often next to the water meter. Can you get there without walking through standing water?",
        },
        {
          speaker: "caller",
          text: "Yes, it's by the meter under the stairs. There's a red round handle.",
        },
        {
          speaker: "host",
          text: "Turn that handle clockwise until it stops. If it's stiff, use steady pressure and don't force it with a tool. I'll stay on the line.",
        },
        {
          speaker: "caller",
          text: "Okay, it's closed. The spraying stopped, it's just dripping now.",
        },
        {
          speaker: "host",
          text: "Good, that's the hardest part. Now open the lowest faucet in the house, like a basement sink or laundry tap, to drain what's left in the pipes. What's the service address, and is this the best number to reach you?",
        },
        {
          speaker: "caller",
          text: "418 Alder Street. And yes, this is my cell.",
        },
        {
          speaker: "host",
          text: "Got it: 418 Alder Street, and I'll use this number. I'm alerting the on-call plumber now with your address, that the main is off and that the break is in the basement. They'll call you back shortly to confirm an arrival time and the after-hours rate.",
        },
        {
          speaker: "caller",
          text: "Thank you. Should I turn the water back on to check it?",
        },
        {
          speaker: "host",
          text: "Please leave the main off until the plumber gets there. I'm texting you a summary of this call now, and you can call back any time if anything changes.",
        },
      ],
      outcome:
        "The on-call plumber got a critical alert with the address and a summary of the call, the caller got a text recap, and the full transcript was waiting in the dashboard in the morning.",
    },
  },
  industryBlock: {
    title: "What your AI host knows about plumbing",
    intro:
      "The host is set up for a plumbing shop on a setup call within 24 hours of signing up: your services, your service area, your on-call rules and the make-safe steps you want callers to hear, in your words.",
    points: [
      {
        title: "Three urgency tiers",
        text: "Flooding, sewage backing up into the house and burst pipes in freezing weather are critical, with a response window under 1 hour. A leaking water heater or the only toilet clogged is urgent, 2 to 4 hours. Dripping faucets, slow drains and quotes are scheduled, 24 to 48 hours.",
      },
      {
        title: "Make-safe steps, read as written",
        text: "Fixture stops first, then the main shut-off; the cold supply valve on a leaking water heater; no flushing during a sewer backup; stay out of water near outlets or the panel. For a gas smell, the host tells the caller to leave and call the gas utility or 911 from outside before anything else.",
      },
      {
        title: "Plumbing vocabulary",
        text: "Cleanouts, main line backups, slab leaks, PRVs, sump pumps, backflow testing, tank and tankless water heaters. On Pro, the enhanced voice AI understands trade terms, so callers don't have to spell out what they mean.",
      },
      {
        title: "The details your tech needs",
        text: "Service address and callback number read back, what's leaking and since when, whether the water is off, what's been damaged, and whether the caller owns the home or needs landlord approval.",
      },
    ],
  },
  closing: {
    integrations: {
      title: "Works with the software your shop already runs",
      intro:
        "Booked calls go where your dispatcher already looks, with the caller's details and the problem in their own words. Enterprise adds custom integrations for other setups.",
      items: [
        {
          name: "ServiceTitan",
          text: "The job lands on your dispatch board with the customer, address, job type, arrival window and a short summary of the problem, and the caller gets an SMS confirmation.",
        },
        {
          name: "Housecall Pro",
          text: "Booked calls show up on your schedule with the customer's contact details and what they described, so your tech knows what to load on the truck.",
        },
        {
          name: "Jobber",
          text: "New callers arrive with their contact details, property address and the problem in their words, ready for you to schedule the visit or send a quote.",
        },
      ],
    },
    faqs: {
      title: "Questions plumbers ask",
      items: [
        {
          question: "What does the host do with a real emergency in the middle of the night?",
          answer:
            "It checks for danger first, walks the caller through the shut-off steps you approved, confirms the address and callback number, then alerts or transfers the call to your on-call plumber, following the hours and tiers you set.",
        },
        {
          question: "Will my on-call plumber get woken up for every call?",
          answer:
            "No. You choose who gets urgent transfers and when. A common setup: critical calls go through all night, urgent callers overnight choose between a visit at the after-hours rate or the first morning slot, and scheduled work is simply booked.",
        },
        {
          question: "Will it quote prices or diagnose the problem?",
          answer:
            "It quotes only the prices you enter in your dashboard, such as your call-out fee or a flat drain-cleaning rate, and updates the moment you change them. It doesn't diagnose or promise a repair price; it gathers the facts so your plumber can.",
        },
        {
          question: "What happens when a caller smells gas?",
          answer:
            "The host tells them to leave the house now without touching switches, and to call the gas utility or 911 from outside. Once they're safe and the utility is on the way, the call goes to your on-call person to plan the repair.",
        },
        {
          question: "Which plan does a plumbing shop need?",
          answer: `Basic (${formatUsd(plans.basic.monthlyPrice)} a month per location) answers every call 24/7, handles service questions and e-mails you the details. Pro (${formatUsd(plans.pro.monthlyPrice)} a month per location) adds booking jobs and appointments, SMS confirmations, and the enhanced voice AI that knows plumbing terms, which is what most shops want.`,
        },
        {
          question: "How fast can we be live, and what does the trial involve?",
          answer: `Your login arrives by e-mail about 5 minutes after you sign up, the setup call happens within 24 hours, and the host can be live within 24 hours. The ${site.trialDays}-day free trial puts a card on file with nothing charged today; there's no contract and you can cancel at any time.`,
        },
      ],
    },
    handoff: {
      title: "How a call reaches your plumber",
      intro:
        "The host handles the phone; your people handle the pipes. Here's what happens between the first ring and your plumber's truck.",
      steps: [
        {
          title: "Answer and check for danger",
          text: "Every call is answered on the first ring. The host asks about gas, flooding and water near anything electrical before anything else.",
        },
        {
          title: "Stop the water",
          text: "For active leaks, the host walks the caller to the fixture stop or the main shut-off, then asks whether water is still coming in to set the right tier.",
        },
        {
          title: "Alert or book",
          text: "Critical calls go to your on-call plumber with the address and what's been done. Everything else is booked into the next slot that fits, with a text confirmation.",
        },
        {
          title: "Nothing to repeat",
          text: "The summary, transcript and caller details are in your dashboard, so your plumber calls back already knowing the job.",
        },
      ],
    },
  },
  calculator: {
    callsPerWeek: 60,
    missedShare: 0.3,
    jobValue: 350,
    bookingShare: 0.5,
    unit: "job",
  },
};
