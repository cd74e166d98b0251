import { cn } from "~/lib/cn";

/** "On this page": a row of anchor links to the sections of a long page. */
export function PageSectionsNav({
  sections,
  className,
  ...props
}: React.ComponentProps<"nav"> & { sections: readonly { id: string; label: string }[] }) {
  return (
    <nav aria-label="On this page" className={cn("border-y border-slate-200 bg-white", className)} {...props}>
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:px-6">
        <p className="text-sm font-semibold tracking-wide text-slate-600 uppercase">On this page</p>
        <ul className="flex flex-wrap gap-2">
          {sections.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="inline-flex min-h-10 items-center rounded-full border border-slate-200 bg-canvas px-4 text-sm font-medium text-brand-800 transition-colors hover:border-brand-700 hover:bg-brand-50"
              >
                {section.label}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
