import { type ButtonVariant, buttonClass } from "~/components/ui/button";
import { cn } from "~/lib/cn";

/** A call-to-action button for the band: full width on phones, large from the sm breakpoint. */
export function ctaButtonClass(variant: ButtonVariant) {
  return cn(buttonClass(variant, "md"), "w-full sm:h-13 sm:w-auto sm:px-7 sm:text-lg");
}

/** The dark band that closes a page: a heading, a sentence and the actions passed as children. */
export function ClosingCta({
  id,
  title,
  lead,
  note,
  children,
  className,
}: {
  id: string;
  title: string;
  lead: React.ReactNode;
  note?: React.ReactNode;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <section aria-labelledby={id} className={cn("px-4 pb-16 sm:px-6 sm:pb-20", className)}>
      <div className="relative mx-auto max-w-5xl overflow-hidden rounded-3xl bg-ink px-5 py-12 text-center text-white shadow-xl sm:px-12 sm:py-16">
        <svg
          aria-hidden="true"
          className="pointer-events-none absolute -top-24 -right-24 size-72 text-brand-700/40"
          viewBox="0 0 200 200"
          fill="none"
        >
          <circle cx="100" cy="100" r="40" stroke="currentColor" strokeWidth="2" />
          <circle cx="100" cy="100" r="65" stroke="currentColor" strokeWidth="2" />
          <circle cx="100" cy="100" r="90" stroke="currentColor" strokeWidth="2" />
        </svg>
        <h2 id={id} className="relative text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">
          {title}
        </h2>
        <p className="relative mx-auto mt-4 max-w-2xl text-lg text-slate-300">{lead}</p>
        <div className="relative mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
          {children}
        </div>
        {note && <p className="relative mt-5 text-sm text-slate-300">{note}</p>}
      </div>
    </section>
  );
}
