import { aboutIntro, leadership, mission, story, values } from "../../core/about";
import { authentication, errorsIntro, quickFacts, sdkIntro } from "../../core/api-docs";
import {
  apiEndpoints,
  apiErrors,
  apiSchemas,
  conversationFlows,
  endpointAnchor,
  rateLimit,
  webhookEvents,
  webhookSignatureHeader,
} from "../../core/api-reference";
import { billingTerms } from "../../core/billing-terms";
import { articlePath, articleSlugs } from "../../core/blog";
import { missedCallCalculator } from "../../core/calculator";
import { claimsFootnote, claimsInText } from "../../core/claims";
import {
  communityEvents,
  communityIntro,
  communityLeaders,
  communityStats,
  forumCategoryCopy,
} from "../../core/community";
import { comparisonFeatures } from "../../core/comparison";
import {
  demoLineNote,
  genericBusiness,
  getIndustry,
  type Industry,
  industries,
  industryNameInText,
} from "../../core/industries";
import { helpFaqs, helpTopics } from "../../core/knowledge/help-center";
import { helpCenterHow } from "../../core/knowledge/help-center-menus";
import { supportFaqs, supportIndustryQuestions } from "../../core/knowledge/support";
import type { KnowledgeEntry } from "../../core/knowledge/types";
import { landingContent } from "../../core/landing/index";
import type { LandingContent } from "../../core/landing/types";
import { welcomeFor } from "../../core/onboarding";
import {
  formatUsd,
  type PlanKey,
  perLocationNote,
  planKeys,
  planList,
  plans,
  tierFeatures,
  trialLabel,
  trialTerms,
} from "../../core/plans";
import { pricingQuestions, pricingQuestionsAnchor } from "../../core/pricing-questions";
import { accessControls, compliance, dataProtection, philosophy, securityFaqs } from "../../core/security";
import { allOfficeHours, officeAddresses, officeHours, site } from "../../core/site";
import { storedItems } from "../../core/storage";
import {
  onDemandWebinars,
  sessionTimeIn,
  sessionTimeLabels,
  upcomingWebinars,
  webinarsPage,
  westernZones,
} from "../../core/webinars";

/**
 * The answer engine's knowledge base, built from the site's own content: the help center's topics
 * and FAQs, the support page's questions, plans and trial terms from core/plans.ts and
 * core/site.ts, product facts, the pricing page's questions and the industry pages' copy
 * (app/content/pricing-questions.ts, app/content/landing). The local engine adds the blog's
 * sections (blog-sections.ts reads content/blog).
 *
 * Server-only: the pages import core/knowledge/help-center.ts and support.ts, never this file.
 * Every figure here is read from the config or is one of Hostline's attributed claims.
 */

const product = site.product;
const basic = formatUsd(plans.basic.monthlyPrice);
const pro = formatUsd(plans.pro.monthlyPrice);
const enterprise = formatUsd(plans.enterprise.monthlyPrice);
const salesPhone = site.phones.sales.display;
const trial = `${site.trialDays}-day free trial`;
const pricingUrl = "/pricing#pricing";
/** The Terms' section on the trial, linked beside the trial answers on /pricing. */
const trialTermsLink = { label: "The trial in our Terms", url: "/terms-of-service#4-the-free-trial" };
/** The restaurants page's report of fewer no-shows after a text confirmation, as a passage of its own. */
function noShowEntry(): KnowledgeEntry[] {
  const restaurants = getIndustry("restaurant");
  const pair = landingContent.restaurant.problems.pairs.find((item) => /no-shows/.test(item.solution));
  // The figure's sentence alone: the rest names the page's own details ("party size", "pickup
  // time"), words that tell a restaurant's question from any other.
  const reported = pair?.solution.split(/(?<=\.)\s+/).find((sentence) => /no-shows/.test(sentence));
  if (!reported) return [];
  return [
    {
      id: "sms-no-shows",
      title: "Fewer no-shows",
      question: "Do the text confirmations actually cut no-shows?",
      answer: `Every booking and order ends with a text confirmation to the caller. ${reported} Text confirmations come with ${plans.pro.title}; ${plans.basic.title} sends you e-mail notifications.`,
      url: `${restaurants.path}#problems-heading`,
      category: "Product",
      keywords: [
        "no-shows",
        "noshows",
        "empty tables",
        "confirmation texts",
        "does texting help",
        "text messages",
      ],
    },
  ];
}

/** The weekly live walkthrough for new customers (the Community page), named beside the webinars. */
const onboardingLive = communityEvents.find((event) => event.id === "onboarding-live");
const setupUrl = "/#how-heading";
/** The pricing page's questions, where how soon a line is answered is said. */
const pricingQuestionsUrl = `/pricing#${pricingQuestionsAnchor}`;
/** Taxes, as the Terms of Service (5.3) put them: in the taxes answer and the all-in price. */
const taxesLine =
  "Prices don't include taxes: any sales, use, value-added or telecommunications taxes and fees that apply are yours, and where we must collect them they appear on your invoice.";

/** The articles the answers link to, from core/blog.ts's one list of slugs. */
const blog = {
  crmGuide: articlePath(articleSlugs.crmGuide),
  fiveCrm: articlePath(articleSlugs.fiveCrm),
  openTable: articlePath(articleSlugs.openTable),
  toast: articlePath(articleSlugs.toast),
  serviceTitan: articlePath(articleSlugs.serviceTitan),
  housecallPro: articlePath(articleSlugs.housecallPro),
  sevenWays: articlePath(articleSlugs.sevenWays),
  roi: articlePath(articleSlugs.roi),
} as const;

export function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

const listedPrices = new Set(planList.map((plan) => formatUsd(plan.monthlyPrice)));

/** Drops the sentences that quote a dollar figure other than a plan's price (e.g. a worked total). */
export function withoutUnlistedPrices(text: string): string {
  return text
    .split(/(?<=[.!?])\s+/)
    .filter((sentence) => (sentence.match(/\$\d[\d,]*/g) ?? []).every((figure) => listedPrices.has(figure)))
    .join(" ");
}

/**
 * A page's answer without its worked totals; when one is dropped ("Two locations on Pro are $1,198 a
 * month"), the plans' prices per location are added at its end.
 */
function withPlanPrices(text: string): string {
  const kept = withoutUnlistedPrices(text);
  const sentences = (of: string) => of.split(/(?<=[.!?])\s+/).length;
  return sentences(kept) === sentences(text)
    ? text
    : `${kept} ${plans.basic.title} is ${basic} and ${plans.pro.title} ${pro} a month per location.`;
}

function features(key: keyof typeof plans): string {
  return plans[key].features
    .filter((feature) => feature.included)
    .map((feature) => feature.text.charAt(0).toLowerCase() + feature.text.slice(1))
    .join(", ");
}

/** "Basic ($299 a month per location)", "Enterprise (from $1,199 a month per location)". */
function planWithPrice(key: PlanKey): string {
  const plan = plans[key];
  const price = formatUsd(plan.monthlyPrice);
  return `${plan.title} (${plan.startingPrice ? `from ${price}` : price} a month per location)`;
}

/**
 * What a higher plan adds of the same kind as a feature every plan has, named by the feature's last
 * word ("Email notifications": "; Pro adds SMS notifications"), or "" when none does.
 */
function higherOfKind(feature: string, rank: number): string {
  const kind = feature.split(" ").at(-1)?.toLowerCase() ?? "";
  const higher = planKeys
    .slice(rank + 1)
    .flatMap((key) => tierFeatures[key].map((other) => ({ key, other })))
    .find(({ other }) => other.toLowerCase().split(" ").includes(kind));
  return higher ? `; ${plans[higher.key].title} adds ${midSentence(higher.other)}` : "";
}

/**
 * One entry per plan feature, from core/plans.ts's tiers: which plans include it and which don't
 * ("does Basic include appointments?", "which plan has SMS?").
 */
function planFeatureEntries(): KnowledgeEntry[] {
  return planKeys.flatMap((tier, rank) => {
    const withIt = planKeys.slice(rank).map(planWithPrice);
    const without = planKeys.slice(0, rank).map((key) => plans[key].title);
    return tierFeatures[tier].map((feature): KnowledgeEntry => {
      // "SMS notifications" keeps its capitals; "Phone orders" reads "phone orders" mid-sentence.
      const name = /^\p{Lu}\p{Ll}/u.test(feature)
        ? feature.charAt(0).toLowerCase() + feature.slice(1)
        : feature;
      const answer =
        without.length === 0
          ? `Every plan includes ${name}, from ${withIt[0]} up${higherOfKind(feature, rank)}.`
          : `${withIt.length === 1 ? "Only " : ""}${listed(withIt)} ${withIt.length === 1 ? "includes" : "include"} ${name}; ${listed(without)} ${without.length === 1 ? "does" : "do"} not.`;
      return {
        id: `plan-feature-${slug(feature)}`,
        title: `${feature}: which plans include it`,
        question: `Which plans include ${name}?`,
        answer,
        url: pricingUrl,
        category: "Pricing",
        keywords: [
          "plan",
          "include",
          "included",
          "which plan",
          ...planKeys.map((key) => plans[key].title),
          name,
        ],
      };
    });
  });
}

