import { cn } from "~/lib/cn";

/** Big-number tiles: value over label. */
export function StatTiles({
  stats,
  className,
  ...props
}: React.ComponentProps<"dl"> & { stats: readonly { value: string; label: string }[] }) {
  return (
    <dl className={cn("grid grid-cols-2 gap-4 lg:grid-cols-4", className)} {...props}>
      {stats.map((stat) => (
        <div
          key={stat.label}
          className="flex flex-col-reverse justify-center rounded-2xl bg-white p-5 text-center shadow-sm ring-1 ring-slate-200 sm:p-6"
        >
          <dt className="mt-1 text-sm font-medium text-slate-700 sm:text-base">{stat.label}</dt>
          <dd className="text-3xl font-extrabold tracking-tight text-brand-800 sm:text-4xl">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
