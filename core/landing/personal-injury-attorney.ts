import type { LandingContent } from "./types";

export const personalInjuryAttorneyLanding: LandingContent = {
  key: "personal-injury-attorney",
  meta: {
    title: "24/7 Personal Injury Intake Answering for Law Firms",
    description:
      "An AI host answers your firm's calls 24/7, runs injury intake, collects conflict-check names and books free case evaluations. It never gives legal advice.",
    keywords: [
      "personal injury intake answering service",
      "law firm answering service",
      "after-hours legal intake",
      "AI receptionist for law firms",
      "personal injury lead intake",
      "Clio intake integration",
      "free case evaluation booking",
    ],
  },
  hero: {
    eyebrow: "For personal injury law firms",
    title: "Every injury call answered, screened and booked",
    lead: "Your AI host answers every call, day or night, asks your intake questions, collects the names for your conflict check and books a free case evaluation with an attorney. It never gives legal advice.",
    highlights: [
      "Answers in one ring, nights and weekends too",
      "Conflict-check names on every intake",
      "Evaluations booked on your attorneys' calendars",
    ],
  },
  industryResult: {
    value: "+320%",
    label: "qualified consultations",
    detail:
      "What our law-firm customers report: more consultations with callers who met their intake criteria. A customer-reported figure, not an independent study.",
  },
  problems: {
    title: "Where injury cases slip away on the phone",
    intro:
      "Someone hurt in a crash calls firms until a person picks up. The firm that answers, listens and books a time usually gets the case.",
    pairs: [
      {
        problem:
          "Calls after 5 pm and on weekends go to voicemail, and the caller dials the next firm on the list.",
        solution:
          "The host answers every call in one ring, 24/7, and books the free case evaluation while the caller is still on the line.",
      },
      {
        problem:
          "Your intake staff spend hours on calls you'd never take: property damage only, case types you don't handle, accidents outside your state.",
        solution:
          "The host asks your screening questions first and sorts callers by your criteria, so your team's time goes to the calls that could become cases.",
      },
      {
        problem:
          "Intake notes come back thin, the attorney re-asks everything on the callback, and nobody wrote down the other driver's name for conflicts.",
        solution:
          "Every call ends with the same complete intake: accident date and location, injuries, treatment, insurance, representation and the other parties' names.",
      },
      {
        problem:
          'A rushed receptionist answers "Do I have a case?" or "What\'s it worth?" and says more than a non-lawyer should.',
        solution:
          "The host says plainly that it isn't an attorney and that the call doesn't create an attorney-client relationship, and it saves those questions for the attorney.",
      },
      {
        problem:
          "Time-sensitive calls, like a caller still in the hospital or an adjuster pressing for a recorded statement, wait in a voicemail queue until Monday.",
        solution:
          "You choose which calls can't wait and who gets them; the host transfers the call or alerts that attorney right away.",
      },
    ],
  },
  demo: {
    serviceType: "Personal injury intake",
    features: [
      'Say you were rear-ended and ask, "Do I have a case?"',
      "Hear it check that you're safe and ask about medical care first",
      "Give the other driver's name and hear it noted for the conflict check",
      "Say you already have a lawyer, or call about a matter the firm doesn't take",
      "Book a free case evaluation for tomorrow morning",
    ],
    customDescription:
      "Call as someone hurt in a car accident last week. Ask whether you have a case and what it's worth, and listen to how the host declines to advise you and books you with an attorney instead.",
    transcript: {
      title: "A car accident intake at 9:40 pm",
      scenario:
        "A driver rear-ended at a stoplight calls a personal injury firm on a weeknight, after the office has closed.",
      lines: [
        {
          speaker: "host",
          text: "Thanks for calling the law office. I'm the firm's virtual intake assistant. First, are you somewhere safe, and does anyone need emergency help right now?",
        },
        {
          speaker: "caller",
          text: "I'm home. I got rear-ended on Tuesday and my neck and back are killing me. Do I have a case?",
        },
        {
          speaker: "host",
          text: "I'm sorry you're hurting. If it gets worse, please call 911 or go to an emergency room. I can't tell you whether you have a case: I'm not an attorney, and this call doesn't make you a client of the firm. I can get your details to an attorney for a free case evaluation. Have you seen a doctor since the accident?",
        },
        {
          speaker: "caller",
          text: "I went to urgent care that night. They said whiplash and told me to follow up with my own doctor.",
        },
        {
          speaker: "host",
          text: "Thank you. What date and time was the accident, and where did it happen?",
        },
        {
          speaker: "caller",
          text: "Tuesday the 3rd, about 5:30 in the evening. I was stopped at the light at Main and 5th and she hit me from behind.",
        },
        {
          speaker: "host",
          text: "What's the other driver's name, and do you have her insurance information and yours? The firm checks every name before an attorney speaks with you.",
        },
        {
          speaker: "caller",
          text: "Dana Whitfield, it's on the police report. I took a photo of her insurance card, and I have my own policy number.",
        },
        {
          speaker: "host",
          text: "Please keep both handy for the evaluation. Have you spoken with any other lawyer about this accident?",
        },
        {
          speaker: "caller",
          text: "No. But her insurance adjuster called yesterday and wants a recorded statement.",
        },
        {
          speaker: "host",
          text: "I've noted that and marked it time-sensitive for the attorney. I can't advise you on it, but you can ask the attorney directly. I can book your free evaluation by phone tomorrow at 10 am or 2:30 pm. Which works better?",
        },
        {
          speaker: "caller",
          text: "10 am, please.",
        },
      ],
      outcome:
        "The caller got a text confirming the 10 am phone evaluation, the intake with Dana Whitfield's name landed in Clio for the conflict check, and the on-call attorney was alerted about the recorded-statement request.",
    },
  },
  industryBlock: {
    title: "An intake host that knows the rules of a law firm",
    intro:
      "Your AI host is set up with your case types, your intake questions and your lines it must not cross. It gathers facts; your attorneys give the advice.",
    points: [
      {
        title: "Your intake, the same way on every call",
        text: "Auto, trucking, motorcycle, slip and fall, dog bite: the host asks the questions you use for each case type, in your order, and never skips the injuries, treatment or insurance questions because it's late.",
      },
      {
        title: "Conflict details before anyone talks to an attorney",
        text: "It asks for the other driver, the vehicle owner, the business where the fall happened and the insurers, and keeps the first call to the facts intake needs until your team clears the names.",
      },
      {
        title: "No legal advice, no attorney-client relationship",
        text: "It tells callers it isn't an attorney and that the call doesn't make them a client. It never estimates what a case is worth or says whether the statute of limitations has run; it records the accident date so your attorneys can decide.",
      },
      {
        title: "Urgent matters reach a person",
        text: "A caller still in the hospital, a wrongful-death call, an adjuster asking for a statement: you choose which calls transfer or alert an attorney, and who is on call.",
      },
    ],
  },
  closing: {
    integrations: {
      title: "Intake that lands where your firm already works",
      intro:
        "Connect the host to the system your intake team uses, so nobody retypes a call. Firms with their own intake tools can ask about custom integrations on Enterprise.",
      items: [
        {
          name: "Clio",
          text: "The caller's contact details, the intake answers and the other parties' names land in Clio with the call, ready for your conflict check and a new matter.",
        },
        {
          name: "HubSpot",
          text: "Each intake call becomes a contact with the answers attached, so you can follow up on callers who didn't book and see which ads bring in real cases.",
        },
        {
          name: "Salesforce",
          text: "For firms that run intake in Salesforce: every call arrives as a lead with the intake answers and the booked evaluation, in the queue your team already works.",
        },
      ],
    },
    faqs: {
      title: "Questions managing partners ask",
      items: [
        {
          question: "Is what callers tell the host kept confidential?",
          answer:
            "Calls, transcripts and intake details are encrypted in transit and at rest, and the platform is designed to support HIPAA, SOC 2, GDPR and PCI DSS requirements (a design goal, not a certification claim; the Security page has the details). The host asks only what your intake needs, and summaries go to the people you name. Treat the transcripts as you treat any prospective-client intake notes.",
        },
        {
          question: "Will it ever tell a caller they have a case?",
          answer:
            "No. It says plainly that it isn't an attorney and that the call doesn't create an attorney-client relationship, in wording you approve. It won't estimate a case's value, say whether a deadline has passed, or tell a caller what to say to an insurer. Those questions go into the notes for the attorney at the evaluation.",
        },
        {
          question: "What happens with a call at 2 am on a Saturday?",
          answer:
            "The same intake as at 10 am on a Tuesday: safety and medical care first, the full set of questions, conflict names, and a free case evaluation booked into an open slot. You decide which calls can't wait until Monday and who gets them; the host transfers those or alerts your on-call attorney. Everything else is in your dashboard and inbox when the office opens.",
        },
        {
          question: "Can it take intake calls in Spanish?",
          answer:
            "We won't promise that on this page. If Spanish-speaking callers are a real share of your caseload, ask on your setup call what the host supports for your firm today and test it yourself before you run Spanish-language ads to the number. Until you've heard it work, set a rule that callers who ask for Spanish are transferred to a bilingual member of your team, or flagged for a callback first thing.",
        },
        {
          question: "How does it handle conflicts?",
          answer:
            "It collects the names; your team clears them. The host asks for the other driver, the vehicle owner, any business involved and the insurers, and those names arrive with the intake in Clio or your CRM. If the check turns up a conflict, you cancel the evaluation and contact the caller yourself.",
        },
        {
          question: "What does it do with a caller who isn't a fit?",
          answer:
            "You define a fit: case types, injury threshold, the states where you practice, whether the caller already has a lawyer on the matter. When a caller falls outside it, the host doesn't judge the claim or tell them they have no case. It says your firm can't help with this matter, offers the referral you choose, such as a firm you refer to or your state bar's lawyer referral service, and logs the call with its transcript so an attorney can review it.",
        },
      ],
    },
    handoff: {
      title: "What happens after the host hangs up",
      intro: "The host gathers the facts and books the time. From there, your firm takes over.",
      steps: [
        {
          title: "Intake summary, right away",
          text: "The answers, the transcript and any time-sensitive flags reach your inbox and dashboard, and Clio, HubSpot or Salesforce if you've connected them.",
        },
        {
          title: "Your team runs the conflict check",
          text: "The other parties' names are already in the intake, so the check happens before the evaluation, not during it.",
        },
        {
          title: "The caller gets a text",
          text: "An SMS confirms the date, the time and whether the evaluation is by phone or at the office, and reminds them to bring the police report and insurance cards.",
        },
        {
          title: "The attorney walks in prepared",
          text: "Accident date, injuries, treatment so far and insurance are on one page, so the evaluation starts with the case, not with spelling the caller's name.",
        },
      ],
    },
  },
  calculator: {
    callsPerWeek: 40,
    missedShare: 0.2,
    jobValue: 4000,
    bookingShare: 0.1,
    unit: "case",
  },
};
