import type { LandingContent } from "@core/landing/types";
import { site } from "@core/site";

/**
 * The copy of /landing, the page for ad traffic: one message (callers stop reaching voicemail)
 * and one call to action (the free trial). Prices, phone numbers and the product name come from
 * core/ at render time.
 */
export interface CampaignContent {
  meta: { title: string; description: string };
  hero: { eyebrow: string; title: string; lead: string; proof: [string, string, string] };
  steps: { title: string; items: { title: string; text: string }[] };
  sampleCall: LandingContent["demo"]["transcript"];
  price: { title: string; lead: string };
  questions: { title: string; items: { question: string; answer: string }[] };
  closing: { title: string; lead: string };
}

export const campaignContent: Omit<CampaignContent, "sampleCall"> = {
  meta: {
    title: "Stop sending callers to voicemail",
    description: `An AI phone host that answers every call on the first ring, books the appointment and texts a confirmation, day and night. Try it free for ${site.trialDays} days.`,
  },
  hero: {
    eyebrow: "For businesses that live on the phone",
    title: "Stop sending callers to voicemail",
    lead: "Most people who reach voicemail call the next business on the list. Your AI host answers on the first ring, day and night, books the appointment into your calendar and texts the caller a confirmation.",
    proof: ["Answers on the first ring, 24/7", "Books and confirms by text", "Live within 24 hours"],
  },
  steps: {
    title: "Three steps to an answered phone",
    items: [
      {
        title: "Start your free trial",
        text: "Pick Basic or Pro and tell us about your business. Nothing is charged today.",
      },
      {
        title: "We set it up with you",
        text: "On a setup call within 24 hours we load your services, hours and booking rules, and forward your existing number or give you a new one.",
      },
      {
        title: "Every call gets answered",
        text: "The host takes calls, books them and texts confirmations. You read every transcript in the dashboard and choose which calls come to you.",
      },
    ],
  },
  price: {
    title: "One price per location, no contract",
    lead: "Both plans start with a free trial. Cancel before it ends and you pay nothing.",
  },
  questions: {
    title: "Before you start",
    items: [
      {
        question: "Do I have to change my phone number?",
        answer:
          "No. You can forward your existing number to your AI host, or take a new dedicated number from us. Either way your customers call the number they already know.",
      },
      {
        question: "What happens when a caller needs a person?",
        answer:
          "You decide which calls are transferred, to whom and at what hours: an emergency, a large job, an unhappy customer. Outside those hours the host takes full details and notifies you at once.",
      },
      {
        question: "Which calendar does it book into?",
        answer:
          "Bookings can go straight into Google Calendar. The tools each trade uses, such as ServiceTitan, Housecall Pro, Jobber, OpenTable, Toast and Clio, are covered on our industry pages, and Enterprise adds custom integrations.",
      },
      {
        question: "What if it isn't for me?",
        answer:
          "Cancel any time during the trial from your dashboard or by e-mail and you are never charged. After the trial you pay month to month, with no contract.",
      },
    ],
  },
  closing: {
    title: "Your next caller is already dialing",
    lead: "Start the trial now and the host can be answering your phone tomorrow.",
  },
};
