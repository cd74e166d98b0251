import { cardVariants } from "~/components/ui/card";
import { cn } from "~/lib/cn";

/** A grid of bordered cards with a title and text, optionally numbered as steps. */
export function CardList({
  items,
  columns,
  steps = false,
}: {
  items: readonly { title: string; text: string }[];
  columns: string;
  /** Number the cards ("Step 1"), as an ordered list. */
  steps?: boolean;
}) {
  const List = steps ? "ol" : "ul";
  return (
    <List className={cn("mt-12 grid gap-6", columns)}>
      {items.map((item, index) => (
        <li key={item.title} className={cn(cardVariants(), "shadow-none")}>
          {steps && <p className="text-sm font-semibold text-brand-800">Step {index + 1}</p>}
          <h3 className={cn("text-lg font-bold", steps && "mt-1")}>{item.title}</h3>
          <p className="mt-2 text-slate-700">{item.text}</p>
        </li>
      ))}
    </List>
  );
}
