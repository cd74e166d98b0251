import { articlePath, articleSlugs } from "../../core/blog";
import { genericBusiness, getIndustry } from "../../core/industries";
import { formatUsd, plans } from "../../core/plans";
import { site } from "../../core/site";
import type { EngineAnswer } from "./local-engine";

/**
 * Questions real prospects ask, with the page a right answer comes from and the facts it must
 * state. `expect` lists acceptable source pages (path, or path#anchor for an exact section);
 * "none" means the right answer is "I don't know" plus the sales phone and /contact.
 * Figures are read from the config, so a price change keeps this set honest.
 */
export interface EvalCase {
  question: string;
  context?: string;
  expect: "none" | readonly string[];
  /** Substrings the answer must contain (case-insensitive). */
  facts?: readonly string[];
}

const basic = formatUsd(plans.basic.monthlyPrice);
const pro = formatUsd(plans.pro.monthlyPrice);
const enterprise = formatUsd(plans.enterprise.monthlyPrice);
const pricing = ["/pricing"];
const trades = ["/plumbers", "/hvac-services", "/electricians", "/pest-control-services"];
const industryPages = ["/restaurants", ...trades, "/personal-injury-attorneys"];
const blog = (slug: keyof typeof articleSlugs) => articlePath(articleSlugs[slug]);

