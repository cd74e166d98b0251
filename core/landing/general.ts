import type { LandingContent } from "./types";

export const generalLanding: LandingContent = {
  key: "general",
  meta: {
    title: "AI Phone Answering for Small Businesses, 24/7",
    description:
      "An AI phone host for your small business: answers every call day and night, books appointments, answers questions, texts confirmations and routes urgent calls.",
    keywords: [
      "AI receptionist for small business",
      "AI phone answering service",
      "after-hours answering service",
      "virtual receptionist",
      "missed calls small business",
      "24/7 phone answering",
      "book appointments by phone",
    ],
  },
  hero: {
    eyebrow: "AI phone host for small businesses",
    title: "Every call answered, even when you can't pick up",
    lead: "Your AI host answers on the first ring, day or night, books the appointment, answers questions about your hours and prices, and texts the caller a confirmation. Urgent calls go to the person you choose.",
    highlights: [
      "Answers on the first ring, 24/7",
      "Books appointments and texts confirmations",
      "Set up and live within 24 hours",
    ],
  },
  problems: {
    title: "Where your calls slip away today",
    intro:
      "A missed call leaves no complaint. It leaves a customer who booked with whoever picked up first. Here is where that happens, and what your AI host does instead.",
    pairs: [
      {
        problem:
          "You're with a customer, in the service bay or on a job site when the phone rings, and the caller hangs up after four rings.",
        solution:
          "The host picks up on the first ring, every time, so you finish the job in front of you and the caller still gets an answer.",
      },
      {
        problem: "Evening and weekend callers reach voicemail, and plenty hang up without leaving a message.",
        solution:
          "After hours the host books the appointment on the spot from your real availability, so the customer is on your calendar before they try someone else.",
      },
      {
        problem:
          "Your day gets chopped up by the same questions: are you open Saturday, what does it cost, do you take walk-ins, where do I park.",
        solution:
          "The host answers from the hours, prices and services you keep in the dashboard. Change a price tonight and the next caller hears the new one.",
      },
      {
        problem:
          "Bookings scribbled on a notepad lose the phone number, the time or the one detail that mattered, and the customer forgets the day.",
        solution:
          "The host reads every booking back, records the name, number and notes, and texts the caller a confirmation as the call ends.",
      },
      {
        problem: "An urgent call or an unhappy customer sits in voicemail until you check it tomorrow.",
        solution:
          "You choose which calls go to a person, who takes them and at what hours. The host transfers those and takes full details on the rest.",
      },
    ],
  },
  demo: {
    serviceType: "Small business front desk",
    features: [
      "Ask about opening hours, prices or whether walk-ins are welcome",
      "Book an appointment for a day and time that suits you",
      "Ask for a time that's taken and hear the alternatives it offers",
      "Change your mind halfway through and see it keep up",
      "Say it's urgent and hear how the host hands you over",
    ],
    customDescription:
      "Call the demo line and play a customer: ask what a visit costs, book something for next Tuesday, then say it's urgent and listen to what the host does.",
    transcript: {
      title: "A new client books at 10:15 on a Tuesday night",
      scenario:
        "A small hair salon closed at 7 pm. A first-time client calls from home to book a cut and color for Saturday morning.",
      lines: [
        {
          speaker: "host",
          text: "Thanks for calling. We're closed for the night, but I can book an appointment, answer a question or take a message. What can I do for you?",
        },
        {
          speaker: "caller",
          text: "Hi, I'd like to book a cut and color. Do you have anything Saturday morning? I have to be somewhere by two.",
        },
        {
          speaker: "host",
          text: "Saturday morning, Maria has 9:00. A cut and full color takes about two and a half hours, so you'd be done around 11:30. Does that work?",
        },
        { speaker: "caller", text: "That's perfect. Roughly what does that cost?" },
        {
          speaker: "host",
          text: "A cut and color with Maria starts at $140. The final price depends on your hair length and the color you choose, and she'll confirm it with you before she starts.",
        },
        { speaker: "caller", text: "Okay, book it, please." },
        {
          speaker: "host",
          text: "Can I have your name and a mobile number for the confirmation text? And have you been in before?",
        },
        { speaker: "caller", text: "Tanya Brooks, this number's my cell. And no, it's my first time." },
        {
          speaker: "host",
          text: "Welcome, Tanya. I've noted it's your first visit so Maria can plan a few minutes to talk color. You're booked Saturday at 9:00 with Maria for a cut and color.",
        },
        { speaker: "caller", text: "Great. Is there parking?" },
        {
          speaker: "host",
          text: "Yes, there's free parking behind the building. I'm texting you the confirmation and the address now. If anything changes, just call back, any time.",
        },
      ],
      outcome:
        "The appointment went onto the salon's Google Calendar with the service, stylist and first-visit note, Tanya got a text confirmation, and the owner read the transcript in the dashboard the next morning.",
    },
  },
  industryBlock: {
    title: "What your AI host knows about your business",
    intro:
      "You tell it once, in the dashboard and on your setup call. From then on it answers with your details and your rules, not a generic script.",
    points: [
      {
        title: "Your services, prices and hours",
        text: "What you offer, what it costs, how long it takes and when you're open, holidays included. Update the dashboard and the next caller hears the change.",
      },
      {
        title: "Your calendar and your booking rules",
        text: "Which days and times you take bookings, how long each service runs, how much notice you need and who on your team does what. Bookings can go straight to Google Calendar.",
      },
      {
        title: "When to bring in a person",
        text: "The calls you want transferred, such as an emergency, a large job or an upset customer, who takes them and at what hours. Outside those hours the host takes the details and you get a notification.",
      },
      {
        title: "The answers your customers ask for",
        text: "Parking, payment, cancellation policy, what to bring to a first visit. Write each answer once and every caller hears it the same way.",
      },
    ],
  },
  calculator: {
    callsPerWeek: 60,
    missedShare: 0.25,
    jobValue: 150,
    bookingShare: 0.4,
    unit: "appointment",
  },
};
