import type { IndustryKey } from "../industries";

/**
 * The copy of one landing page (SPEC 2.5), chosen by path: the generic home page or one of the six
 * industry pages. Phone numbers, prices, plan features and the shared claims (99% answered,
 * +250% appointments, +45% satisfaction) come from core/, never from here.
 */
export interface LandingContent {
  key: IndustryKey | "general";
  meta: {
    /** The page title without the brand (the seo helper appends it); 40-60 characters. */
    title: string;
    /** 140-160 characters. */
    description: string;
    keywords: string[];
  };
  hero: {
    eyebrow: string;
    /** The promise, in the trade's words; at most ~60 characters. */
    title: string;
    /** One or two sentences a busy owner understands in ten seconds. */
    lead: string;
    /** Three short proof points shown under the buttons (e.g. "Answers in one ring, 24/7"). */
    highlights: [string, string, string];
  };
  /** The trade's own measurable result, shown beside the three shared ones (omit on "general"). */
  industryResult?: { value: string; label: string; detail: string };
  problems: {
    title: string;
    intro: string;
    /** 4 or 5 pairs: what goes wrong on the phone today, and what the host does instead. */
    pairs: { problem: string; solution: string }[];
  };
  demo: {
    /** Shown as "Live demo · {serviceType}". */
    serviceType: string;
    /** 4 or 5 things to try on the call. */
    features: string[];
    /** What to say when you call: one or two sentences. */
    customDescription: string;
    /** A short sample call (8-12 turns), marked on the page as an illustration. */
    transcript: {
      title: string;
      scenario: string;
      lines: { speaker: "caller" | "host"; text: string }[];
      /** What happened after the call: the text message, the booking, the alert. One sentence. */
      outcome: string;
    };
  };
  /** SPEC 2.5 §6: what the host knows about this trade. */
  industryBlock: {
    title: string;
    intro: string;
    /** 3 or 4 points. */
    points: { title: string; text: string }[];
  };
  /** Industry pages only (omit on "general"): the three closing sections of SPEC 2.5. */
  closing?: {
    integrations: { title: string; intro: string; items: { name: string; text: string }[] };
    faqs: { title: string; items: { question: string; answer: string }[] };
    handoff: { title: string; intro: string; steps: { title: string; text: string }[] };
  };
  /** Missed-call calculator defaults for this trade. */
  calculator: {
    callsPerWeek: number;
    /** 0-1: the share of calls that go unanswered today. */
    missedShare: number;
    /** US dollars: the value of one job, order or case. */
    jobValue: number;
    /** 0-1: the share of callers who would book if answered. */
    bookingShare: number;
    /** Singular noun for the value: "job", "order", "case", "reservation". */
    unit: string;
  };
}