/** Plans, prices, locations and the trial: generated from core/plans.ts and core/site.ts. */
function planEntries(): KnowledgeEntry[] {
  const perPlan = planList.map(
    (plan): KnowledgeEntry => ({
      id: `plan-${plan.key}`,
      title: `The ${plan.title} plan`,
      question: `What does the ${plan.title} plan include and cost?`,
      answer:
        plan.key === "enterprise"
          ? `Enterprise starts at ${enterprise} a month per location plus a one-time setup fee, with final pricing set after a consultation. It includes everything in Pro plus custom integrations, a dedicated account manager and custom voice training. Enterprise has no self-serve trial: call sales at ${salesPhone} to set up the consultation.`
          : plan.key === "pro"
            ? `Pro is ${pro} a month per business location and is our most popular plan. It includes everything in Basic plus phone orders and appointments, SMS notifications, enhanced voice AI with industry terminology, advanced analytics and priority support. It starts with a ${trial}.`
            : `Basic is ${basic} a month per business location. It includes ${features("basic")}. It starts with a ${trial}.`,
      url: pricingUrl,
      category: "Pricing",
      keywords: [
        plan.title,
        plan.name,
        "plan",
        "includes",
        "features",
        ...plan.features.filter((feature) => feature.included).map((feature) => feature.text),
        ...(plan.key === "enterprise"
          ? ["dedicated account manager", "custom integrations", "custom voice"]
          : []),
      ],
    }),
  );
  return [
    ...perPlan,
    {
      id: "pricing-overview",
      title: "Plans and prices",
      question: `How much does ${product} cost? What are the prices?`,
      answer: `Basic is ${basic} a month and Pro is ${pro} a month, per business location. Enterprise starts at ${enterprise} a month plus a one-time setup fee, with final pricing set after a consultation. Each location has its own plan and is billed separately, and Basic and Pro both start with a ${trial}.`,
      url: pricingUrl,
      category: "Pricing",
      keywords: [
        "cheapest",
        "cheap",
        "affordable",
        "lowest",
        "plans",
        "price",
        "prices",
        "pricing",
        "cost",
        "how much",
        "monthly",
        "per month",
        "expensive",
        "rates",
        "what's included",
        "included in the price",
      ],
    },
    {
      id: "pricing-locations",
      title: "Pricing for more than one location",
      question: "How much is it for two locations?",
      answer: `${perLocationNote} Two locations on Pro are two Pro plans at ${pro} a month each, and two on Basic are two Basic plans at ${basic} a month each; a location can be on Basic while another is on Pro. Groups with many locations often choose Enterprise, from ${enterprise} a month per location, for custom integrations and a dedicated account manager.`,
      url: pricingUrl,
      category: "Pricing",
      keywords: [
        "discount",
        "multiple locations",
        "locations",
        "location",
        "each location",
        "per location",
        "pay",
        "two",
        "multiple",
        "several",
        "stores",
        "branches",
        "second",
        "franchise",
        "multi-location",
        "both",
        "monthly bill",
        "cancel one location",
        "keep the others running",
        "different plan at each location",
      ],
    },
    {
      id: "voice-standard-vs-enhanced",
      title: "Standard and enhanced voice AI",
      question: "What's the difference between standard voice AI and enhanced voice AI?",
      answer: `Every plan includes standard voice AI, from Basic (${basic} a month per location) up. Pro (${pro} a month per location) adds enhanced voice AI with industry terminology: it understands your trade's terms, so callers don't have to spell out what they mean.`,
      url: pricingUrl,
      category: "Pricing",
      keywords: [
        "standard voice",
        "enhanced voice",
        "voice ai",
        "industry terminology",
        "trade terms",
        "jargon",
      ],
    },
    {
      id: "pricing-basic-vs-pro",
      title: "Basic versus Pro",
      question: "What's the difference between Basic and Pro?",
      answer: `Basic (${basic} a month per location) answers every call 24/7, handles service inquiries and e-mails you the details. Pro (${pro} a month per location) adds booking appointments and taking phone orders, SMS notifications, enhanced voice AI with industry terminology, advanced analytics and priority support. Most businesses that book jobs or take orders choose Pro.`,
      url: pricingUrl,
      category: "Pricing",
      keywords: [
        "difference",
        "compare",
        "versus",
        "vs",
        "basic",
        "pro",
        "which plan",
        "upgrade",
        // "what features do you have": the features, plan by plan.
        "features",
        "what features",
        "feature list",
      ],
    },
    {
      id: "pricing-pro-vs-enterprise",
      title: "Pro versus Enterprise",
      question: "What's the difference between Pro and Enterprise?",
      answer: `Pro (${pro} a month per location) includes everything in Basic plus ${listed(tierFeatures.pro.map(midSentence))}. Enterprise (from ${enterprise} a month per location, plus a one-time setup fee set after a consultation) includes everything in Pro plus ${listed(tierFeatures.enterprise.map(midSentence))}. Choose Enterprise when you need the host connected to systems we don't integrate with yet, or a person on our side who knows your account.`,
      url: pricingUrl,
      category: "Pricing",
      keywords: ["difference", "compare", "versus", "vs", "pro", "enterprise", "upgrade"],
    },
    {
      id: "pricing-setup-fee",
      title: "Setup fees",
      question: "Is there a setup fee?",
      answer: `Only Enterprise has a setup fee: a one-time fee set after a consultation, on top of its price from ${enterprise} a month per location. Basic (${basic}) and Pro (${pro}) are monthly prices per location, and billing starts after the ${trial}.`,
      url: pricingUrl,
      category: "Pricing",
      keywords: ["setup fee", "fee", "one-time", "activation"],
    },
    {
      id: "pricing-what-you-pay",
      title: "What you pay, all in",
      question: "Are there hidden fees? What will I actually pay?",
      answer: `Your plan's monthly price for each location: Basic is ${basic} a month, Pro ${pro} a month and Enterprise from ${enterprise} a month. Only Enterprise adds a one-time setup fee, set after a consultation. Basic and Pro are month to month, with no contract and no cancellation fee, and nothing is charged during the ${trial}. ${taxesLine}`,
      url: pricingUrl,
      category: "Pricing",
      keywords: [
        "hidden fees",
        "extra charges",
        "really flat",
        "catch",
        "fine print",
        "total cost",
        "all in",
        "end up paying",
      ],
    },
    {
      id: "trial-how",
      title: "How the free trial works",
      question: `How does the ${trial} work, and how do I sign up?`,
      answer: `Basic and Pro start with a ${trial}. You press "${trialLabel}", choose your trade, give your company name, your name, business e-mail and mobile, then put a card on file: nothing is charged today, and the card is billed when the trial ends unless you cancel. ${trialTerms}.`,
      url: pricingUrl,
      also: trialTermsLink,
      category: "Billing",
      keywords: [
        "paying",
        "pay",
        "before buying",
        "try it",
        "trial",
        "free",
        "try",
        "test",
        "card",
        "charged",
        `${site.trialDays} days`,
        "free trial",
        "how long",
        "length",
        "sign up",
        "signup",
        "start",
      ],
    },
    {
      id: "trial-enterprise",
      title: "Enterprise and the free trial",
      question: "Does Enterprise have a free trial?",
      answer: `The ${trial} is for Basic and Pro; Enterprise doesn't include one. Enterprise starts with a consultation instead: its price, from ${enterprise} a month per location plus a one-time setup fee, is agreed with you before you start.`,
      url: pricingUrl,
      also: trialTermsLink,
      category: "Billing",
      keywords: ["trial", "try it first"],
    },
    {
      id: "trial-card",
      title: "A card for the trial",
      question: "Do I need a credit card to start the free trial?",
      answer: `Yes, the ${trial} starts with a card on file, but nothing is charged today. The first charge comes when the trial ends, and only if you haven't cancelled.`,
      url: pricingUrl,
      also: trialTermsLink,
      category: "Billing",
      keywords: ["credit card", "card", "payment", "charged", "billing", "trial"],
    },
    {
      id: "trial-full-plan",
      title: "What the trial includes",
      question: "Is the free trial the full plan or a limited version?",
      answer: `It's the full plan: the ${trial} runs the plan you choose, Basic or Pro, on your business's calls, with your setup call within 24 hours like any customer. On Pro that means booking appointments and taking orders, with SMS confirmations to callers; on Basic the host answers every call and e-mails you the details. Every call shows up in your dashboard with its transcript, so you can count the bookings before you pay.`,
      url: pricingUrl,
      category: "Billing",
      keywords: [
        "watered down",
        "full version",
        "full product",
        "limited version",
        "trial version",
        "same as paid",
      ],
    },
    {
      id: "trial-end",
      title: "When the trial ends",
      question: "What happens when the free trial ends?",
      answer: `When the ${trial} ends, the card on file is billed automatically for your plan, ${basic} a month for Basic or ${pro} a month for Pro, per location, unless you cancel before then; if you do, you're not charged.`,
      url: pricingUrl,
      also: trialTermsLink,
      category: "Billing",
      keywords: ["trial ends", "after the trial", "billed", "charged", "renew", "first charge"],
    },
    {
      id: "cancel",
      title: "Contracts and cancelling",
      question: "Is there a contract, and how do I cancel?",
      answer: `There is no contract and no obligation: you can cancel at any time, from your dashboard, by e-mailing ${site.emails.support} or by calling sales at ${site.phones.sales.display}. If you cancel during the ${trial}, you're never charged; after that, cancelling takes effect at the end of the month you've paid for (your current billing period), and your host answers calls until then; partial months are not refunded. Section 6 of our [Terms of Service](/terms-of-service#6-cancellation-and-refunds) sets this out.`,
      url: pricingUrl,
      category: "Billing",
      keywords: [
        "in writing",
        "by phone",
        "pay",
        "charged",
        "during the trial",
        "cancel",
        "cancellation",
        "notice to cancel",
        "notice period",
        "contract",
        "anytime",
        "subscription",
        "long-term",
        "commitment",
        "obligation",
        "lock-in",
        "quit",
        "stop",
        "service ends",
        "when does it stop",
        "online",
        "cancel online",
        "downgrade",
        "refund",
        "partial month",
      ],
    },
  ];
}

