import { type CompanyValue as CompanyValueCopy, values as valueCopy } from "@core/about";
import { trialTerms } from "@core/plans";
import { site } from "@core/site";
import { HandHeart, type LucideIcon, MessageSquareQuote, PhoneIncoming, ShieldCheck } from "lucide-react";

/** The About page (SPEC 2.10): its copy is in core/about.ts; here each value gets its icon. */

export { aboutIntro, type Leader, leadership, mission, story } from "@core/about";

const icons: Record<CompanyValueCopy["iconName"], LucideIcon> = {
  "phone-incoming": PhoneIncoming,
  quote: MessageSquareQuote,
  "hand-heart": HandHeart,
  "shield-check": ShieldCheck,
};

export interface CompanyValue extends Omit<CompanyValueCopy, "iconName"> {
  icon: LucideIcon;
}

export const values: readonly CompanyValue[] = valueCopy.map(({ iconName, ...value }) => ({
  ...value,
  icon: icons[iconName],
}));

export const aboutCta = {
  title: "Hear it answer for yourself",
  lead: `Call the demo line and talk to a ${site.product} host the way your customers would, or compare the plans and start a ${site.trialDays}-day free trial.`,
  note: `${trialTerms}.`,
} as const;
