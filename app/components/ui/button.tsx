import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "~/lib/cn";

/** The site's buttons, one definition (class-variance-authority): colour by `variant`, height by `size`. */
export const buttonVariants = cva(
  "inline-flex items-center justify-center gap-2 rounded-full font-semibold whitespace-nowrap transition-colors disabled:cursor-not-allowed disabled:opacity-50",
  {
    variants: {
      variant: {
        primary: "bg-brand-700 text-white shadow-sm hover:bg-brand-800",
        accent: "bg-accent text-ink shadow-sm hover:bg-amber-400",
        outline: "border border-slate-300 bg-white text-ink hover:border-brand-700 hover:text-brand-800",
        ghost: "text-ink hover:bg-slate-100",
        /** On a dark band: a white outline. */
        "outline-light": "border border-white/60 bg-transparent text-white hover:bg-white/10",
        /** Ends something for good (a call). */
        danger: "bg-red-700 text-white shadow-sm hover:bg-red-800",
      },
      size: {
        sm: "h-9 px-3 text-sm",
        md: "h-11 px-5 text-base",
        lg: "h-13 px-7 text-lg",
      },
    },
    defaultVariants: { variant: "primary", size: "md" },
  },
);

export type ButtonVariant = NonNullable<VariantProps<typeof buttonVariants>["variant"]>;
type ButtonSize = NonNullable<VariantProps<typeof buttonVariants>["size"]>;

/** A button's classes, for a link (`<a>`, `<Link>`) drawn as a button. */
export function buttonClass(variant: ButtonVariant = "primary", size: ButtonSize = "md") {
  return buttonVariants({ variant, size });
}

/**
 * A button. A link styled as one uses `buttonClass` on the `<a>` or `<Link>` itself: no slot
 * component, so every page's shared JavaScript stays smaller.
 */
export function Button({
  className,
  variant = "primary",
  size = "md",
  type = "button",
  ...props
}: React.ComponentProps<"button"> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
}) {
  return (
    <button data-slot="button" type={type} className={cn(buttonClass(variant, size), className)} {...props} />
  );
}
