import type { LucideIcon } from "lucide-react";
import { cn } from "~/lib/cn";

/** A list item card: an icon, an h3 and a short text. Render inside a <ul>. */
export function IconCard({
  icon: Icon,
  title,
  children,
  className,
  ...props
}: Omit<React.ComponentProps<"li">, "title"> & { icon: LucideIcon; title: string }) {
  return (
    <li className={cn("rounded-2xl border border-slate-200 bg-white p-6 shadow-sm", className)} {...props}>
      <Icon aria-hidden="true" className="size-10 rounded-xl bg-brand-100 p-2 text-brand-800" />
      <h3 className="mt-4 text-lg font-bold text-ink">{title}</h3>
      <div className="mt-2 text-slate-700">{children}</div>
    </li>
  );
}
