import { cva, type VariantProps } from "class-variance-authority";
import type { LucideIcon } from "lucide-react";
import { cn } from "~/lib/cn";

/**
 * The site's card surfaces, one definition (class-variance-authority): a white card with a hairline
 * border and a soft shadow by default; `panel` trades the border for a ring (raised sections),
 * `outline` has no fill or shadow, `tinted` is brand-tinted, `dark` and `glass` sit on dark bands.
 * `padding` sets the inner space (none for cards with a full-bleed image or header).
 */
export const cardVariants = cva("rounded-2xl", {
  variants: {
    tone: {
      raised: "border border-slate-200 bg-white shadow-sm",
      panel: "bg-white shadow-sm ring-1 ring-slate-200",
      outline: "border border-slate-200",
      tinted: "bg-brand-50 ring-1 ring-brand-100",
      dark: "bg-ink text-white",
      glass: "bg-white/5 ring-1 ring-white/10",
    },
    padding: {
      none: "",
      sm: "p-4",
      md: "p-5",
      lg: "p-6",
      xl: "p-6 sm:p-8",
    },
    interactive: {
      true: "transition-colors hover:border-brand-700",
      false: "",
    },
  },
  defaultVariants: { tone: "raised", padding: "lg", interactive: false },
});

export type CardVariants = VariantProps<typeof cardVariants>;

type CardElement = "div" | "li" | "article" | "section" | "figure";

/** A card surface as `as` (div by default): `<Card as="li" padding="xl">`. */
export function Card<Element extends CardElement = "div">({
  as,
  tone,
  padding,
  interactive,
  className,
  ...props
}: { as?: Element } & CardVariants & React.ComponentProps<Element>) {
  const Tag = (as ?? "div") as React.ElementType;
  return <Tag className={cn(cardVariants({ tone, padding, interactive }), className)} {...props} />;
}

/** The brand-tinted square behind a card's icon. */
export function CardIcon({ icon: Icon, size = "md" }: { icon: LucideIcon; size?: "md" | "lg" }) {
  return (
    <Icon
      aria-hidden="true"
      className={cn(
        "rounded-xl bg-brand-100 text-brand-800",
        size === "lg" ? "size-11 p-2.5" : "size-10 p-2",
      )}
    />
  );
}