/** What the product does, how to start, how to reach people: written once, for every channel. */
function productEntries(): KnowledgeEntry[] {
  // A placeholder line is never given as a number to call (issue 15): those trades have the live call.
  const demoLines = industries
    .filter((industry) => !industry.demoPhoneIsPlaceholder)
    .map((industry) => `${industry.name} ${industry.demoPhone.display}`)
    .join(", ");
  const liveCallOnly = industries
    .filter((industry) => industry.demoPhoneIsPlaceholder)
    .map((industry) => industry.name.toLowerCase());
  return [
    {
      id: "compared",
      title: `How ${product} compares`,
      question: `How is ${product} different from an answering service, voicemail or a phone menu?`,
      answer: `Typical answering services and phone menus (IVR) don't do most of what ${product} does: ${comparisonFeatures
        .filter((row) => !row.others)
        .map((row) => midSentence(row.feature))
        .join("; ")}. Most other providers offer only ${listed(
        comparisonFeatures.filter((row) => row.others).map((row) => midSentence(row.feature)),
      )}.`,
      url: "/pricing#comparison-heading",
      category: "Product",
      keywords: [
        "different",
        "difference",
        "compare",
        "comparison",
        "versus",
        "vs",
        "answering service",
        "voicemail",
        "ivr",
        "phone menu",
        "call center",
        "google voice",
        "better than",
        "alternative",
      ],
    },
    {
      id: "cookies",
      title: "Cookies on our website",
      question: "Does your website use cookies or track me?",
      answer: cookiesAnswer(),
      url: "/cookie-policy",
      category: "Security",
      keywords: [
        "cookies",
        "cookie",
        "tracking",
        "track me",
        "tracking cookies",
        "cookie banner",
        "cookie consent",
        "local storage",
        "session storage",
        "cookie policy",
      ],
    },
    {
      id: "webinars",
      title: webinarsPage.title,
      question: "Do you run webinars?",
      answer: `Yes. ${webinarsPage.lead} Sessions are free; the webinars page lists the next dates (in ${webinarsPage.timeZoneLabel}), recordings you can watch any time, and a form to suggest a topic.${onboardingLive ? ` New customers can also join ${onboardingLive.title} from the Community page: ${midSentence(onboardingLive.schedule)}, ${onboardingLive.duration}.` : ""}`,
      url: "/webinars",
      category: "Product",
      keywords: [
        "webinar",
        "webinars",
        "training webinars",
        "tutorial",
        "live training",
        "workshop",
        "workshops",
        "class",
        "classes",
        "on-demand",
      ],
    },
    {
      id: "missed-call-calculator",
      title: missedCallCalculator.eyebrow,
      question: "How do I work out whether Hostline would pay for itself?",
      answer: `Use the ${missedCallCalculator.eyebrow.toLowerCase()} on the pricing page and on each industry page: put in ${listed([...missedCallCalculator.asks])}, and it shows the revenue you could recover each month next to the ${plans.basic.title} or ${plans.pro.title} price. ${missedCallCalculator.lead.replace(/^.*?\. /, "")} ${missedCallCalculator.caveat.estimate}`,
      url: "/pricing#missed-call-calculator",
      category: "Pricing",
      keywords: [
        "calculator",
        "missed call calculator",
        "pay for itself",
        "worth it",
        "roi",
        "return on investment",
        "what missed calls cost",
        "cost of missed calls",
        "estimate",
        "numbers i type",
      ],
    },
    {
      id: "company",
      title: `Who is behind ${product}`,
      question: `Who founded ${product}, and who is behind it?`,
      answer: `${site.company} was founded by ${site.author.name}, who also writes our blog. Our team works from ${site.offices.map((office) => office.city).join(" and ")}; the About page tells the story of why we started.`,
      url: "/about-us",
      category: "Company",
      keywords: [
        "founder",
        "founded",
        "who started",
        "team",
        "about",
        "story",
        "who is behind",
        "company",
        "who writes the blog",
        "blog author",
      ],
    },
    {
      id: "host-is-ai",
      title: "AI, not operators",
      question: "Is the host a real person, or AI?",
      answer: `It's AI: ${product} is an AI phone host that answers every call 24/7 on the first ring. The calls you choose are put through to your staff at the hours you set; outside them, the host takes the details and you get a notification.`,
      url: "/",
      category: "Product",
      // (Asked outright, "is the host a real person", it is found before the search; "real person" and
      // "human" as keywords would take every question about reaching one.)
      keywords: ["robot", "ai or", "operators", "call center", "all ai"],
    },
    {
      id: "what-is",
      title: `What ${product} is`,
      question: `What is ${product} and what does it do?`,
      answer: `${product} is an AI phone host that answers your business calls 24/7 on the first ring. It books appointments, takes orders and reservations, texts callers a confirmation and transfers urgent calls to the person you choose. You update services, prices and hours in a dashboard and see every call in your analytics.`,
      url: "/",
      category: "Product",
      keywords: [
        "answer the phone",
        "how it works",
        "product",
        "what do you do",
        "do",
        product,
        "what is",
        "what does",
        "AI receptionist",
        "answering service",
        "virtual receptionist",
        "overview",
        "how does it work",
      ],
    },
    {
      id: "demo-line",
      title: "Call the demo line",
      question: "How do I try a demo call?",
      answer: `Call our demo line at ${genericBusiness.demoPhone.display} and play a customer: ask about hours, book an appointment or report an urgent problem. There's nothing to sign up for; standard call rates apply.`,
      url: "/#demo-call-section",
      category: "Getting started",
      keywords: [
        "demo",
        "demo call",
        "try",
        "hear",
        "sample call",
        "test call",
        "demo number",
        "general demo line",
        "main demo line",
        "general number",
      ],
    },
    {
      id: "demo-in-browser",
      title: "Try it in your browser",
      question: "Can I try the host without calling?",
      answer: `Yes. Press "Try a live call" in the demo section to play the caller in your browser and see what the owner receives; nothing is recorded. Below it, a sample call shows a whole conversation you can read.`,
      url: "/#demo-call-section",
      category: "Getting started",
      keywords: ["browser", "without calling", "online demo"],
    },
    {
      id: "demo-industry",
      title: "Demo lines by industry",
      question: "Is there a demo line for my industry?",
      answer: `These industries have their own demo line: ${demoLines}. ${liveCallOnly.length ? `For ${listed(liveCallOnly)}, press "Try a live call" on the industry's page to talk to the host in your browser. ` : ""}Each industry page lists what to try on the call.`,
      url: "/#demo-call-section",
      category: "Getting started",
      keywords: ["demo", "industry demo", "demo line", "my industry", "phone number", "demo number"],
    },
    {
      id: "setup-call-prep",
      title: "Getting ready for the setup call",
      question: "What should I have ready for the setup call?",
      // The checklist of the Housecall Pro guide on the blog ("Set it up in an afternoon"), for any business.
      answer:
        "On the setup call we set it all up with you; bring answers to a few questions: what you do (your services), in your customers' words; what you don't do; where you work; which prices the host may say; when it can book (your hours and arrival windows); who gets transferred, and when (your on-call person, or nobody after 9 pm); how it should greet callers (your business name and a one-line greeting); and how calls will reach it: all of them, or only the ones you don't pick up; your phone carrier sets that up. You can change all of it in the dashboard later.",
      url: "/blog-posts/housecall-pro-hostline-integration-home-service-management-2025#set-it-up-in-an-afternoon",
      category: "Getting started",
      keywords: [
        "have ready",
        "prepare for the setup call",
        "bring to the setup call",
        "checklist",
        "greet",
        "greeting",
        "business name",
        "don't pick up",
      ],
    },
    {
      id: "setup-time",
      title: "Setup and going live",
      question: "How long does setup take, and how fast can we be live?",
      answer: `Your login arrives by e-mail within about 5 minutes of signing up, and the setup call happens within 24 hours. On that call we load your services, prices, hours and transfer rules, and your host can be live within 24 hours. Then make a test call: ${welcomeFor(null).steps.at(-1)?.text ?? ""}`,
      url: pricingQuestionsUrl,
      category: "Getting started",
      keywords: [
        "setup",
        "set up",
        "onboarding",
        "how long",
        "how fast",
        "go live",
        "live",
        "start",
        "launch",
        "get started",
        "login",
        "credentials",
        "first step",
        "who do i talk to",
        "knows my business",
        "after i sign up",
        "technical",
        "tech savvy",
        "who sets it up",
        "who sets everything up",
        "set everything up",
        "done for you",
        "on my own",
        "help me set it up",
        "from your side",
        "during setup",
        "test call",
        "test it",
        "try it myself",
        "what happens next",
        "put my card in",
        "first day",
        "tomorrow",
        "prepare",
      ],
    },
    {
      id: "number-forwarding",
      title: "Keeping your phone number",
      question: "Can I keep my business phone number?",
      answer:
        "Yes. You forward your existing business number to your host, so callers keep dialing the number they know, or we give you a dedicated business number. Your phone carrier sets the forwarding, and we set it up with you on the setup call.",
      url: setupUrl,
      category: "Getting started",
      keywords: [
        "hardware",
        "new phones",
        "new phone lines",
        "new lines",
        "equipment",
        "phone system",
        "install",
        "keep my number",
        "phone number",
        "forward",
        "forwarding",
        "port",
        "existing number",
        "new number",
        "send my calls",
        "route my calls",
        "my calls to",
        "phone provider",
        "carrier",
        "cell phone",
        "cell phones",
        "landline",
        "landlines",
      ],
    },
    {
      id: "transfer-what-callers-hear",
      title: "What a caller hears at a transfer",
      question: "Does the host tell callers before it transfers them, and what do they hear?",
      // The "7 ways" article's "What a good hand-off sounds like".
      answer:
        "It tells them, in plain words, for example \"I'm putting you through to our service manager now.\" It names who they're going to and passes along what the caller has already said, with a summary for the person taking the call, so nobody has to explain it twice. You choose which calls are transferred, to whom and at what hours; outside those hours it takes the details for a callback and notifies you.",
      url: `${blog.sevenWays}#6-urgent-calls-reach-a-person-fast`,
      category: "Calls",
      keywords: [
        "transferring them",
        "being transferred",
        "what does the caller hear",
        "what do callers hear",
        "cold transfer",
      ],
    },
    {
      id: "on-call-changes",
      title: "Changing who gets transfers",
      question: "Can I change who gets transferred calls myself, when our on-call person changes?",
      // The Housecall Pro article: "alternate weeks on call, and update who gets transfers in the
      // dashboard".
      answer:
        "Yes. You update who gets transfers in your dashboard whenever your on-call rotation changes, two techs alternating weeks for example.",
      url: blog.housecallPro,
      category: "Calls",
      keywords: ["rotation", "rotate", "rotating", "on-call", "change who", "whos on call", "who's on call"],
    },
    {
      id: "human-handoff",
      title: "Transfers to a person",
      question: "Can a caller talk to a real person, and can urgent calls be transferred?",
      answer:
        "Yes. You choose which calls go to a person (emergencies, large jobs, upset customers, anyone who asks for a manager), who takes them and at what hours. The host transfers those calls or alerts your on-call person with a summary; outside those hours it takes the details for a callback and notifies you.",
      url: "/",
      category: "Calls",
      keywords: [
        "cell",
        "mobile",
        "ring",
        "talk to a human",
        "ring my phone",
        "transfer",
        "human",
        "person",
        "real person",
        "staff",
        "escalate",
        "handoff",
        "manager",
        "urgent",
        "on-call",
        "live agent",
        "speak to someone",
        "emergencies",
        "upset customers",
        "warm transfer",
        "nobody answers the transfer",
        "miss the transfer",
        "doesn't pick up",
        "can't pick up",
      ],
    },
    {
      id: "urgent-calls",
      title: "Deciding what's urgent",
      question: "How does it decide which calls are urgent?",
      answer:
        "By your rules. On your setup call you decide which calls are urgent for your business and who takes them; it asks each caller what's happening, transfers or alerts your on-call person for the urgent ones, and books the rest or takes the details for a callback. Each trade's page shows the urgency tiers it starts from.",
      url: "/",
      category: "Calls",
      keywords: [
        "triage",
        "decide",
        "urgent",
        "emergency",
        "emergencies",
        "what counts",
        "prioritize",
        "can wait",
        "critical",
        "response time",
        "response times",
      ],
    },
    {
      id: "emergency-services",
      title: "Not an emergency service",
      question: "Can the host call 911 or emergency services for a caller?",
      answer: `No. ${product} isn't an emergency service and can't contact 911 or dispatch emergency help. Callers with an emergency, such as a gas leak, an electrical hazard, a fire or an injury, should hang up and dial 911, and your greeting can say so where it matters. Urgent-call transfers depend on your staff being available.`,
      url: "/terms-of-service",
      category: "Calls",
      keywords: [
        "911",
        "fire department",
        "police",
        "ambulance",
        "emergency services",
        "call 911",
        "dispatch help",
      ],
    },
    {
      id: "outbound-calls",
      title: "Outbound calls",
      question: "Can it make outbound calls or do cold calling?",
      answer: `Hostline is built to answer your inbound calls. Your own systems can also have the host call a customer, for example to confirm an appointment or say an order is ready, through the [API](/api#${createCallAnchor}). If you use it to place outbound calls or send texts beyond replying to a caller, such as follow-ups, reminders or marketing, the calling laws (the TCPA, Do Not Call lists, consent for AI-voice calls) are yours to follow, as our terms explain.`,
      url: "/terms-of-service#72-calling-and-texting-laws",
      category: "Calls",
      keywords: [
        "outbound",
        "call out",
        "cold calling",
        "telemarketing",
        "marketing calls",
        "reminders",
        "follow-up calls",
      ],
    },
    {
      id: "host-prices",
      title: "Prices the host quotes",
      question: "Will the host tell callers my prices or give them an estimate?",
      answer:
        "It quotes only the prices you enter in your dashboard, such as a service-call fee, a flat rate or a menu price, and uses a new price from the next call on. It never guesses a price: for a larger job it books an estimate or takes the details for you to call back.",
      url: "/",
      category: "Calls",
      keywords: [
        "price",
        "prices",
        "quote",
        "estimate",
        "rates",
        "fees",
        "how much",
        "tell callers",
        "customers",
        "old prices",
      ],
    },
    {
      id: "host-unsure",
      title: "When the host doesn't know",
      question: "What happens if a caller asks something the AI doesn't know?",
      answer:
        "The host never makes an answer up: it answers from what you've given it (services, prices, hours and your FAQs). When it doesn't know, it says so, takes the caller's name, number and question, and sends you the message right away, or transfers the call if your rules say to. Add the answer in your dashboard and the host knows it from the next call on.",
      url: "/",
      category: "Calls",
      keywords: [
        "doesn't know",
        "unknown question",
        "can't answer",
        "message",
        "callback",
        "unsure",
        "wrong answer",
        "make up",
      ],
    },
    {
      id: "host-hard-to-hear",
      title: "Callers who are hard to understand",
      question:
        "What happens when the host can't understand a caller: a bad connection, noise, someone cutting in?",
      answer:
        "Today's speech recognition handles hesitations and noisy lines, and the host stops and listens when a caller cuts in. No system is perfect with unusual surnames, street names and long strings of numbers, so those details are read back to the caller to confirm, and on Pro each booking is confirmed by text, where a wrong detail gets caught. Like any AI it can still mishear a caller, so check critical outcomes such as appointments and urgent-call transfers.",
      url: "/blog-posts/the-evolution-of-ai-voice-technology-business-phone-systems-2025#what-actually-changed-under-the-hood",
      category: "Calls",
      keywords: [
        "can't understand",
        "doesn't understand",
        "hard to hear",
        "hard to understand",
        "bad connection",
        "bad signal",
        "bad reception",
        "static",
        "noisy",
        "background noise",
        "mumble",
        "mumbles",
        "talks fast",
        "interrupt",
        "interrupts",
        "talks over",
        "mishear",
        "mishears",
      ],
    },
    {
      id: "booking",
      title: "Booking appointments and taking orders",
      question: "Can it book appointments and take orders?",
      answer:
        "Yes, on Pro. The host books appointments, jobs and reservations from your real availability, takes phone orders, reads each booking back and texts the caller a confirmation. On Basic it answers every call, handles the questions and e-mails you the request to book yourself.",
      url: pricingUrl,
      category: "Product",
      keywords: [
        "book",
        "booking",
        "appointments",
        "schedule",
        "scheduling",
        "orders",
        "reservations",
        "calendar",
        "read back",
        "wrong house",
        "wrong address",
      ],
    },
    {
      id: "notifications",
      title: "Notifications after each call",
      question: "Will I be notified after each call?",
      answer:
        "Yes. Every plan sends you an e-mail notification for each call, with the caller's details and what they needed, and the summary and transcript are in your dashboard. Pro adds SMS notifications, so urgent requests reach you by text.",
      url: pricingUrl,
      category: "Product",
      keywords: [
        "notify",
        "notification",
        "email",
        "e-mail",
        "alert",
        "message",
        "after each call",
        "summary",
        "who called",
        "tell me who called",
        "caller details",
        "get the details",
        "before calling back",
        "start from scratch",
      ],
    },
    {
      id: "host-limitations",
      title: "What the host doesn't do",
      question: "What can't the host do?",
      answer:
        "It isn't an emergency service: it can't contact 911 or dispatch help, so callers with an emergency should hang up and dial 911. It doesn't take full card numbers, quotes only the prices you give it, and doesn't give legal advice or diagnose a problem. Like any AI it can mishear a caller or get a booking wrong, so check critical outcomes such as appointments, orders and urgent-call transfers.",
      url: "/terms-of-service#82-the-ai-host-can-make-mistakes",
      category: "Product",
      keywords: [
        "limitations",
        "can't do",
        "cannot do",
        "won't do",
        "weaknesses",
        "downsides",
        "shortcomings",
      ],
    },
    {
      id: "take-message",
      title: "Taking a message",
      question: "Can it just take a message instead of booking or transferring?",
      answer:
        "Yes. On every plan, Basic included, the host can take a message: the caller's name, number and what they need, e-mailed to you right after the call so you can call back yourself. You choose which calls it transfers instead and at what hours; on Pro, which ones it books.",
      url: pricingUrl,
      category: "Product",
      keywords: ["take a message", "takes a message", "take messages", "leave a message", "message for"],
    },
    {
      id: "sms",
      title: "Text message confirmations",
      question: "Does it send text message confirmations to callers?",
      answer:
        "Yes, on Pro. Callers get a text confirming the booking, order or callback the moment the call ends, and you or your on-call person get text notifications too, so urgent requests reach you by text. Basic sends you e-mail notifications.",
      url: "/#features-grid",
      category: "Product",
      keywords: ["sms", "text", "texts", "text message", "confirmation", "notifications", "reminder"],
    },
    // "do the texts actually cut no-shows": what the restaurants page reports, with the text itself.
    ...noShowEntry(),
    {
      id: "host-greeting",
      title: "How the host greets callers",
      question: "What does the host say when it answers? Does it use our business name?",
      answer:
        "It answers with your business name and the one-line greeting you choose. We set both with you on the setup call, and you can change the greeting in the dashboard whenever you like.",
      url: "/help-center",
      category: "Product",
      keywords: [
        "greet",
        "greeting",
        "greets callers",
        "business name",
        "answers the phone with",
        "generic greeting",
        "custom greeting",
        "customize the greeting",
        "change the greeting",
      ],
    },
    {
      id: "dashboard-updates",
      title: "Updating hours, prices and menus",
      question: "How do I change my hours, prices or menu?",
      answer:
        "Change your hours (holiday closures included), prices, menu or service area in the dashboard, and your host uses the new details on the next call. Larger changes to your call rules can also be made with our team.",
      url: "/#features-grid",
      category: "Support",
      keywords: [
        "business hours",
        "know my hours",
        "answers",
        "what it says",
        "dashboard",
        "update",
        "change",
        "hours",
        "prices",
        "menu",
        "edit",
        "service area",
        "greeting",
        "what callers hear",
        "holiday",
        "closed on",
        "we close",
        "closing days",
      ],
    },
    {
      id: "analytics",
      title: "Call analytics and transcripts",
      question: "Where can I see call transcripts and analytics?",
      answer:
        "Every call's summary, transcript and caller details are in your dashboard. Analytics show who called, why, call volume by hour and bookings made; Pro adds advanced analytics.",
      url: "/#features-grid",
      category: "Product",
      keywords: [
        "listen",
        "listen to calls",
        "recordings",
        "play back",
        "analytics",
        "reports",
        "transcript",
        "transcripts",
        "recordings",
        "call log",
        "dashboard",
        "statistics",
      ],
    },
    {
      id: "simultaneous-calls",
      title: "Several calls at once",
      question: "Can it answer several calls at the same time?",
      answer:
        "The host answers every call at once, each on the first ring, so nobody waits on hold during a rush and nobody ends up in voicemail because the line was busy.",
      url: "/#features-grid",
      category: "Product",
      keywords: [
        "simultaneous",
        "multiple calls",
        "two calls",
        "several calls",
        "busy signal",
        "rush",
        "line busy",
        "coming in at once",
        "all at once",
        "sit on hold",
      ],
    },
    {
      id: "forwarding-which-calls",
      title: "Which calls reach your host",
      question: "Can it answer only after hours, or only the calls we miss?",
      answer:
        "Yes. You decide which calls reach your host: every call, only the ones you don't pick up or when the line is busy, or only after hours. Your phone carrier sets those forwarding rules, and we set them up with you on the setup call. Most businesses start with the calls they miss plus every call after hours.",
      url: setupUrl,
      category: "Getting started",
      keywords: [
        "only after hours",
        "after hours only",
        "only when busy",
        "when we're busy",
        "when i don't answer",
        "don't pick up",
        "no answer",
        "overflow",
        "answer myself",
        "pick up myself",
        "during the day",
        "backup",
        "ring first",
        "rings first",
        "only during",
        "certain hours",
      ],
    },
    {
      id: "availability",
      title: "Answering 24/7",
      question: "Does it answer calls after hours, on weekends and holidays?",
      answer:
        "Yes. Every call is answered on the first ring, 24/7, nights, weekends and holidays included, with no hold music and no voicemail. Every plan includes 24/7 answering.",
      url: "/#features-grid",
      category: "Product",
      keywords: [
        "24/7",
        "after hours",
        "night",
        "weekend",
        "weekends",
        "holiday",
        "always",
        "overnight",
        "missed calls",
        "on a job",
        "busy",
        "on hold",
        "hold music",
        "voicemail",
        "business hours",
        "first ring",
        "work weekends",
        "work nights",
      ],
    },
    {
      id: "results",
      title: "Reported results",
      question: `What results do businesses get with ${product}?`,
      answer: `Businesses using ${product} report ${claimsInText}. ${claimsFootnote}`,
      url: "/",
      category: "Product",
      keywords: [
        "results",
        "roi",
        "worth it",
        "statistics",
        "appointments",
        "satisfaction",
        "proof",
        "numbers",
        "99",
        "percent",
        "answered automatically",
        "without a human",
        "made up",
        "hold up",
        "claims",
        "advertise",
      ],
    },
    {
      id: "roi",
      title: "Working out the return",
      question: "Is an AI phone host worth the money for my business?",
      answer: `Count the calls you miss each week, the share who would have booked and what a job is worth to you, then compare that with the plan price: ${basic} a month for Basic or ${pro} for Pro, per location. The ${missedCallCalculator.eyebrow.toLowerCase()} on the [pricing page](/pricing#missed-call-calculator) does that arithmetic as you type, and our ROI guide walks through it with worked examples.`,
      url: blog.roi,
      category: "Pricing",
      keywords: ["roi", "return", "worth", "pay for itself", "value", "missed call revenue", "calculate"],
    },
    {
      id: "versus-receptionist",
      title: "A host or a receptionist",
      question: "Is it cheaper than a receptionist?",
      // The blog's "evolution of AI voice" article: a desk covers 40 of a week's 168 hours.
      answer: `A receptionist at a desk covers about 40 of the 168 hours in a week: no evenings, no weekends, and no calls while they're at lunch or already on another line. Your host covers all 168, for ${basic} a month on Basic or ${pro} on Pro, per location. Our ROI guide shows how to weigh that against what your missed calls cost.`,
      url: blog.roi,
      category: "Pricing",
      keywords: [
        "receptionist",
        "part-time",
        "part time",
        "office person",
        "front desk person",
        "employee",
        "salary",
        "wage",
        "wages",
        "cheaper than",
        "cost wise",
      ],
    },
    {
      id: "sales-contact",
      title: "Talk to sales",
      question: "Can I talk to someone in sales?",
      answer: `Call our sales team at ${salesPhone} (answered ${officeHours(site.offices[0])}), or e-mail ${site.emails.hello} and we reply within one business day. Sales can help you choose a plan, plan several locations or set up an Enterprise consultation.`,
      url: "/contact",
      category: "Contact",
      keywords: [
        "your phone number",
        "sales demo",
        "book a demo",
        "general email",
        "hello",
        "say hello",
        "sales",
        "talk",
        "call",
        "phone number",
        "speak",
        "representative",
        "contact sales",
        "quote",
        "consultation",
      ],
    },
    {
      id: "general-inquiries",
      title: "Partnerships, press and general inquiries",
      question: "Who do I contact about a partnership, press or anything else?",
      answer: `E-mail us at ${site.emails.hello} with a little about what you have in mind: partnerships, integrations, press or anything else. We reply within one business day and put you in touch with the right person.`,
      url: "/contact",
      category: "Contact",
      keywords: [
        "partnership",
        "partner",
        "partners",
        "press",
        "media",
        "journalist",
        "reporter",
        "interview",
        "sponsorship",
        "collaborate",
        "general inquiries",
        "business inquiry",
      ],
    },
    {
      id: "help-center-page",
      title: "The Help Center",
      question: "Do you have a help center?",
      // Only its own name reaches it: the subjects it covers are every other answer's words.
      answer: `Yes, the [Help Center](/help-center): ${helpCenterHow} For a problem with your own account, e-mail ${site.emails.support}.`,
      url: "/help-center",
      category: "Contact",
      keywords: ["help center", "help centre", "helpcenter"],
    },
    {
      id: "support-contact",
      title: "Reach support",
      question: "How do I reach the support team or e-mail support?",
      answer: `E-mail our support team at ${site.emails.support} with your business name and what you need; we reply within one business day. Customers on Pro get priority support, and for plan or billing questions you can call sales at ${salesPhone}.`,
      url: "/contact",
      category: "Contact",
      keywords: [
        "support",
        "help",
        "email",
        "e-mail",
        "customer service",
        "reach",
        "contact support",
        "problem",
        "response time",
        "reply time",
      ],
    },
    {
      id: "offices",
      title: "Offices and hours",
      question: "Where are your offices and what are your business hours?",
      answer: `Our offices are at ${officeAddresses()}. They are open ${allOfficeHours()}; your AI host itself answers your calls 24/7. ${site.officeVisits}`,
      url: "/contact",
      category: "Contact",
      keywords: [
        "texas",
        "tx",
        "ny",
        "based",
        "office",
        "offices",
        "address",
        "mailing address",
        "postal address",
        "located",
        "location",
        "where",
        "hours",
        "available",
        "sales hours",
        "what time",
        "austin",
        "new york",
        "office hours",
        "open",
      ],
    },
    {
      id: "feedback",
      title: "Sharing feedback",
      question: `How do I share feedback about ${product}?`,
      answer: `E-mail your feedback to ${site.emails.support}; it goes to the team that runs ${product}. If it's about a specific call, include the time of the call and the caller's number so we can read the transcript.`,
      url: "/contact",
      category: "Feedback",
      keywords: ["feedback", "suggestion", "review", "opinion", "comment", "improve"],
    },
    {
      id: "report-problem",
      title: "Reporting a problem with a call",
      question: "How do I report a problem with a call or a wrong answer?",
      answer: `E-mail ${site.emails.support} with the time of the call and the caller's number, and we'll read the transcript and fix the host's answer. You can correct your own details, such as hours and prices, in the dashboard right away.`,
      url: "/contact",
      category: "Support",
      keywords: [
        "problem",
        "wrong answer",
        "mistake",
        "issue",
        "bug",
        "report",
        "complaint",
        "broken",
        "error",
      ],
    },
    {
      id: "feature-request",
      title: "Requesting a feature or integration",
      question: "Can I request a new feature or integration?",
      answer: `Yes. E-mail ${site.emails.support} with what you need and how you'd use it. Custom integrations with systems we don't connect to yet are part of Enterprise; call sales at ${salesPhone} to talk it through.`,
      url: "/contact",
      category: "Feedback",
      keywords: ["feature request", "request", "new feature", "wishlist", "roadmap", "custom integration"],
    },
    {
      id: "which-plan",
      title: "Choosing a plan",
      question: "Which plan is right for my business?",
      answer: `Choose Basic (${basic} a month per location) if you need every call answered and the details e-mailed to you. Choose Pro (${pro}) if the host should book appointments, take orders and text confirmations; multi-location groups that need custom integrations choose Enterprise, from ${enterprise}.`,
      url: pricingUrl,
      category: "Pricing",
      keywords: ["which plan", "right plan", "recommend", "best plan", "choose", "need", "fit"],
    },
    {
      id: "industries",
      title: "Industries we serve",
      question: `Which businesses is ${product} built for?`,
      // The About page's "answers small businesses' calls 24/7".
      answer: `${product} answers small businesses' calls 24/7. It is set up for ${industries.map(industryNameInText).join(", ")}, and works for other service businesses that book appointments by phone. Each industry has its own page with what the host knows about that trade.`,
      url: "/",
      category: "Product",
      keywords: [
        "industries",
        "businesses",
        "who is it for",
        "trades",
        "my type of business",
        "salon",
        "dentist",
        "clinic",
      ],
    },
    {
      id: "voice",
      title: "How the host sounds",
      question: "Does the AI sound like a robot?",
      answer:
        "Callers hear a natural voice that answers in your words, from the answers you write in the dashboard. Pro uses the enhanced voice AI that understands your industry's terms, and Enterprise adds custom voice training on your brand.",
      url: "/#demo-call-section",
      category: "Product",
      keywords: [
        "voice",
        "robot",
        "robotic",
        "sound",
        "natural",
        "human-like",
        "accent",
        "customize the voice",
      ],
    },
    {
      id: "api-rate-limits",
      title: "API rate limits",
      question: "What are the API's rate limits?",
      answer: `Each API key can make ${rateLimit.perMinute} requests a minute, and each account can place ${rateLimit.outboundCallsPerMinute} outbound calls a minute. Every response carries ${rateLimit.headers.map((header) => header.name).join(", ")} headers. Over the limit, the API answers 429 Too Many Requests with a Retry-After header: wait that many seconds, then retry.`,
      url: "/api#rate-limits",
      category: "Developers",
      keywords: [
        "rate limit",
        "rate limits",
        "throttle",
        "throttling",
        "requests per minute",
        "429",
        "outbound calls a minute",
        "capped",
      ],
    },
    {
      id: "api-authentication",
      title: "API authentication",
      question: "How do I authenticate with the API, and where do I get an API key?",
      // The page's code marks (`Authorization`) read as plain words in the chat.
      answer: plain(`${authentication.paragraphs.join(" ")} ${authentication.warningTitle}.`),
      url: "/api#authentication",
      category: "Developers",
      keywords: [
        "api key",
        "api keys",
        "authenticate",
        "authentication",
        "auth",
        "bearer",
        "token",
        "401",
        "unauthorized",
      ],
    },
    {
      id: "api-webhooks",
      title: "Webhooks",
      question: "Which webhook events do you send, and how do I verify them?",
      answer: `Register a webhook and your server hears about every finished call and transcript without polling. The events are ${webhookEvents.join(", ")}. Each delivery is a POST with a JSON body and a ${webhookSignatureHeader} header, the HMAC-SHA256 of the raw body keyed with the webhook's secret; failed deliveries are retried with backoff for 24 hours. ${webhookUrlRule}`,
      url: "/api#endpoints",
      category: "Developers",
      keywords: [
        "webhook events",
        "webhook",
        "webhooks",
        "signature",
        "verify",
        "hmac",
        "retries",
        "call events",
        "polling",
        "endpoint",
        "timeout",
        "failed delivery",
        "server is down",
        "call finishes",
        "call ends",
      ],
    },
    {
      id: "api-errors",
      title: "API errors",
      question: "What does the API return when a request fails?",
      answer: errorsIntro,
      url: "/api#errors",
      category: "Developers",
      keywords: ["error", "errors", "error codes", "status codes", "request id", "requestid", "500", "400"],
    },
    {
      id: "api-sdks",
      title: "SDKs and client libraries",
      question: "Is there an SDK or client library for the API?",
      answer: sdkIntro,
      url: "/api#sdks",
      category: "Developers",
      keywords: [
        "sdk",
        "sdks",
        "client library",
        "library",
        "openapi",
        "node",
        "python",
        "ruby",
        "php",
        "java",
      ],
    },
    {
      id: "api",
      title: "The API",
      question: `Does ${product} have an API?`,
      answer: `Yes. The ${product} REST API lets your server list calls, fetch transcripts, place outbound calls and register webhooks for finished calls. It uses JSON over HTTPS with a bearer API key from your dashboard, and its OpenAPI document gives you a typed client for Node.js, Python, Ruby, PHP or Java.`,
      url: "/api",
      category: "Developers",
      keywords: [
        "code examples",
        "code samples",
        "examples",
        "api",
        "webhook",
        "webhooks",
        "developer",
        "rest",
        "sdk",
        "endpoint",
        "programmatic",
        "documentation",
        "outbound",
        "pull call data",
        "our own system",
        "our dev",
      ],
    },
    {
      id: "greeting",
      title: "Hello",
      question: "Hi, hello, hey there",
      answer: `Hello! I can answer questions about ${product}: plans and prices, the ${trial}, setup, integrations and how the host handles calls in your industry. What would you like to know?`,
      url: "/",
      category: "Product",
      // (Small talk is read before any search; "morning" in "read it the next morning" is no greeting.)
      keywords: ["hi", "hello", "hey", "greetings"],
    },
    {
      id: "thanks",
      title: "Thanks",
      question: "Thanks, thank you",
      answer: `You're welcome! If you'd like to hear the host for yourself, call the demo line at ${genericBusiness.demoPhone.display}, or start the ${trial} from the pricing section.`,
      url: "/#demo-call-section",
      category: "Product",
      keywords: ["thanks", "thank you", "thx", "appreciate it", "great", "awesome"],
    },
    {
      id: "local-engine",
      title: "About this assistant",
      question: "How does this chat assistant work?",
      answer: `I'm ${product}'s automated assistant, not a person, and I answer from the pages on this site: plans, prices, setup, integrations and the industries we serve. When I don't know something, I say so; call sales at ${salesPhone} for anything I can't answer.`,
      url: "/contact",
      category: "Product",
      keywords: [
        "who are you",
        "bot",
        "chatbot",
        "real person",
        "assistant",
        "human",
        "anyone real",
        "all ai",
        "this chat",
      ],
    },
    {
      id: "chat-messages",
      title: "What happens to your chat messages",
      question: "What happens to the chat messages I send here, and how long are they kept?",
      // The privacy policy's "Support chat and help center messages" and its retention table.
      answer: `We receive the messages you send here, the replies you get, the topic you started from and the time, and use them to answer you and to improve our help content. They're kept for 12 months after the conversation. Replies come from a model on our own servers or, when that option is on, from an AI model provider acting as our processor, which may not use the conversation for its own purposes. Please don't put card numbers, passwords or health details in your messages.`,
      url: "/privacy-policy#24-support-chat-and-help-center-messages",
      category: "Security",
      keywords: ["chat messages", "chat history", "chat box"],
    },
  ];
}

