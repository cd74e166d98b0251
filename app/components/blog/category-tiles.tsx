import { Briefcase, Building2, Cpu, FileSearch, GraduationCap, Plug } from "lucide-react";
import { Link } from "react-router";
import type { CategoryCount } from "~/lib/blog.server";
import { cn } from "~/lib/cn";

const icons = {
  technology: Cpu,
  business: Briefcase,
  industry: Building2,
  "case-study": FileSearch,
  tutorial: GraduationCap,
  integration: Plug,
} as const;

/** "Browse by Category": six tiles, each with its true article count, each leading to its view. */
export function CategoryTiles({
  categories,
  current,
}: {
  categories: readonly CategoryCount[];
  current?: string;
}) {
  return (
    <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
      {categories.map((category) => {
        const Icon = icons[category.slug as keyof typeof icons] ?? Cpu;
        const active = category.slug === current;
        return (
          <li key={category.slug}>
            <Link
              to={category.path}
              aria-current={active ? "page" : undefined}
              className={cn(
                "flex h-full flex-col items-center gap-2 rounded-2xl border bg-white p-5 text-center transition hover:border-brand-700",
                active ? "border-brand-700 ring-2 ring-brand-700" : "border-slate-200",
              )}
            >
              <Icon aria-hidden="true" className="size-7 text-brand-700" />
              <span className="font-semibold text-ink">{category.name}</span>
              <span className="text-sm text-slate-600">
                {category.count} {category.count === 1 ? "article" : "articles"}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
