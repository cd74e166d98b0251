import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { Card, CardIcon } from "~/components/ui/card";
import type { ForumCategory } from "~/content/community";
import { cn } from "~/lib/cn";

/** A forum category: icon, title (h3), description, typical threads and a link to read more. */
export function ForumCategoryCard({
  category,
  className,
  ...props
}: React.ComponentProps<"li"> & { category: ForumCategory }) {
  const Icon = category.icon;
  return (
    <Card as="li" className={cn("flex flex-col", className)} {...props}>
      <CardIcon icon={Icon} />
      <h3 className="mt-4 text-xl font-bold text-ink">{category.title}</h3>
      <p className="mt-2 text-slate-700">{category.description}</p>
      <p className="mt-5 text-sm font-semibold text-slate-600">Typical topics</p>
      <ul className="mt-2 flex-1 space-y-2 text-sm text-slate-700">
        {category.topics.map((topic) => (
          <li key={topic} className="flex gap-2">
            <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-brand-500" />
            {topic}
          </li>
        ))}
      </ul>
      <Link
        to={category.href}
        className="mt-6 inline-flex items-center gap-1.5 self-start font-semibold text-brand-800 hover:underline"
      >
        {category.linkLabel}
        <ArrowRight aria-hidden="true" className="size-4 shrink-0" />
      </Link>
    </Card>
  );
}