/** What kind of system an integration is, for "which CRMs do you work with?". */
type IntegrationKind = "reservations" | "pos" | "field-service" | "legal" | "crm" | "calendar";

interface Integration {
  name: string;
  kind: IntegrationKind;
  text: string;
  url: string;
  category: string;
  keywords: string[];
}

/**
 * What the website stores, from core/storage.ts (the list the Cookie Policy's table and a browser test
 * are built from): its own items always, a third party's only under a configuration.
 */
function cookiesAnswer(): string {
  const own = storedItems.filter((item) => !item.onlyWhen);
  const others = [...new Set(storedItems.flatMap((item) => (item.onlyWhen ? [item.setBy] : [])))];
  const count = own.length === 1 ? "one item" : `${own.length} items`;
  const purposes = own.map((item) => `${item.purpose.charAt(0).toLowerCase()}${item.purpose.slice(1)}`);
  return [
    "No tracking: our website sets no analytics, advertising or social media cookies, and nothing that follows you to other websites, so it shows no cookie consent prompt.",
    `It stores ${count} of its own, only for a feature you use: ${purposes.join(" ")}`,
    ...others.map(
      (setBy) =>
        `${setBy}${setBy.includes(",") ? "," : ""} sets its own cookies only when the card form of the free trial loads.`,
    ),
    "The Cookie Policy lists every item, what it does and how long it lasts.",
  ].join(" ");
}

