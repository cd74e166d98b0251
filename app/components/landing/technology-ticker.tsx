const technologies = [
  "OpenTable",
  "Toast",
  "ServiceTitan",
  "Housecall Pro",
  "Jobber",
  "Clio",
  "HubSpot",
  "Salesforce",
  "Zoho CRM",
  "Pipedrive",
  "Google Calendar",
] as const;

/**
 * SPEC 2.5 §2: the tools the host works with, as plain wordmarks on a loop. Fixed height, so it
 * causes no layout shift; pauses on hover and stands still under prefers-reduced-motion.
 */
export function TechnologyTicker() {
  return (
    <section aria-labelledby="ticker-heading" className="ticker border-y border-slate-200 bg-white py-6">
      <h2
        id="ticker-heading"
        className="text-center text-sm font-semibold tracking-wide text-slate-600 uppercase"
      >
        Works with the tools you already use
      </h2>
      <p className="sr-only">{technologies.join(", ")}</p>
      <div aria-hidden="true" className="relative mt-4 h-8 overflow-hidden">
        <ul className="ticker-track absolute top-0 left-0 flex h-8 w-max items-center gap-12 pr-12">
          {[...technologies, ...technologies].map((name, index) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is doubled for the loop.
              key={index}
              className="text-xl font-bold tracking-tight whitespace-nowrap text-slate-500"
            >
              {name}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
