import { formatUsd, plans } from "../plans";
import { site } from "../site";
import type { LandingContent } from "./types";

/** The electrician landing page (/electricians). */
export const electricianLanding: LandingContent = {
  key: "electrician",
  meta: {
    title: "AI Phone Answering for Electricians: 24/7 Service Calls",
    description:
      "An AI phone host for electricians: answers every call 24/7, screens for sparks and burning smells, alerts your on-call electrician and books estimates.",
    keywords: [
      "AI answering service for electricians",
      "electrician answering service 24/7",
      "emergency electrician call handling",
      "electrical contractor virtual receptionist",
      "after-hours electrician calls",
      "book electrical estimates by phone",
    ],
  },
  hero: {
    eyebrow: "AI phone host for electricians",
    title: "Every service call answered, even up a ladder",
    lead: "While you're in an attic or working a live panel, your AI host answers every call, screens for sparks and burning smells, books trouble calls and estimates, and gets real emergencies to your on-call electrician.",
    highlights: [
      "Answers on the first ring, 24/7",
      "Asks about sparks, smoke and burning smells first",
      "Books panel upgrade and EV charger estimates",
    ],
  },
  industryResult: {
    value: "+270%",
    label: "booked jobs",
    detail:
      "What electrical contractors using our AI host report, in our own customer figures; not an independent study. Your result depends on how many calls you miss today.",
  },
  problems: {
    title: "Where electrical calls get lost today",
    intro:
      "You can't pick up with both hands in a panel or from the top of a ladder. The homeowner whose lights are flickering doesn't wait for a callback: they call the next electrician who answers.",
    pairs: [
      {
        problem:
          "You're terminating a circuit when the phone rings, and the caller with a dead kitchen outlet hangs up before you can wipe your hands.",
        solution:
          "The host answers on the first ring, finds out which circuits are out and since when, and books the trouble call into your next open slot.",
      },
      {
        problem:
          "A caller with a sparking outlet reaches voicemail at 10 p.m. and spends the night guessing whether it's safe.",
        solution:
          "The host tells them to stay away from it, to get everyone out and call 911 if there's smoke or a burning smell, and alerts your on-call electrician.",
      },
      {
        problem:
          "Panel upgrade and EV charger leads go cold while you're on jobs all day, and the homeowner books whoever called back first.",
        solution:
          "The host books the estimate on the first call and collects what you'd ask anyway: the home's age, panel size if they know it, where the charger goes.",
      },
      {
        problem:
          "Half your after-hours calls are utility outages, and your on-call tech wakes up to tell people to call the power company.",
        solution:
          "The host asks whether the neighbors are dark too and points street-wide outages to the utility, so your phone rings only for problems inside the house.",
      },
      {
        problem:
          "Builders calling about rough-in dates and inspections get the same voicemail as a homeowner with a tripped breaker.",
        solution:
          "The host asks whether it's a homeowner or a builder, takes the job name, the rough-in or inspection date and a callback number, and passes it to whoever you choose.",
      },
    ],
  },
  demo: {
    serviceType: "Electrical",
    features: [
      "Say a breaker keeps tripping and hear the safety questions come first",
      "Report a sparking outlet and see how the host responds",
      "Book an estimate for a panel upgrade or EV charger",
      "Say the whole street is dark and see it point you to the utility",
      "Ask whether the shop installs generators or does service upgrades",
    ],
    customDescription:
      "Call and play a homeowner with an electrical problem: a tripping breaker, flickering lights, a dead outlet. The host checks for danger first, then books it or escalates it, the way it would for your shop.",
    transcript: {
      title: "A breaker that keeps tripping",
      scenario:
        "A homeowner calls at 9:30 p.m. because the kitchen breaker has tripped three times tonight. The owner has set critical calls to go to the on-call electrician and urgent ones to be offered a choice.",
      lines: [
        {
          speaker: "host",
          text: "Thanks for calling. Before anything else: do you smell burning, or see sparks, smoke or scorch marks at the panel or any outlet?",
        },
        {
          speaker: "caller",
          text: "No smell, no sparks. The kitchen breaker just keeps tripping. That's three times tonight.",
        },
        {
          speaker: "host",
          text: "Okay, good. Do you hear any buzzing or crackling from the panel or an outlet, or is any outlet or switch warm?",
        },
        {
          speaker: "caller",
          text: "No, nothing like that. It trips when the microwave and the toaster oven are on at the same time.",
        },
        {
          speaker: "host",
          text: "Thanks. Please leave that breaker off for now and don't reset it again; repeated resets can overheat the wiring. Is the rest of the house working, including the fridge?",
        },
        {
          speaker: "caller",
          text: "Yes, the fridge is fine. It's just the outlets on the kitchen counter.",
        },
        {
          speaker: "host",
          text: "Then this isn't an emergency tonight. I can have the on-call electrician call you back about a visit tonight at the after-hours rate, or book the first slot tomorrow at the regular rate. Which would you prefer?",
        },
        {
          speaker: "caller",
          text: "Tomorrow morning is fine.",
        },
        {
          speaker: "host",
          text: "The first opening is tomorrow between 8 and 10 a.m. What's the service address, and is this the best number for the electrician to call before arriving?",
        },
        {
          speaker: "caller",
          text: "27 Birch Lane, and yes, this number.",
        },
        {
          speaker: "host",
          text: "Got it: 27 Birch Lane, tomorrow between 8 and 10 a.m. I'm texting you the confirmation now. If you notice a burning smell, smoke or sparks before then, get everyone out and call 911 first, then call us back.",
        },
      ],
      outcome:
        "The visit was booked for 8 to 10 a.m. with the symptoms in the job notes, the caller got a text confirmation, and nobody on call was woken for a breaker that was safely off.",
    },
  },
  industryBlock: {
    title: "What your AI host knows about electrical work",
    intro:
      "The host is set up for an electrical contractor on a setup call within 24 hours of signing up: your services, your service area, your on-call rules and the safety wording you want callers to hear, in your words.",
    points: [
      {
        title: "Safety questions before anything else",
        text: "Every problem call starts with sparks, smoke, burning smells, buzzing and water near electrical. Smoke or a burning smell that's getting stronger means everyone leaves and calls 911 from outside. A downed power line means stay far away and call 911 and the utility.",
      },
      {
        title: "Three urgency tiers",
        text: "A sparking or smoking panel, a burning smell, or a total outage in a home running medical equipment is critical, with a response window under 1 hour. A breaker that keeps tripping or a partial outage is urgent, 2 to 4 hours. New circuits, fixtures and upgrade estimates are scheduled, 24 to 48 hours.",
      },
      {
        title: "No do-it-yourself repairs",
        text: "The host never tells a caller to open a panel cover or swap a breaker. Its make-safe steps are the ones you approve: leave a tripping breaker off, unplug what's on the circuit, keep people and pets away from anything sparking or hot.",
      },
      {
        title: "Electrical vocabulary",
        text: "GFCI and AFCI breakers, 100- and 200-amp service, subpanels, knob-and-tube and aluminum wiring, whole-home surge protection, standby generators, Level 2 chargers. On Pro, the enhanced voice AI understands trade terms, so callers don't have to explain twice.",
      },
    ],
  },
  closing: {
    integrations: {
      title: "Works with the software your shop already runs",
      intro:
        "Booked calls go where your office already looks, with the caller's details and the problem in their own words. Enterprise adds custom integrations for other setups.",
      items: [
        {
          name: "ServiceTitan",
          text: "The job lands on your dispatch board with the customer, address, job type, arrival window and a short summary of the problem, and the caller gets an SMS confirmation.",
        },
        {
          name: "Housecall Pro",
          text: "Booked calls show up on your schedule with the customer's contact details and what they described, so your electrician knows what to expect before arriving.",
        },
        {
          name: "Jobber",
          text: "New callers arrive with their contact details, property address and what they need, ready for you to schedule the visit or send a quote for the panel upgrade.",
        },
      ],
    },
    faqs: {
      title: "Questions electricians ask",
      items: [
        {
          question: "What does the host do if a caller says something is sparking?",
          answer:
            "It tells them not to touch the panel, outlet or cord and to keep everyone away. If there's smoke, flame or a burning smell, they leave the house and call 911 from outside first. Then the call goes to your on-call electrician, following the hours and rules you set.",
        },
        {
          question: "Will it walk homeowners through repairs?",
          answer:
            "No. It never tells callers to open a panel, replace a breaker or touch wiring. It reads only the make-safe steps you approve, such as leaving a tripping breaker off, and gathers the facts your electrician needs.",
        },
        {
          question: "Can it tell a utility outage from a problem in the house?",
          answer:
            "It asks whether the neighbors and streetlights are out too. If they are, it points the caller to the utility's outage line instead of sending a truck. If only part of the house is dark, it's treated as your call.",
        },
        {
          question: "Will it quote prices for panel upgrades or EV chargers?",
          answer:
            "It quotes only the prices you enter in your dashboard, such as your service-call fee, and updates the moment you change them. Larger jobs get booked as estimates, with the details your estimator needs.",
        },
        {
          question: "Which plan does an electrical contractor need?",
          answer: `Basic (${formatUsd(plans.basic.monthlyPrice)} a month per location) answers every call 24/7, handles service questions and e-mails you the details. Pro (${formatUsd(plans.pro.monthlyPrice)} a month per location) adds booking jobs and estimates, SMS confirmations, and the enhanced voice AI that knows electrical terms, which is what most shops want.`,
        },
        {
          question: "How fast can we be live, and what does the trial involve?",
          answer: `Your login arrives by e-mail about 5 minutes after you sign up, the setup call happens within 24 hours, and the host can be live within 24 hours. The ${site.trialDays}-day free trial puts a card on file with nothing charged today; there's no contract and you can cancel at any time.`,
        },
      ],
    },
    handoff: {
      title: "How a call reaches your electrician",
      intro:
        "The host handles the phone; your electricians handle the wiring. Here's what happens between the first ring and a truck in the driveway.",
      steps: [
        {
          title: "Answer and check for danger",
          text: "Every call is answered on the first ring, and the first questions are about sparks, smoke, burning smells and downed lines.",
        },
        {
          title: "Make it safe",
          text: "The host reads your approved steps: leave the breaker off, stay away from anything sparking, and call 911 or the utility first when the situation calls for it.",
        },
        {
          title: "Alert or book",
          text: "Critical calls go to your on-call electrician with the address and what's happening. Everything else is booked into the next slot that fits, with a text confirmation.",
        },
        {
          title: "Nothing to repeat",
          text: "The summary, transcript and caller details are in your dashboard, so your electrician calls back already knowing the job.",
        },
      ],
    },
  },
  calculator: {
    callsPerWeek: 45,
    missedShare: 0.3,
    jobValue: 450,
    bookingShare: 0.45,
    unit: "job",
  },
};