/** The systems Hostline connects to, each once. */
const integrations: readonly Integration[] = [
  {
    name: "OpenTable",
    kind: "reservations",
    text: "Phone reservations land in your OpenTable book with the party size and notes, next to your online bookings, and the guest gets a text confirmation. In our own figures, the connection is set up in under 30 minutes. Reservations and SMS confirmations are part of Pro.",
    url: blog.openTable,
    category: "Restaurants",
    keywords: ["reservations", "booking", "restaurant", "table"],
  },
  {
    name: "Toast",
    kind: "pos",
    text: "Phone takeout orders arrive in Toast with the items, modifiers, name, number and pickup time, and reach the kitchen like any other ticket. Phone orders are part of Pro.",
    url: blog.toast,
    category: "Restaurants",
    keywords: ["pos", "point of sale", "orders", "takeout", "restaurant"],
  },
  {
    name: "ServiceTitan",
    kind: "field-service",
    text: "Booked calls land in ServiceTitan with the customer, address, job type, arrival window and a short summary of the problem, and the caller gets an SMS confirmation. Urgent calls transfer to the person you choose instead.",
    url: blog.serviceTitan,
    category: "Integrations",
    keywords: ["dispatch", "jobs", "hvac", "plumbing", "book jobs"],
  },
  {
    name: "Housecall Pro",
    kind: "field-service",
    text: "New customers and jobs land on your Housecall Pro schedule with the caller's details and what they described, so your tech knows what to expect before arriving.",
    url: blog.housecallPro,
    category: "Integrations",
    keywords: ["schedule", "home service", "jobs", "housecall"],
  },
  {
    name: "Jobber",
    kind: "field-service",
    text: "New requests and visits land in Jobber with the caller's details, the property address and a summary of the call, ready for you to schedule the visit or send a quote.",
    url: blog.crmGuide,
    category: "Integrations",
    keywords: ["requests", "quotes", "home service", "jobs"],
  },
  {
    name: "Clio",
    kind: "legal",
    text: "Intake calls land in Clio with the caller's contact details, the intake answers and the other parties' names, ready for your conflict check and a new matter.",
    url: blog.fiveCrm,
    category: "Law firms",
    keywords: ["law firm", "intake", "legal", "matter", "attorney"],
  },
  {
    name: "HubSpot",
    kind: "crm",
    text: "Each call becomes a HubSpot contact with the call summary attached, so you can follow up on callers who didn't book and see which campaigns bring in real business.",
    url: blog.fiveCrm,
    category: "Integrations",
    keywords: ["crm", "contacts", "follow-up", "marketing"],
  },
  {
    name: "Salesforce",
    kind: "crm",
    text: "Every call arrives in Salesforce as a lead or activity with the caller's answers and any booked appointment, in the queue your team already works. It suits multi-location teams with custom processes.",
    url: blog.fiveCrm,
    category: "Integrations",
    keywords: ["crm", "leads", "multi-location"],
  },
  {
    name: "Zoho CRM",
    kind: "crm",
    text: "Calls land in Zoho CRM with the caller's details and a summary, so a small team gets a full CRM record of every call without retyping it.",
    url: blog.fiveCrm,
    category: "Integrations",
    keywords: ["zoho", "crm", "contacts", "leads"],
  },
  {
    name: "Pipedrive",
    kind: "crm",
    text: "Calls arrive in Pipedrive with the caller's details and what they asked for, so quote requests become deals in your pipeline instead of sticky notes.",
    url: blog.fiveCrm,
    category: "Integrations",
    keywords: ["pipedrive", "crm", "deals", "pipeline", "quotes"],
  },
  {
    name: "Google Calendar",
    kind: "calendar",
    text: "Bookings go straight onto your Google Calendar with the caller's name, number and notes, following the days, times and service lengths you set.",
    url: "/",
    category: "Integrations",
    keywords: ["calendar", "appointments", "google", "scheduling", "booking"],
  },
];

/** The names of the systems Hostline connects to. */
export const integrationNames: readonly string[] = integrations.map((item) => item.name);

/** The systems a booking or an order lands in (not a CRM's call log): booking is Pro's. */
export const bookingSystemNames: readonly string[] = integrations
  .filter((item) => ["reservations", "pos", "field-service", "calendar"].includes(item.kind))
  .map((item) => item.name);

/** A feature as the cards word it, inside a sentence: "phone orders", but "SMS notifications". */
function midSentence(feature: string): string {
  return /^\p{Lu}\p{Ll}/u.test(feature) ? feature.charAt(0).toLowerCase() + feature.slice(1) : feature;
}

