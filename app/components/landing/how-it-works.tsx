import { site } from "@core/site";

const steps = [
  {
    title: "Choose a plan",
    text: `Pick Basic or Pro and start your ${site.trialDays}-day free trial. Nothing is charged today; you get your login by e-mail within about five minutes.`,
  },
  {
    title: "AI phone host launch",
    text: "On a setup call within 24 hours we load your services, prices, hours and transfer rules, forward your number, and your host goes live.",
  },
  {
    title: "Ongoing optimization",
    text: "Read the transcripts and analytics in your dashboard, change anything in minutes, and we tune the host as your business changes.",
  },
] as const;

/** SPEC 2.5 §10: three steps from sign-up to a host that keeps getting better. */
export function HowItWorks() {
  return (
    <section aria-labelledby="how-heading" className="py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="how-heading" className="text-center text-3xl font-extrabold sm:text-4xl">
          How it works
        </h2>
        <ol className="mt-12 grid gap-6 md:grid-cols-3">
          {steps.map((step, index) => (
            <li key={step.title} className="rounded-2xl border border-slate-200 p-6">
              <p
                aria-hidden="true"
                className="flex size-10 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
              >
                {index + 1}
              </p>
              <h3 className="mt-4 text-lg font-bold">{step.title}</h3>
              <p className="mt-2 text-slate-700">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