export const evalSet: readonly EvalCase[] = [
  // Prices and plans
  { question: "How much does Hostline cost?", expect: pricing, facts: [basic, pro] },
  { question: "What's the price of the Pro plan?", expect: pricing, facts: [pro] },
  { question: "how much is basic per month", expect: pricing, facts: [basic] },
  { question: "What does Enterprise cost?", expect: pricing, facts: [enterprise, "setup fee"] },
  { question: "Is there a setup fee?", expect: pricing, facts: ["setup fee"] },
  { question: "What are your rates? Is it expensive?", expect: pricing, facts: [basic] },
  { question: "What's the difference between Basic and Pro?", expect: pricing, facts: [basic, pro] },
  { question: "What's included in the Pro plan?", expect: pricing, facts: ["SMS"] },
  { question: "Which plan is right for my business?", expect: pricing, facts: ["Pro"] },
  {
    question: "Which plan does an electrical contractor need?",
    expect: [...pricing, "/electricians"],
    facts: ["Pro"],
  },
  // Locations
  { question: "How much is it for two locations?", expect: pricing, facts: ["billed separately", pro] },
  {
    question: "We have three restaurants. Do I pay for each location?",
    expect: pricing,
    facts: ["each location"],
  },
  { question: "Do multiple locations need separate plans?", expect: pricing, facts: ["location"] },
  // Trial and cancellation
  {
    question: "How does the free trial work?",
    expect: pricing,
    facts: [`${site.trialDays}-day`, "nothing is charged"],
  },
  { question: "Do I need a credit card to start the trial?", expect: pricing, facts: ["card"] },
  { question: "How long is the free trial?", expect: pricing, facts: [`${site.trialDays}`] },
  { question: "What happens when the trial ends?", expect: pricing, facts: ["billed"] },
  { question: "Can I cancel anytime?", expect: pricing, facts: ["cancel at any time"] },
  { question: "Is there a long-term contract?", expect: pricing, facts: ["contract"] },
  // Restaurants
  {
    question: "Can it take reservations for my restaurant?",
    expect: ["/restaurants", blog("openTable")],
    facts: ["book"],
  },
  {
    question: "Can Hostline take takeout orders?",
    expect: ["/restaurants", blog("toast")],
    facts: ["Toast"],
  },
  {
    question: "How does it handle allergy questions from diners?",
    expect: ["/restaurants"],
    facts: ["allergy"],
  },
  {
    question: "What happens with a party of 20 or private dining?",
    expect: ["/restaurants"],
    facts: ["manager"],
  },
  // Plumbers
  {
    question: "What does it do when a customer calls about a burst pipe at 2 a.m.?",
    expect: ["/plumbers"],
    facts: ["shut-off"],
  },
  {
    question: "Will my on-call plumber get woken up for every call?",
    expect: ["/plumbers"],
    facts: ["critical"],
  },
  {
    question: "Does the AI diagnose plumbing problems or quote repair prices?",
    expect: ["/plumbers"],
    facts: ["dashboard"],
  },
  // HVAC
  { question: "Does Hostline work for HVAC companies?", expect: ["/hvac-services"], facts: ["on-call tech"] },
  {
    question: "What happens if a caller's CO alarm is going off?",
    expect: ["/hvac-services"],
    facts: ["911"],
  },
  {
    question: "Can it book tune-ups for maintenance agreement members?",
    expect: ["/hvac-services"],
    facts: ["tune-up"],
  },
  { question: "Will it quote a price for a new AC system?", expect: ["/hvac-services"], facts: ["estimate"] },
  // Electricians
  { question: "Do you support electricians?", expect: ["/electricians"], facts: ["electric"] },
  {
    question: "What does the host do if a caller says an outlet is sparking?",
    expect: ["/electricians"],
    facts: ["911"],
  },
  {
    question: "Can it tell a power outage from a problem in the house?",
    expect: ["/electricians"],
    facts: ["utility"],
  },
  // Pest control
  {
    question: "Is Hostline a good fit for pest control companies?",
    expect: ["/pest-control-services"],
    facts: ["pest"],
  },
  {
    question: "Can it identify termites over the phone?",
    expect: ["/pest-control-services"],
    facts: ["inspection"],
  },
  {
    question: "What if a caller was stung and is allergic?",
    expect: ["/pest-control-services"],
    facts: ["911"],
  },
  // Personal injury attorneys
  {
    question: "Do you work with personal injury law firms?",
    expect: ["/personal-injury-attorneys"],
    facts: ["intake"],
  },
  {
    question: "Will the AI tell a caller they have a case?",
    expect: ["/personal-injury-attorneys"],
    facts: ["attorney"],
  },
  {
    question: "How does it handle conflict checks for our firm?",
    expect: ["/personal-injury-attorneys"],
    facts: ["conflict"],
  },
  // Integrations
  {
    question: "Can it book jobs into ServiceTitan?",
    expect: [blog("serviceTitan"), ...trades],
    facts: ["ServiceTitan"],
  },
  {
    question: "Does it integrate with OpenTable?",
    expect: [blog("openTable"), "/restaurants"],
    facts: ["OpenTable"],
  },
  { question: "Do you connect to Toast POS?", expect: [blog("toast"), "/restaurants"], facts: ["Toast"] },
  {
    question: "Does it work with Clio?",
    expect: [blog("fiveCrm"), "/personal-injury-attorneys"],
    facts: ["Clio"],
  },
  {
    question: "Is there a Housecall Pro integration?",
    expect: [blog("housecallPro"), ...trades],
    facts: ["Housecall Pro"],
  },
  {
    question: "Can calls sync to HubSpot?",
    expect: [blog("fiveCrm"), "/personal-injury-attorneys"],
    facts: ["HubSpot"],
  },
  {
    question: "Do you integrate with Salesforce?",
    expect: [blog("fiveCrm"), "/personal-injury-attorneys"],
    facts: ["Salesforce"],
  },
  { question: "Does it work with Jobber?", expect: [blog("crmGuide"), ...trades], facts: ["Jobber"] },
  { question: "Do you have a Zoho CRM integration?", expect: [blog("fiveCrm")], facts: ["Zoho"] },
  { question: "Can appointments go on my Google Calendar?", expect: ["/"], facts: ["Google Calendar"] },
  {
    question: "Which software and CRMs does Hostline integrate with?",
    expect: [blog("crmGuide"), blog("fiveCrm")],
    facts: ["Salesforce", "ServiceTitan"],
  },
  {
    question: "Can you build a custom integration with our in-house software?",
    expect: pricing,
    facts: ["Enterprise"],
  },
  {
    question: "Do you integrate with Square POS?",
    expect: pricing,
    facts: ["Square POS isn't one of the systems", "Toast", "Enterprise"],
  },
  {
    question: "Can Hostline connect to my Mindbody account?",
    expect: pricing,
    facts: ["Mindbody isn't one of the systems", "custom integrations"],
  },
  {
    question: "Does it sync with Google Sheets?",
    expect: pricing,
    facts: ["Google Sheets isn't one of the systems", "Google Calendar"],
  },
  // Security
  { question: "Is my customers' data secure?", expect: ["/security"], facts: ["encrypted"] },
  { question: "Are you HIPAA compliant?", expect: ["/security"], facts: ["HIPAA"] },
  {
    question: "Do you support two-factor authentication and SSO?",
    expect: ["/security"],
    facts: ["multi-factor"],
  },
  { question: "What happens if there is a data breach?", expect: ["/security"], facts: ["72 hours"] },
  { question: "Do you sell caller data?", expect: ["/security"], facts: ["never sell"] },
  // Setup time
  { question: "How long does setup take?", expect: ["/"], facts: ["24 hours"] },
  { question: "How fast can we go live?", expect: ["/"], facts: ["24 hours"] },
  { question: "When will I get my login details?", expect: ["/"], facts: ["5 minutes"] },
  { question: "Can I keep my existing phone number?", expect: ["/"], facts: ["forward"] },
  // Human handoff
  { question: "Can it transfer calls to a real person?", expect: ["/"], facts: ["transfer"] },
  {
    question: "What if a caller asks to speak to a manager?",
    expect: ["/", "/restaurants"],
    facts: ["manager"],
  },
  {
    question: "Can urgent calls go to my on-call technician?",
    expect: ["/", ...industryPages],
    facts: ["on-call"],
  },
  // Product, demo, contact
  { question: "What is Hostline?", expect: ["/"], facts: ["AI phone host"] },
  { question: "Does it answer calls at night and on weekends?", expect: ["/"], facts: ["24/7"] },
  { question: "Does it send text message confirmations to callers?", expect: ["/"], facts: ["text"] },
  { question: "How do I change my business hours?", expect: ["/"], facts: ["dashboard"] },
  { question: "Where can I see call transcripts?", expect: ["/"], facts: ["transcript"] },
  {
    question: "How do I try a demo call?",
    expect: ["/#demo-call-section"],
    facts: [genericBusiness.demoPhone.display],
  },
  {
    question: "What's the demo number for restaurants?",
    expect: ["/#demo-call-section", "/restaurants"],
    facts: [getIndustry("restaurant").demoPhone.display],
  },
  { question: "What's your sales phone number?", expect: ["/contact"], facts: [site.phones.sales.display] },
  { question: "How do I contact support?", expect: ["/contact"], facts: [site.emails.support] },
  { question: "Where are your offices?", expect: ["/contact"], facts: ["Austin"] },
  { question: "Do you have an API for developers?", expect: ["/api"], facts: ["API"] },
  { question: "What results do businesses get?", expect: ["/"], facts: ["99%"] },
  {
    question: "What should I look for before connecting my CRM?",
    expect: [blog("crmGuide"), blog("fiveCrm")],
  },
  // Pages with context
  { question: "What does it cost?", context: "pricing", expect: pricing, facts: [basic] },
  { question: "Can it handle emergencies?", context: "plumbers", expect: ["/plumbers"], facts: ["on-call"] },
  // Off-topic: say so, offer the sales line
  { question: "What's the weather like today?", expect: "none" },
  { question: "Who won the Super Bowl last year?", expect: "none" },
  { question: "Tell me a joke", expect: "none" },
  { question: "What is the capital of France?", expect: "none" },
  { question: "Write me a poem about cats", expect: "none" },
  { question: "How do I fix my car's transmission?", expect: "none" },
  { question: "Do you offer a discount for nonprofits?", expect: "none" },
  // Nonsense
  { question: "asdf qwer", expect: "none" },
  { question: "zxcv bnm", expect: "none" },
  { question: "???", expect: "none" },
  { question: "blorf snazzle quux", expect: "none" },
];

/** Why `answer` is wrong for `testCase`, or null when it is right. */
export function judge(testCase: EvalCase, answer: EngineAnswer): string | null {
  if (testCase.expect === "none") {
    if (answer.known) return `expected "I don't know", answered from ${answer.source?.url}`;
    if (!answer.text.includes(site.phones.sales.display) || !answer.text.includes("(/contact)")) {
      return "the don't-know answer must offer the sales phone and /contact";
    }
    return null;
  }
  if (!answer.known || !answer.source) return "said it doesn't know";
  const url = answer.source.url;
  const path = url.split("#")[0] || "/";
  const sourceOk = testCase.expect.some((expected) =>
    expected.includes("#") ? url === expected : path === expected,
  );
  if (!sourceOk) return `source ${url}, expected ${testCase.expect.join(" or ")}`;
  const missing = (testCase.facts ?? []).filter(
    (fact) => !answer.text.toLowerCase().includes(fact.toLowerCase()),
  );
  if (missing.length) return `missing ${missing.map((fact) => `"${fact}"`).join(", ")}`;
  return null;
}