/** "A, B and C". */
function listed(names: readonly string[]): string {
  return names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

/** What the site says of a system it doesn't list: not one of them, the ones it is, and custom integrations. */
export function unlistedIntegration(name: string): string {
  return `${name} isn't one of the systems ${product} connects to today. ${product} works with ${listed(integrationNames)}, and every call's details can be e-mailed to you on any plan. Custom integrations with other systems are part of Enterprise.`;
}

/**
 * The answer when a visitor asks about a system that is not one of `integrations` ("Do you
 * integrate with Square?"): say so, name the ones that are, and point to custom integrations.
 */
export function unlistedIntegrationEntry(name: string): KnowledgeEntry {
  return {
    id: "integrations-unlisted",
    title: "Integrations",
    answer: `${unlistedIntegration(name)} To ask about ${name}, call sales at ${salesPhone}, reach us through the [contact page](/contact) or e-mail [${site.emails.support}](mailto:${site.emails.support}).`,
    url: pricingUrl,
    category: "Integrations",
  };
}

/** Each named integration, once, and custom integrations. */
/** How visitors name each kind of system, plural first ("CRMs", "crm systems"). */
const integrationKinds: Record<IntegrationKind, { label: string; words: string[] }> = {
  reservations: { label: "reservation systems", words: ["reservation system", "booking system"] },
  pos: { label: "point-of-sale (POS) systems", words: ["pos", "point of sale", "pos system", "till"] },
  "field-service": {
    label: "field-service and dispatch systems",
    words: ["field service", "dispatch", "fsm"],
  },
  legal: {
    label: "case management systems",
    words: ["legal software", "law firm software", "intake software"],
  },
  crm: { label: "CRMs", words: ["crm", "crms", "crm system", "customer relationship"] },
  calendar: { label: "calendars", words: ["calendar", "calendars", "scheduling"] },
};

/** One entry per kind of system: "Which CRMs does Hostline work with?", listing the ones it does. */
function integrationKindEntries(): KnowledgeEntry[] {
  return Object.entries(integrationKinds).map(([kind, { label, words }]): KnowledgeEntry => {
    const ofKind = integrations.filter((item) => item.kind === kind);
    const names = ofKind.map((item) => item.name);
    return {
      id: `integrations-${kind}`,
      title: `The ${label} ${product} works with`,
      question: `Which ${label} does ${product} work with?`,
      answer: `${product} works with ${listed(names)}. What the host takes on a call lands there with the caller's details and a summary; custom integrations with other systems are part of Enterprise.`,
      // The article about the first of them says how it works.
      url: ofKind[0]?.url ?? "/",
      category: "Integrations",
      keywords: ["which", "integrations", "integrate", "support", "works with", ...words],
    };
  });
}

function integrationEntries(): KnowledgeEntry[] {
  const entries = integrations.map(
    (item): KnowledgeEntry => ({
      id: `integration-${slug(item.name)}`,
      title: `${product} with ${item.name}`,
      question: `Does ${product} integrate with ${item.name}?`,
      answer: `Yes, ${product} works with ${item.name}. ${item.text}`,
      url: item.url,
      category: item.category,
      keywords: [item.name, "integration", "integrate", "connect", "sync", "works with", ...item.keywords],
    }),
  );
  return [
    ...entries,
    ...integrationKindEntries(),
    {
      id: "integrations-custom",
      title: "Custom integrations",
      question: "Can you build a custom integration for our own systems?",
      answer: `Yes, custom integrations are part of Enterprise, from ${enterprise} a month per location plus a setup fee set after a consultation. Call sales at ${salesPhone} to describe the system you need connected.`,
      url: pricingUrl,
      category: "Integrations",
      keywords: [
        "custom integration",
        "custom",
        "our own software",
        "in-house",
        "other software",
        "build",
        "connect",
      ],
    },
  ];
}

function securityEntries(): KnowledgeEntry[] {
  return [
    {
      id: "security-improvement",
      title: "What your call data is used for",
      question: "Do you improve your AI with my callers' data, for other businesses?",
      answer:
        "Your recordings, transcripts and caller details are yours: we use them only to provide, secure and support the service and as you instruct, and we never sell them. We may use aggregated, de-identified information about how the service performs to improve it, in a form that never identifies you or your callers.",
      url: "/terms-of-service#81-your-data",
      category: "Security",
      keywords: [
        "improve the ai",
        "other companies",
        "other businesses",
        "competitors",
        "de-identified",
        "aggregated",
      ],
    },
    {
      id: "security-encryption",
      title: "How call data is protected",
      question: "Is my callers' data secure and encrypted?",
      answer:
        "Calls, recordings and transcripts are encrypted in transit and at rest, and only the people in your account with permission can see them. Caller details are processed only to provide the service you set up, and we never sell them.",
      url: "/security",
      category: "Security",
      keywords: [
        "secure",
        "security",
        "encryption",
        "encrypted",
        "data",
        "privacy",
        "safe",
        "protect",
        "customer list",
        "customer data",
        "customer info",
        "caller info",
        "sell data",
        "personal data",
        "sell",
        "sold",
      ],
    },
    {
      id: "security-access",
      title: "Access controls",
      question: "Who can see call recordings and transcripts?",
      answer:
        "Owners decide who on the team can listen to recordings, read transcripts or change settings. Every dashboard user can turn on multi-factor authentication, owners can require it, and larger teams can sign in with single sign-on.",
      url: "/security",
      category: "Security",
      keywords: [
        "restrict",
        "which employees",
        "limit who",
        "access",
        "mfa",
        "sso",
        "two-factor",
        "2fa",
        "roles",
        "permissions",
        "recordings",
        "audit",
      ],
    },
    {
      id: "security-compliance",
      title: "HIPAA, SOC 2, GDPR and PCI DSS",
      question: `Is ${product} HIPAA or SOC 2 compliant? Which certifications does it have?`,
      answer:
        "The platform is designed to support HIPAA, SOC 2, GDPR and PCI DSS requirements; that is a design goal, not a certification claim. If you handle health or injury details, talk to us before routing those calls so we can review the setup together.",
      url: "/security",
      category: "Security",
      keywords: [
        "hipaa",
        "soc 2",
        "soc2",
        "gdpr",
        "pci",
        "compliance",
        "compliant",
        "certified",
        "regulation",
      ],
    },
    {
      id: "billing-processor",
      title: "Who takes your card payments",
      question: "Who processes my card payments, and do you store my card?",
      // The privacy policy's "Payment information" section.
      answer: `Our payment processor, Stripe. You enter your card into Stripe's secure form and it goes straight to Stripe; ${product} never sees or stores your full card number or security code, only the card brand and last four digits to show which card is on file.`,
      url: "/privacy-policy#23-payment-information",
      category: "Pricing",
      keywords: [
        "payment processor",
        "processor",
        "who processes",
        "card on file",
        "stripe",
        "store my card",
        "card details",
        "card number",
        "who charges",
      ],
    },
    {
      id: "our-texts",
      title: "Opting out of our messages",
      question: "How do I opt out of your marketing messages?",
      // The privacy policy's "Texts, calls and marketing e-mails" section.
      answer: `When you start a trial, we call and text the mobile number you gave us about your trial and your setup; marketing texts or calls come only if you separately ask for them. Reply STOP to any text from us to stop our texts, tell the person calling that you don't want more calls, or use the unsubscribe link in a marketing e-mail. Service messages you need, such as trial, billing and security notices, still come after you stop the others.`,
      url: "/privacy-policy#9-texts-calls-and-marketing-e-mails",
      category: "Security",
      keywords: ["make them stop", "make it stop", "sales texts"],
    },
    {
      id: "callers-data",
      title: "If you called a business that uses Hostline",
      question: `I called a business that uses ${product}: who do I ask about what it kept from my call?`,
      // The privacy policy's "Calls our AI host answers for businesses" section.
      answer: `Please contact that business: it decides how its callers' information is used and how long recordings are kept, and it can access, correct or delete what was kept from your call. If you contact us instead, at ${site.emails.privacy}, we pass your request to the business and help it respond.`,
      url: "/privacy-policy#25-calls-our-ai-host-answers-for-businesses",
      category: "Security",
      keywords: ["i called", "called a", "recorded me", "business i called"],
    },
    {
      id: "terms-age",
      title: "Who can sign up",
      question: "Do I have to be 18 or older?",
      // The Terms of Service, 1. Accepting these Terms.
      answer: `You must be at least 18, and use ${product} for business purposes, as our Terms of Service say.`,
      url: "/terms-of-service#1-accepting-these-terms",
      category: "Pricing",
      keywords: ["old enough", "minor", "under 18", "at least 18", "age"],
    },
    {
      id: "terms-resell",
      title: "Reselling Hostline",
      question: `Can I resell ${product} to my clients?`,
      // The Terms of Service, 7.1 General rules.
      answer: `No. Our Terms of Service don't allow anyone to copy, reverse engineer or resell the Service, or to use it to build a competing product.`,
      url: "/terms-of-service#71-general-rules",
      category: "Pricing",
      keywords: ["resell", "resale", "reseller", "sell it on", "under my brand"],
    },
    {
      id: "billing-taxes",
      title: "Taxes",
      question: "Do your prices include taxes?",
      answer: `No. ${taxesLine} Our Terms of Service explain it.`,
      url: "/terms-of-service",
      category: "Pricing",
      keywords: ["tax", "taxes", "sales tax", "vat", "plus tax", "include tax", "tax included"],
    },
    {
      id: "billing-price-changes",
      title: "Price changes",
      question: "Can my price go up?",
      answer: `If we change our prices, we give you at least ${billingTerms.priceChangeNoticeDays} days' notice, and the new price applies from your next billing date after that notice. There's no contract, so you can cancel before then.`,
      url: "/terms-of-service",
      category: "Pricing",
      keywords: [
        "price increase",
        "raise",
        "go up",
        "lock in my price",
        "price lock",
        "same price",
        "notice",
      ],
    },
    {
      id: "billing-failed-payment",
      title: "A declined card",
      question: "What happens if my card is declined or a payment fails?",
      answer: `We let you know and try the card again; update your card in the dashboard. If a payment is still unpaid ${billingTerms.unpaidSuspensionDays} days after it first failed, we may suspend the service until it's paid.`,
      url: "/terms-of-service",
      category: "Pricing",
      keywords: [
        "fail",
        "declined",
        "expired card",
        "payment failed",
        "suspend",
        "late payment",
        "missed payment",
        "card bounced",
      ],
    },
    {
      id: "billing-cycle",
      title: "When you're billed",
      question: "When am I billed, and how often?",
      answer:
        "You're billed in advance each month, starting on the day your trial ends, and your subscription renews every month until you cancel. Each location is billed separately.",
      url: "/terms-of-service",
      category: "Pricing",
      keywords: [
        "billed",
        "billing date",
        "renew",
        "renewal",
        "renews",
        "in advance",
        "monthly billing",
        "billing cycle",
        "how often",
      ],
    },
    {
      id: "legal-pages",
      title: "Terms of Service",
      question: "Where can I read your terms of service?",
      answer:
        "Our Terms of Service set out billing, cancellation and refunds, your data and the rest of our agreement in plain words. They're linked at the foot of every page.",
      url: "/terms-of-service",
      category: "Security",
      keywords: [
        "terms",
        "terms of service",
        "terms and conditions",
        "tos",
        "legal",
        "agreement",
        "read the contract",
      ],
    },
    {
      id: "privacy-contact",
      title: "Privacy questions",
      question: "Who do I contact about privacy, or to have my information deleted?",
      answer: `E-mail privacy questions and data requests to ${site.emails.privacy}. The privacy policy explains what we collect, why and for how long, and we never sell caller data.`,
      url: "/privacy-policy",
      category: "Security",
      keywords: [
        "privacy",
        "contact",
        "email",
        "data request",
        "delete my data",
        "my info",
        "gdpr request",
        "privacy policy",
        "personal data",
        "personal information",
      ],
    },
    {
      id: "data-export",
      title: "Exporting your call data",
      question: "Can I export my call data, recordings and transcripts?",
      answer:
        "You can export your call data before your subscription ends, and for 30 days after it ends you can ask us for an export. A closed account's recordings, transcripts and caller details are deleted within 90 days of it closing, and backups roll off within 35 days after that.",
      url: "/security#faq",
      category: "Security",
      keywords: [
        "export",
        "my data",
        "take my data",
        "leave",
        "recordings",
        "transcripts",
        "if i cancel",
        "account closes",
      ],
    },
    {
      id: "security-incident",
      title: "Incident notice",
      question: "What happens if there is a data breach?",
      answer:
        "If a security incident affects your data, we notify you within 72 hours with the facts and what we're doing about it. Our incident response is described on the Security page.",
      url: "/security",
      category: "Security",
      keywords: ["breach", "incident", "hack", "leak", "notify", "notification", "72 hours"],
    },
  ];
}

// What visitors ask about a pest treatment's safety, for both of the pest page's questions about it.
const treatmentSafety = ["spray", "baby", "kids", "children", "invent"];

/**
 * Words visitors use for a passage that its own text doesn't, by the slug of its title or question:
 * a Security page item ("card numbers" for PCI DSS), a trade's question on its page or in the
 * support center (a guest asking whether a dish is safe is an allergy question).
 */
const visitorWords: Record<string, readonly string[]> = {
  "pci-dss": ["card numbers", "credit card numbers", "store cards", "payments"],
  "can-my-host-take-card-payments-over-the-phone": ["card numbers", "credit card numbers", "store", "pay"],
  "soc-2": ["report", "type ii", "type 2", "audit", "audited", "attestation", "certificate", "certification"],
  gdpr: [
    "dpa",
    "data processing agreement",
    "processor",
    "europe",
    "eu",
    "sign",
    "signed",
    "legal team",
    "vendor",
  ],
  "sso-and-mfa": ["2fa", "two factor", "require", "everyone", "whole team", "staff"],
  "roles-in-your-dashboard": ["permissions", "billing", "staff", "front desk", "limit access", "not see"],
  "encryption-in-transit": ["connection", "connections", "https", "ssl", "tls", "secure connection"],
  "encryption-at-rest": ["aes", "aes-256", "backups", "stored", "store", "where do you store"],
  "least-privilege-for-our-team": ["staff", "employees", "engineers", "access my account"],
  "who-can-listen-to-my-call-recordings": ["access", "staff", "employees", "see my calls", "listen"],
  "how-long-do-you-keep-recordings-and-transcripts": ["retention", "delete", "close my account", "keep"],
  "retention-you-control": ["retention", "delete", "close my account", "keep"],
  "how-do-i-report-a-vulnerability-or-ask-a-security-question": [
    "security bug",
    "found a bug",
    "vulnerability",
    "questionnaire",
    "security questionnaire",
    "vendor review",
    "security review",
    "due diligence",
    "security doc",
    "it provider",
  ],
  "how-does-it-handle-allergy-questions": ["safe", "make something up", "guess", "peanut", "nuts"],
  // The support center and the pest control page ask it in their own words.
  "what-does-it-say-when-someone-asks-if-a-treatment-is-safe-for-pets": treatmentSafety,
  "what-does-it-say-when-someone-asks-if-the-treatment-is-safe-for-their-dog": treatmentSafety,
  "will-it-ever-tell-a-caller-they-have-a-case": ["worth", "how much is my case worth", "value", "win"],
  "will-it-walk-homeowners-through-repairs": ["fix", "themselves", "teach", "liability", "shocked", "diy"],
  "what-does-it-do-with-a-caller-who-isn-t-a-fit": [
    "don't take",
    "dont take",
    "don't handle",
    "workers comp",
    "out of state",
    "med mal",
    "divorce",
    "already has a lawyer",
    "turn away",
  ],
  "can-it-tell-termites-from-flying-ants-over-the-phone": ["swarm", "swarmers", "swarming", "wings"],
  "can-it-sign-people-up-for-my-quarterly-plan": ["re-service", "reservice", "ants are back", "came back"],
  "can-it-tell-a-utility-outage-from-a-problem-in-the-house": [
    "whole street",
    "neighborhood",
    "power company",
    "lost power",
    "weed out",
    "screen",
  ],
  "which-plan-does-an-electrical-contractor-need": ["which plan", "recommend", "apprentices"],
  "which-plan-does-a-plumbing-shop-need": ["which plan", "recommend", "trucks"],
  "will-it-quote-a-new-system": ["replacement", "changeout", "price", "quote", "comfort advisor"],
  "will-it-quote-prices-or-diagnose-the-problem": ["price", "swap", "how much", "ballpark"],
};

/**
 * What visitors ask that one of the Security page's points answers, by the point's slug: with a
 * question of its own it is matched like one of the site's answers ("do you sign a DPA").
 */
const securityPointQuestions: Record<string, string | undefined> = {
  gdpr: "Do you support GDPR and offer a data processing agreement (DPA)?",
  hipaa: "Are you HIPAA compliant?",
  "soc-2": "Do you have SOC 2?",
};

/** The words visitors use for the passage titled or asking `text`, beyond its own. */
function visitorWordsFor(text: string): readonly string[] {
  return visitorWords[slug(text)] ?? [];
}

/** The Security page itself (core/security.ts): its points, compliance notes and FAQs, as written there. */
function securityPageEntries(): KnowledgeEntry[] {
  const points = [
    { anchor: "approach", points: philosophy.points },
    { anchor: "data-protection", points: dataProtection.points },
    { anchor: "access-controls", points: accessControls.points },
  ].flatMap(({ anchor, points }) =>
    points.map(
      (point): KnowledgeEntry => ({
        id: `security-page-${slug(point.title)}`,
        title: point.title,
        question: securityPointQuestions[slug(point.title)],
        answer: `${point.title}: ${point.text}`,
        url: `/security#${anchor}`,
        category: "Security",
        keywords: ["security", ...visitorWordsFor(point.title)],
      }),
    ),
  );
  const standards = compliance.items.map(
    (item): KnowledgeEntry => ({
      id: `security-page-${slug(item.name)}`,
      title: `${item.name}: ${item.status}`,
      question: securityPointQuestions[slug(item.name)],
      answer: `${item.name}: ${item.status}. ${item.text}`,
      url: "/security#compliance",
      category: "Security",
      keywords: [item.name, "compliance", "compliant", "certified", ...visitorWordsFor(item.name)],
    }),
  );
  const faqs = securityFaqs.map(
    (faq): KnowledgeEntry => ({
      id: `security-faq-${slug(faq.question)}`,
      title: faq.question,
      question: faq.question,
      answer: faq.answer,
      url: "/security#faq",
      category: "Security",
      keywords: ["security", ...visitorWordsFor(faq.question)],
    }),
  );
  return [...points, ...standards, ...faqs];
}

const industryCategory: Record<Industry["key"], string> = {
  restaurant: "Restaurants",
  plumber: "Plumbers",
  electrician: "Electricians",
  pestcontrol: "Pest Control",
  "personal-injury-attorney": "Law firms",
  hvac: "HVAC",
};

/** The home page's generic business: what the host learns about any business. */
function generalEntries(): KnowledgeEntry[] {
  const content = landingContent.general;
  return [
    {
      id: "general-knows",
      title: content.industryBlock.title,
      question: "How does the AI know about my business?",
      answer: `${content.industryBlock.intro} ${content.industryBlock.points.map((point) => `${point.title}: ${point.text}`).join(" ")}`,
      url: "/",
      category: "Product",
      keywords: ["learn", "train", "trained", "knows", "my business", "script", "answers"],
    },
    ...content.industryBlock.points.map(
      (point): KnowledgeEntry => ({
        id: `general-${slug(point.title)}`,
        title: point.title,
        answer: `${point.title}: ${point.text}`,
        url: "/",
        category: "Product",
      }),
    ),
  ];
}

/** The trade's own reported result, when its page shows one as a "+N%" claim. */
function reportedResult(content: LandingContent): LandingContent["industryResult"] {
  return content.industryResult?.value.startsWith("+") ? content.industryResult : undefined;
}

/** The trade's own reported result, attributed as the page attributes it, or "" when it has none. */
function claimSentence(industry: Industry, content: LandingContent): string {
  const result = reportedResult(content);
  if (!result) return "";
  return ` ${industry.name} using ${product} report ${result.value} ${result.label.toLowerCase()}, in our own customer figures.`;
}

/**
 * How to hear the host for a trade: its demo line (unless it is a placeholder, core/industries.ts),
 * the live demo call in the browser on its page, and the sample call there.
 */
function demoInvitation(industry: Industry): string {
  return industry.demoPhoneIsPlaceholder
    ? `Press "Try a live call" on the ${industry.name.toLowerCase()} page to talk to the host in your browser, or read the sample call there.`
    : `Call the ${industry.shortName.toLowerCase()} demo line at ${industry.demoPhone.display} to hear it, or press "Try a live call" on the page to talk to it in your browser.`;
}

/** The industry pages' facts: what the host knows, the FAQs, integrations and handoff. */
/**
 * Words visitors use for a kind of trade point that its title doesn't: "what counts as an
 * emergency" for the urgency tiers, "does it know what a ... is" for the trade's vocabulary.
 */
function pointKeywords(title: string, text: string): string[] {
  if (/urgen|triage|emergenc/i.test(title))
    return [
      "emergency",
      "emergencies",
      "urgent",
      "critical",
      "decide",
      // ...and what each tier promises the caller: "whats the response window for a sparking panel".
      "response window",
      "response windows",
    ];
  // A trade's vocabulary is a list of its words: each of them is what the point is about.
  if (/vocabulary|words|equipment/i.test(title)) return ["know", "understand", "jargon", text];
  // What the host asks a caller: "what does it ask about the bugs".
  if (/identif/i.test(title))
    return ["ask", "asks", "what it asks", "insects", "bugs", "identify", "what kind"];
  // ...and the intake itself: "does it do intake", "can it handle intake calls".
  if (/intake/i.test(title))
    return ["ask", "asks", "collect", "what it asks", "intake", "do intake", "handle intake"];
  if (/questions|details/i.test(title)) return ["ask", "asks", "collect", "what it asks"];
  return [];
}

function industryEntries(): KnowledgeEntry[] {
  return industries.flatMap((industry) => {
    const content: LandingContent = landingContent[industry.key];
    const result = reportedResult(content);
    const category = industryCategory[industry.key];
    const names = [industry.name, industry.shortName, category];
    const words = [...names, ...content.meta.keywords];
    const entries: KnowledgeEntry[] = [
      {
        id: `industry-${industry.key}`,
        title: `${product} for ${industry.name}`,
        question: `How does ${product} work for ${industry.name.toLowerCase()}? Is it a good fit for ${industry.name.toLowerCase()}?`,
        answer: `${content.hero.lead} ${demoInvitation(industry)}${claimSentence(industry, content)}`,
        url: industry.path,
        category,
        keywords: [...words, "demo line", "demo number", "good fit", "fit"],
      },
      {
        id: `industry-${industry.key}-demo`,
        title: `${industry.shortName} demo`,
        question: `What is the ${industry.shortName.toLowerCase()} demo line?`,
        answer: industry.demoPhoneIsPlaceholder
          ? `There's no ${industry.shortName.toLowerCase()} demo phone line yet. ${demoInvitation(industry)}`
          : `${demoInvitation(industry)} Play a caller and try what the page suggests. ${demoLineNote.rates}`,
        url: industry.path,
        category,
        keywords: [
          "demo",
          "demo line",
          "demo number",
          "hear it",
          "try it",
          "sample call",
          "live call",
          "demo call",
          "call rates",
          "cost to call",
        ],
      },
      // "what numbers have actual pest companies seen": the trade's own figure, then everyone's (a page
      // point, with no question of its own: a question naming no trade needs more to get it).
      ...(result
        ? [
            {
              id: `industry-${industry.key}-results`,
              title: `${industry.name}: reported results`,
              answer: `${industry.name} using ${product} report ${result.value} ${result.label.toLowerCase()}. ${result.detail} Businesses using ${product} report ${claimsInText}. ${claimsFootnote}`,
              url: industry.path,
              category,
              keywords: [...names, "results", "numbers", "statistics", "stats", "proof", "seen"],
            } satisfies KnowledgeEntry,
          ]
        : []),
      {
        id: `industry-${industry.key}-knows`,
        title: content.industryBlock.title,
        answer: `${content.industryBlock.intro} ${content.industryBlock.points.map((point) => `${point.title}: ${point.text}`).join(" ")}`,
        url: industry.path,
        category,
        keywords: words,
      },
      // What goes wrong on the phone today and what the host does instead, as the page pairs them:
      // the trouble is what a visitor describes ("dead thermostat batteries", "builders calling").
      ...content.problems.pairs.map(
        (pair, index): KnowledgeEntry => ({
          id: `industry-${industry.key}-problem-${index + 1}`,
          title: pair.problem,
          answer: pair.solution,
          url: industry.path,
          category,
          keywords: names,
        }),
      ),
      ...content.industryBlock.points.map(
        (point): KnowledgeEntry => ({
          id: `industry-${industry.key}-${slug(point.title)}`,
          title: `${industry.name}: ${point.title}`,
          answer: `${point.title}: ${point.text}`,
          url: industry.path,
          category,
          keywords: [...names, ...pointKeywords(point.title, point.text)],
        }),
      ),
    ];
    if (content.closing) {
      const { faqs, integrations, handoff } = content.closing;
      entries.push(
        ...faqs.items.map(
          (faq): KnowledgeEntry => ({
            id: `industry-${industry.key}-faq-${slug(faq.question)}`,
            title: faq.question,
            question: faq.question,
            answer: faq.answer,
            url: industry.path,
            category,
            keywords: [...names, ...visitorWordsFor(faq.question)],
          }),
        ),
        {
          id: `industry-${industry.key}-integrations`,
          title: `${industry.name}: ${integrations.title}`,
          answer: `${product} works with ${listed(integrations.items.map((item) => item.name))} for ${industry.name.toLowerCase()}. ${integrations.intro} ${integrations.items.map((item) => `${item.name}: ${item.text}`).join(" ")}`,
          url: industry.path,
          category,
          keywords: [...words, ...integrations.items.map((item) => item.name), "integration", "software"],
        },
        {
          id: `industry-${industry.key}-handoff`,
          title: `${industry.name}: ${handoff.title}`,
          answer: `${handoff.intro} ${handoff.steps.map((step) => `${step.title}: ${step.text}`).join(" ")}`,
          url: industry.path,
          category,
          keywords: [...words, "transfer", "handoff", "on-call", "person"],
        },
      );
    }
    return entries;
  });
}

/** Extra search words for the help center's topics, by title. */
const topicKeywords: Record<string, readonly string[]> = {
  Integrations: ["software", "crm", "crms", "tools", "apps", "connect", "integrate", "which"],
  "Plans and pricing": ["price", "cost", "how much", "monthly"],
  "Security and privacy": ["secure", "privacy", "data", "encryption"],
  "API and webhooks": ["api", "developer", "webhook"],
};

function questionEntries(): KnowledgeEntry[] {
  return [
    ...pricingQuestions.map(
      (item): KnowledgeEntry => ({
        id: `pricing-page-${slug(item.question)}`,
        title: item.question,
        question: item.question,
        answer: withPlanPrices(item.answer),
        url: "/pricing",
        category: "Pricing",
      }),
    ),
    ...helpTopics.map(
      (topic): KnowledgeEntry => ({
        id: `help-topic-${slug(topic.title)}`,
        title: topic.title,
        question: topic.title,
        answer: topic.content,
        url: topic.url,
        category: topic.category,
        keywords: [topic.category, ...(topicKeywords[topic.title] ?? [])],
      }),
    ),
    ...helpFaqs.map(
      (faq): KnowledgeEntry => ({
        id: `help-faq-${slug(faq.question)}`,
        title: faq.question,
        question: faq.question,
        answer: faq.answer,
        url: faq.url,
        category: "FAQ",
      }),
    ),
    ...supportFaqs.map(
      (faq): KnowledgeEntry => ({
        id: `support-faq-${slug(faq.question)}`,
        title: faq.question,
        question: faq.question,
        answer: faq.answer,
        url: faq.url,
        category: "FAQ",
      }),
    ),
    ...supportIndustryQuestions.flatMap(({ industry, questions }) =>
      questions.map(
        (item): KnowledgeEntry => ({
          id: `support-${slug(industry)}-${slug(item.question)}`,
          title: item.question,
          question: item.question,
          answer: item.answer,
          url: item.url,
          category: industry,
          keywords: [industry, ...visitorWordsFor(item.question)],
        }),
      ),
    ),
  ];
}

/**
 * The welcome page's setup guide (core/onboarding.ts): what a new customer does first, as one answer,
 * and each step as an answer of its own ("How do I choose who gets call summaries?").
 */
function setupGuideEntries(): KnowledgeEntry[] {
  const { steps } = welcomeFor(null);
  const named = (title: string) => title.charAt(0).toLowerCase() + title.slice(1);
  const everyPlan = steps.slice(1, -1).filter((step) => !step.onlyOn);
  const somePlans = steps.filter((step) => step.onlyOn);
  const plansNamed = [...new Set(somePlans.map((step) => step.onlyOn))].join(" or ");
  const last = steps.at(-1);
  const inOrder = [
    `${named(steps[0]?.title ?? "")} from that e-mail and set your password`,
    ...everyPlan.map((step) => named(step.title)),
    ...(somePlans.length ? [`on ${plansNamed}, ${listed(somePlans.map((step) => named(step.title)))}`] : []),
    ...(last ? [`then ${named(last.title)}`] : []),
  ];
  return [
    {
      id: "setup-guide",
      title: "What to do first after signing up",
      question: "What do I do first after signing up?",
      answer: `Your login arrives by e-mail within about 5 minutes, and we walk you through the rest on the setup call within 24 hours. In order: ${inOrder.join("; ")}.`,
      url: "/help-center",
      category: "Getting started",
      keywords: ["first thing", "first day", "after i sign up", "what do i do"],
    },
    // ...each step but the first (signing in is the login e-mail's, answered with setup).
    ...steps.slice(1).map(
      (step): KnowledgeEntry => ({
        id: `setup-guide-${slug(step.title)}`,
        title: step.title,
        question: `How do I ${named(step.title).replace(/\byour\b/g, "my")}?`,
        answer: `${step.title}: ${step.text.charAt(0).toLowerCase()}${step.text.slice(1)}${step.onlyOn ? ` This step is for ${step.onlyOn}.` : ""}${/setup call/.test(step.text) ? "" : " We walk you through every step on the setup call."}`,
        url: "/help-center",
        category: "Getting started",
        keywords: stepKeywords[step.title],
      }),
    ),
  ];
}

/** Words visitors use for a setup step that its title doesn't ("stop it booking on fridays"). */
const stepKeywords: Record<string, string[]> = {
  "Connect your calendar": [
    "availability",
    "slots",
    "days off",
    "block off",
    "double book",
    "same slot",
    "stop it from booking",
  ],
};

/**
 * What visitors ask of each of the API's endpoints, and the words they ask it with (the page's
 * reference, core/api-reference.ts, says the rest). Registering a webhook is "api-webhooks".
 */
const endpointQuestions: Record<string, { question: string; keywords: string[] }> = {
  listCalls: {
    question: "How do I list my calls with the API and page through a longer period?",
    keywords: [
      "list calls",
      "pagination",
      "paginate",
      "page through",
      "cursor",
      "next page",
      "startTime",
      "nextStartTime",
      "limit",
      "sync",
      "export calls",
      "poll",
    ],
  },
  getCall: {
    question: "How do I get one call's details from the API?",
    keywords: ["call details", "retrieve a call", "get a call", "call id", "summary", "outcome", "poll"],
  },
  createCall: {
    question: "Can the API have the AI host call a customer, an outbound call?",
    keywords: [
      "outbound",
      "outbound call",
      "call customers",
      "call back",
      "callback",
      "reminder",
      "appointment reminder",
      "confirm appointments",
      "order ready",
      "dial",
      "conversationFlow",
    ],
  },
  updateCall: {
    question: "How do I change a call's outcome or notes, or cancel a queued outbound call, with the API?",
    keywords: [
      "update a call",
      "change outcome",
      "fix outcome",
      "notes",
      "tags",
      "cancel a call",
      "queued",
      "stop a call",
      "put",
    ],
  },
  getCallTranscript: {
    question: "How do I get a call's transcript from the API?",
    keywords: ["transcript", "transcripts", "not ready", "404", "transcript.ready", "conversation"],
  },
};

/** What the URL a webhook posts to must do ("It must answer 2xx within 10 seconds"). */
const webhookUrlRule =
  apiSchemas.CreateWebhookRequest.fields
    .find((field) => field.name === "url")
    ?.description.replace(/^.*?\. It must/, "Your URL must") ?? "";

/** The API page's anchor for placing an outbound call. */
const createCallAnchor = endpointAnchor(
  apiEndpoints.find((endpoint) => endpoint.operationId === "createCall") ?? { operationId: "createCall" },
);

/** The category of the API reference's entries, which the engine indexes apart (local-engine.ts). */
export const apiReferenceCategory = "API reference";

/** Whether an entry is one of the API reference's. */
export function isApiReference(entry: Pick<KnowledgeEntry, "category">): boolean {
  return entry.category === apiReferenceCategory;
}

/** The page's words without its code marks: `status` reads as status in the chat. */
const plain = (text: string) => text.replace(/`/g, "");

/** The API page's reference: its basics, each endpoint, and the key kept on the server (/api). */
function apiEntries(): KnowledgeEntry[] {
  const notReady = apiErrors.find((error) => error.status === 404)?.when ?? "";
  const pageLimit = apiEndpoints
    .find((endpoint) => endpoint.operationId === "listCalls")
    ?.queryParameters?.find((parameter) => parameter.name === "limit");
  if (pageLimit?.type !== "integer") throw new Error("core/api-reference.ts: listCalls has no integer limit");
  const extra: Record<string, string> = {
    listCalls: `Timestamps are ISO 8601 in UTC; limit takes ${pageLimit.minimum} to ${pageLimit.maximum} calls a page (${pageLimit.default} by default).`,
    createCall: `The conversationFlow is one of ${conversationFlows.join(", ")}. Outbound calls are limited to ${rateLimit.outboundCallsPerMinute} a minute per account.`,
    getCallTranscript: `It answers 404 when ${notReady.charAt(0).toLowerCase()}${notReady.slice(1)}`,
  };
  const endpoints = apiEndpoints.flatMap((endpoint) => {
    const asked = endpointQuestions[endpoint.operationId];
    if (!asked) return [];
    return [
      {
        id: `api-${slug(endpoint.operationId.replace(/([a-z])([A-Z])/g, "$1 $2"))}`,
        title: `API: ${endpoint.summary}`,
        question: asked.question,
        answer: plain(
          `${endpoint.method} ${endpoint.path}: ${endpoint.description} ${extra[endpoint.operationId] ?? ""}`,
        ).trim(),
        url: `/api#${endpointAnchor(endpoint)}`,
        category: apiReferenceCategory,
        keywords: [...asked.keywords, "api"],
      },
    ];
  });
  const fact = (term: string) => quickFacts.find((item) => item.term === term)?.detail ?? "";
  return [
    {
      id: "api-basics",
      title: "API basics",
      question: "What is the API's base URL, format and time zone?",
      answer: `The base URL is ${fact("Base URL")}. Authentication: ${fact("Authentication")}. Format: ${fact("Format")}, with phone numbers in E.164 format. Rate limit: ${fact("Rate limit")}.`,
      url: "/api",
      category: apiReferenceCategory,
      keywords: [
        "base url",
        "url",
        "host",
        "endpoint url",
        "format",
        "json",
        "https",
        "utc",
        "timestamps",
        "timezone",
        "time zone",
        "local time",
        "e.164",
        "phone number format",
      ],
    },
    {
      id: "api-keys-on-the-server",
      title: authentication.warningTitle,
      question: "Can I call the API from the browser, and what if my API key leaks?",
      answer: `${authentication.warningTitle}. ${plain(authentication.warning)}`,
      url: "/api#authentication",
      category: apiReferenceCategory,
      keywords: [
        "browser",
        "front end",
        "frontend",
        "javascript",
        "react",
        "client side",
        "mobile app",
        "leak",
        "leaked",
        "exposed",
        "public repo",
        "github",
        "revoke",
        "rotate",
        "rotated",
      ],
    },
    ...endpoints,
  ];
}

