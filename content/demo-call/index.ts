import { electricianBusiness } from "./electrician";
import { hvacBusiness } from "./hvac";
import { lawFirmBusiness } from "./personal-injury-attorney";
import { pestControlBusiness } from "./pest-control";
import { plumberBusiness } from "./plumber";
import { restaurantBusiness } from "./restaurant";
import type { SampleBusiness } from "./types";

export type { SampleBusiness, SampleService, Weekday } from "./types";

/** The live demo call's sample business for each trade, by industry key. */
export const sampleBusinesses = {
  restaurant: restaurantBusiness,
  plumber: plumberBusiness,
  electrician: electricianBusiness,
  pestcontrol: pestControlBusiness,
  "personal-injury-attorney": lawFirmBusiness,
  hvac: hvacBusiness,
} as const satisfies Record<SampleBusiness["trade"], SampleBusiness>;
