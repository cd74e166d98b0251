import type { LandingContent } from "~/content/landing/types";

/** SPEC 2.5 §6: what the host knows about this trade. */
export function IndustryBlock({
  block,
  industryName,
}: {
  block: LandingContent["industryBlock"];
  industryName: string;
}) {
  return (
    <section aria-labelledby="industry-block-heading" className="py-20" data-industry={industryName}>
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="industry-block-heading" className="text-center text-3xl font-extrabold sm:text-4xl">
          {block.title}
        </h2>
        <p className="mx-auto mt-4 max-w-3xl text-center text-lg text-slate-700">{block.intro}</p>
        <ul className="mt-12 grid gap-6 md:grid-cols-2">
          {block.points.map((point) => (
            <li key={point.title} className="rounded-2xl border border-slate-200 p-6">
              <h3 className="text-lg font-bold">{point.title}</h3>
              <p className="mt-2 text-slate-700">{point.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