/** How visitors ask for each community event (core/community.ts's ids). */
const eventWords: Readonly<Record<string, readonly string[]>> = {
  "onboarding-live": [
    "onboarding",
    "onboarding session",
    "live onboarding",
    "onboarding walkthrough",
    "setup walkthrough",
    "new customer training",
    "training for new customers",
    "weekly session",
    "onboarding webinar",
  ],
};

/** The Community page: its forums, the people who run them and its events (core/community.ts). */
function communityEntries(): KnowledgeEntry[] {
  const members = communityStats.find((stat) => stat.label === "Members");
  const forums = forumCategoryCopy.map((category) => category.title).join(", ");
  const events = communityEvents
    .map(
      (event) =>
        `${event.title} (${event.format.toLowerCase()}, ${midSentence(event.schedule)}, ${event.duration})`,
    )
    .join("; ");
  const leaders = communityLeaders
    .map((leader) => `${leader.name}, ${leader.role} (${leader.focus.join(", ")})`)
    .join("; ");
  const rsvp = `RSVP from the Community page: it opens an e-mail to ${site.emails.hello}.`;
  return [
    {
      id: "community",
      title: communityIntro.title,
      question: `Is there a ${site.product} community or forum where owners help each other?`,
      answer: `Yes. ${communityIntro.title} is ${communityIntro.lead.charAt(0).toLowerCase()}${communityIntro.lead.slice(1)}${members ? ` It has ${members.value} members.` : ""} Its forums: ${forums}.`,
      url: "/community#forums",
      category: "Product",
      keywords: [
        "community",
        "forum",
        "forums",
        "user group",
        "other owners",
        "other customers",
        "members",
        "discussion board",
        "peer",
      ],
    },
    {
      id: "community-events",
      title: "Community events",
      question: "What events does the community hold, and how do I join one?",
      answer: `Community events: ${events}. To join one, ${rsvp}`,
      url: "/community#events",
      category: "Product",
      keywords: ["events", "meetup", "rsvp"],
    },
    // ...and the one asked about on its own: "is there a live onboarding walkthrough for new customers".
    ...communityEvents
      .filter((event) => eventWords[event.id])
      .map(
        (event): KnowledgeEntry => ({
          id: `community-event-${event.id}`,
          title: event.title,
          answer: `${event.title}: ${midSentence(event.schedule)}, ${event.duration}, ${event.format.toLowerCase()}. ${event.description} ${rsvp} For a topic of its own, the [webinars page](/webinars) lists free live sessions and recordings.`,
          url: "/community#events",
          category: "Product",
          keywords: eventWords[event.id] ?? [],
        }),
      ),
    {
      id: "community-leaders",
      title: "Community leaders",
      question: "Who are the community leaders and moderators?",
      answer: `The community leaders: ${leaders}.`,
      url: "/community#leaders",
      category: "Product",
      keywords: ["community manager", "moderator", "moderators", "community leaders", "leaders"],
    },
  ];
}

