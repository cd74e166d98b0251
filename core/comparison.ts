/**
 * SPEC 2.5 §9: the comparison against other providers. The product has all nine; typical
 * answering services and IVR systems have only the two marked.
 */
export const comparisonFeatures = [
  { feature: "Answers every call 24/7, on the first ring", others: false },
  { feature: "Natural conversation instead of a phone menu", others: false },
  { feature: "Books appointments and reservations into your calendar", others: false },
  { feature: "Takes phone orders with every required choice", others: false },
  { feature: "Real-time menu and price updates", others: true },
  { feature: "SMS order confirmations", others: true },
  { feature: "Transfers urgent calls to the person you choose", others: false },
  { feature: "Knows your trade's terms and triage rules", others: false },
  { feature: "Call analytics and a transcript of every call", others: false },
] as const;
