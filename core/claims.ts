/**
 * Hostline's own reported results (SPEC 1): marketing claims, shown as such, from one place.
 */
export const sharedClaims = [
  { value: "99%", label: "of calls answered automatically" },
  { value: "+250%", label: "more appointments booked" },
  { value: "+45%", label: "higher customer satisfaction" },
] as const;

export const claimsFootnote =
  "Figures reported by businesses using the product, compared with before they switched. Your results depend on your call volume and how many calls you miss today.";

/** The claims as one phrase for running text: "99% of calls answered automatically, +250% more...". */
export const claimsInText = sharedClaims.map((claim) => `${claim.value} ${claim.label}`).join(", ");
