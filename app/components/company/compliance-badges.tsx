import type { ComplianceItem } from "~/content/security";
import { cn } from "~/lib/cn";

/** The compliance frameworks as badges, each with its careful status line. */
export function ComplianceBadges({
  items,
  className,
  ...props
}: React.ComponentProps<"ul"> & { items: readonly ComplianceItem[] }) {
  return (
    <ul className={cn("grid gap-6 sm:grid-cols-2 lg:grid-cols-4", className)} {...props}>
      {items.map(({ icon: Icon, name, status, text }) => (
        <li
          key={name}
          data-compliance={name}
          className="flex flex-col rounded-2xl bg-white/5 p-6 ring-1 ring-white/15"
        >
          <div className="flex items-center gap-3">
            <span className="inline-flex size-14 shrink-0 items-center justify-center rounded-full bg-brand-900 ring-2 ring-brand-300">
              <Icon aria-hidden="true" className="size-7 text-brand-200" />
            </span>
            <h3 className="text-2xl font-extrabold tracking-tight text-white">{name}</h3>
          </div>
          <p className="mt-4 self-start rounded-full bg-brand-300 px-3 py-1 text-sm font-semibold text-ink">
            {status}
          </p>
          <p className="mt-4 text-slate-300">{text}</p>
        </li>
      ))}
    </ul>
  );
}
