/**
 * The shapes of the help-center and support-page content (SPEC 3) and of the answer engine's
 * knowledge base. Answers are plain text with **bold**, [links](/path) and "- " lists only.
 */

/** One of the help center's nine built-in topics. */
export interface HelpTopic {
  title: string;
  category: string;
  /** The page (and anchor) that says more, e.g. "/pricing#pricing". */
  url: string;
  /** Two to four sentences. */
  content: string;
}

/** One of the help center's five built-in FAQs. */
export interface HelpFaq {
  question: string;
  url: string;
  answer: string;
}

/** A question in the support page's FAQ or industry dropdowns, with the answer the engine gives. */
export interface SupportQuestion {
  question: string;
  answer: string;
  url: string;
}

/** A search suggestion under the help-center input (SPEC 3). */
export interface SearchSuggestion {
  title: string;
  category: string;
  url: string;
}

/** One passage the answer engine can retrieve. */
export interface KnowledgeEntry {
  id: string;
  title: string;
  /** The question this passage answers best, when it is a Q&A. */
  question?: string;
  /** Two to four sentences; figures only from core's config. */
  answer: string;
  /** The site page that says more. */
  url: string;
  /**
   * A second page on the same subject, linked beside the first: the Terms' trial section beside
   * the plain answer on /pricing, and the other way round.
   */
  also?: { label: string; url: string };
  category: string;
  keywords?: readonly string[];
  /** When it becomes true (ISO 8601): the chat answers from it only from then on. */
  from?: string;
  /** When it stops being true (ISO 8601), such as a webinar's start: the chat no longer answers from it. */
  expires?: string;
}