/**
 * The Webinars page as passages (core/webinars.ts), indexed apart and searched when a question names a
 * webinar (local-engine.ts): each session until it starts (it leaves the page then, and the chat with
 * it), each recording, and the sessions still to come.
 */
function webinarEntries(): KnowledgeEntry[] {
  const register = `To register, press Register Now on the webinars page: it ${webinarsPage.registerNow}`;
  // "December", for "december 2" (the labels' date is "Wednesday, December 2, 2026").
  const monthOf = (iso: string) =>
    new Date(iso).toLocaleString("en-US", { month: "long", timeZone: webinarsPage.timeZone }).toLowerCase();
  const sessions = upcomingWebinars.map((session): KnowledgeEntry => {
    const labels = sessionTimeLabels(session);
    const elsewhere = westernZones.map((zone) => sessionTimeIn(session, zone)).join(", ");
    return {
      id: `webinar-${session.id}`,
      title: session.title,
      answer: `${session.title}: ${labels.date}, ${labels.time} (${elsewhere}), ${labels.duration}, online and free. ${session.description} It's for ${session.audience.charAt(0).toLowerCase()}${session.audience.slice(1)}, presented by ${session.presenter.name} (${session.presenter.role}). ${webinarsPage.sessionsEnd} ${register}`,
      url: `/webinars#${session.id}`,
      category: "Webinars",
      expires: session.start,
      keywords: [
        "webinar",
        `${session.kind.toLowerCase()} webinar`,
        `${labels.monthShort.toLowerCase()} ${labels.day}`,
        `${monthOf(session.start)} ${labels.day}`,
      ],
    };
  });
  const recordings = onDemandWebinars.map(
    (item): KnowledgeEntry => ({
      id: `webinar-recording-${item.id}`,
      title: item.title,
      answer: `Yes. "${item.title}" is a ${item.durationMinutes}-minute recording: ${item.description.charAt(0).toLowerCase()}${item.description.slice(1)} Request the recording on the webinars page and we e-mail you the link, or read "${item.article.label}", the article that covers the same ground.`,
      url: `/webinars#${item.id}`,
      category: "Webinars",
      keywords: ["recording", "recordings", "replay", "on demand", "watch", "missed the webinar", "webinar"],
    }),
  );
  // "any webinars coming up": the sessions still to come, one list for each stretch between two
  // starts (the first lists all three; after the first starts, the next lists the other two).
  const lists = upcomingWebinars.map(
    (session, index): KnowledgeEntry => ({
      id: `webinars-upcoming-${index + 1}`,
      title: "Upcoming webinars",
      answer: `The next live sessions, all online and free: ${upcomingWebinars
        .slice(index)
        .map((next) => {
          const labels = sessionTimeLabels(next);
          return `${next.title} (${labels.date}, ${labels.time})`;
        })
        .join("; ")}. ${register}`,
      url: "/webinars#upcoming",
      category: "Webinars",
      keywords: ["upcoming webinars", "next webinar", "coming up", "schedule", "dates", "when are"],
      ...(index > 0 ? { from: upcomingWebinars[index - 1]?.start } : {}),
      expires: session.start,
    }),
  );
  return [...sessions, ...recordings, ...lists];
}

/** The About page: the story, the mission, the leadership team and the values (core/about.ts). */
function aboutEntries(): KnowledgeEntry[] {
  const [firstParagraph = "", ...laterParagraphs] = story.paragraphs;
  // ...and the last paragraph's last sentence, what it set out to build.
  const why = (laterParagraphs.at(-1) ?? "").split(/(?<=\.)\s+/).at(-1) ?? "";
  return [
    {
      id: "about-story",
      title: story.title,
      answer: `${firstParagraph} ${why}`,
      url: "/about-us",
      category: "About us",
      keywords: ["story", "origin", "history", "how it began", "why you started"],
    },
    {
      id: "about-mission",
      title: mission.eyebrow,
      answer: `${mission.statement} ${mission.detail}`,
      url: "/about-us",
      category: "About us",
      keywords: ["mission", "purpose", "what you stand for", aboutIntro.eyebrow.toLowerCase()],
    },
    {
      id: "about-leadership",
      title: "The team behind the phone",
      answer: `${site.product}'s leadership team: ${leadership.map((leader) => `${leader.name}, ${leader.role}`).join("; ")}. ${leadership.map((leader) => `${leader.name}: ${leader.bio}`).join(" ")}`,
      url: "/about-us",
      category: "About us",
      keywords: ["leadership", "leadership team", "executives", "management", "who runs", "about page"],
    },
    {
      id: "about-values",
      title: "How we work",
      answer: `How we work: ${values.map((value) => value.title.toLowerCase()).join("; ")}. ${values.map((value) => `${value.title}: ${value.text}`).join(" ")}`,
      url: "/about-us",
      category: "About us",
      keywords: ["values", "what you value", "principles", "how you work", "commitments"],
    },
  ];
}

/** The whole knowledge base from core's content (the server adds the blog's sections). */
export function knowledgeBase(): KnowledgeEntry[] {
  const entries = [
    ...planEntries(),
    ...communityEntries(),
    ...webinarEntries(),
    ...aboutEntries(),
    ...apiEntries(),
    ...setupGuideEntries(),
    ...planFeatureEntries(),
    ...productEntries(),
    ...integrationEntries(),
    ...securityEntries(),
    ...securityPageEntries(),
    ...generalEntries(),
    ...questionEntries(),
    ...industryEntries(),
  ];
  const seen = new Set<string>();
  for (const entry of entries) {
    if (seen.has(entry.id)) throw new Error(`Duplicate knowledge entry id ${entry.id}`);
    seen.add(entry.id);
  }
  return entries;
}

/** The industry category of each trade's entries ("Plumbers" for plumber). */
export function categoryOfTrade(key: Industry["key"]): string {
  return industryCategory[key];
}

/** The trade whose entries a category holds, if any. */
export function tradeOfCategory(category: string): Industry["key"] | undefined {
  return (Object.entries(industryCategory) as [Industry["key"], string][]).find(
    ([, name]) => name === category,
  )?.[0];
}

/** The trade a chat `context` names ("plumbers", "/hvac-services", "pestcontrol"), if any. */
export function tradeForContext(context: string | undefined): Industry["key"] | undefined {
  if (!context) return undefined;
  const key = context.trim().toLowerCase().replace(/^\//, "");
  const compact = key.replace(/[^a-z]/g, "");
  const industry = industries.find(
    (candidate) =>
      candidate.key === key ||
      candidate.key.replace(/[^a-z]/g, "") === compact ||
      candidate.name.toLowerCase() === key ||
      candidate.shortName.toLowerCase() === key ||
      candidate.path === `/${key}` ||
      candidate.aliases.includes(`/${key}`),
  );
  if (industry) return industry.key;
  return tradeOfCategory(
    Object.values(industryCategory).find((category) => category.toLowerCase() === key) ?? "",
  );
}

/** The categories an engine may boost for a chat `context` (SPEC 2.8) or an industry. */
export function categoriesForContext(context: string): string[] {
  const key = context.trim().toLowerCase();
  const byContext: Record<string, string[]> = {
    pricing: ["Pricing", "Billing"],
    sales: ["Pricing", "Contact", "Integrations"],
    demo: ["Getting started", "Billing"],
    contact: ["Contact"],
    support: ["Support", "Contact", "Getting started"],
    feedback: ["Feedback", "Support"],
    security: ["Security"],
  };
  // Own keys only: a context such as "__proto__" or "constructor" names nothing.
  if (Object.hasOwn(byContext, key)) return byContext[key] ?? [];
  const industry = industries.find(
    (candidate) =>
      candidate.key === key ||
      candidate.name.toLowerCase() === key ||
      candidate.shortName.toLowerCase() === key ||
      candidate.path === `/${key}` ||
      candidate.aliases.includes(`/${key}`),
  );
  if (industry) return [industryCategory[industry.key]];
  const named = Object.values(industryCategory).find((category) => category.toLowerCase() === key);
  return named ? [named] : [];
}
