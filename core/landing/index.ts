import type { IndustryKey } from "../industries";
import { electricianLanding } from "./electrician";
import { generalLanding } from "./general";
import { hvacLanding } from "./hvac";
import { personalInjuryAttorneyLanding } from "./personal-injury-attorney";
import { pestControlLanding } from "./pest-control";
import { plumberLanding } from "./plumber";
import { restaurantLanding } from "./restaurant";
import type { LandingContent } from "./types";

/**
 * Every landing page's copy by key. Read by the routes' build-time loaders only, so the copy
 * reaches the browser in the prerendered HTML and never in a JavaScript bundle.
 */
export const landingContent: Readonly<Record<IndustryKey | "general", LandingContent>> = {
  general: generalLanding,
  restaurant: restaurantLanding,
  plumber: plumberLanding,
  electrician: electricianLanding,
  pestcontrol: pestControlLanding,
  "personal-injury-attorney": personalInjuryAttorneyLanding,
  hvac: hvacLanding,
};
