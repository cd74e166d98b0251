import type { IndustryKey } from "../industries";
import { analyze, type Speller } from "./index";

/**
 * Which trade a message is about. A trade's name (after the synonym rewrite: "lawyer" and "law
 * firm" are "attorney") decides; without one, the trade's own vocabulary ("burst pipe", "termites",
 * "OpenTable") does, when it points at one trade only. Browser-safe.
 */
const names: Record<IndustryKey, string> = {
  restaurant: "restaurant",
  plumber: "plumber",
  electrician: "electrician",
  pestcontrol: "exterminator",
  "personal-injury-attorney": "attorney",
  hvac: "hvac",
};

const vocabulary: Record<IndustryKey, string> = {
  restaurant:
    "reservation menu takeout opentable toast allergy allergies allergen dine dining pizza chef kitchen diners food brunch entree entrees appetizer brisket eightysix catering",
  plumber:
    "pipe pipes leak leaking drain drains sewer sewage clog clogged toilet faucet flooding flooded water heater landlord",
  electrician:
    "spark sparking sparks breaker breakers panel outlet outlets wiring charger generator outage circuit circuits surge",
  pestcontrol:
    "termite termites ant ants roach roaches rodent rodents mice rat rats wasp wasps hornet hornets bee bees stung sting nest nests wdi insect insects bugs infestation mosquito mosquitoes spider spiders fleas ticks bedbugs",
  "personal-injury-attorney":
    "intake accident accidents injury injuries injured lawsuit settlement clio slip whiplash adjuster statute crash collision driver drivers insurer insurers wreck wrecks",
  hvac: "furnace heating cooling thermostat tune-up duct ducts boiler cool diagnostic noheat nocool condenser compressor refrigerant monoxide",
};

const nameTerms = new Map(
  Object.entries(names).map(([key, word]) => [analyze(word)[0] ?? word, key as IndustryKey]),
);
const vocabularyTerms = Object.entries(vocabulary).map(
  ([key, text]) => [key as IndustryKey, new Set(analyze(text))] as const,
);

const acknowledgedCool =
  /\b(ok|okay|k|very|pretty|sounds|that'?s|thats|so|oh|ah|alright|nice|great)[ ,]+cool\b|^\s*cool\b(?=[\s,.!]|$)/gi;

/** A figure of speech that names no trade: "that's a lawsuit waiting to happen". */
const idiom = /\b(a )?lawsuits? waiting to happen\b/gi;

/** The trade named in (or, failing that, implied by) the text; undefined when none or several. */
export function tradeOf(text: string, speller?: Speller): IndustryKey | undefined {
  // "ok cool", "cool, thanks": an acknowledgement, not cooling.
  const said = text.replace(acknowledgedCool, " ").replace(idiom, " ");
  // A hyphenated word's parts count too: "drain-cleaning" implies plumbing like "drain" does.
  const terms = analyze(said, speller).flatMap((term) =>
    term.includes("-") ? [term, ...term.split("-")] : term,
  );
  const named = new Set(
    terms.flatMap((term) => (nameTerms.has(term) ? [nameTerms.get(term) as IndustryKey] : [])),
  );
  if (named.size === 1) return [...named][0];
  if (named.size > 1) return undefined;
  // Implied by its words: the trade with the most of them ("wasp nest... allergic to stings" is pest
  // control's two words to a restaurant's one), none when two trades tie.
  const counts = vocabularyTerms
    .map(([key, set]) => [key, terms.filter((term) => set.has(term)).length] as const)
    .filter(([, count]) => count > 0)
    .sort((a, b) => b[1] - a[1]);
  const [first, second] = counts;
  return first && (!second || first[1] > second[1]) ? first[0] : undefined;
}

/** The trades named outright in the text (not implied). */
export function tradesNamed(text: string, speller?: Speller): IndustryKey[] {
  const terms = analyze(text, speller);
  return [
    ...new Set(terms.flatMap((term) => (nameTerms.has(term) ? [nameTerms.get(term) as IndustryKey] : []))),
  ];
}

/** The trade a single word names ("lawyer", "plumbing"), if any. */
export function tradeNamedBy(word: string): IndustryKey | undefined {
  const term = analyze(word)[0];
  return term ? nameTerms.get(term) : undefined;
}
