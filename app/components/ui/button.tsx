import { cn } from "~/lib/cn";

const variants = {
  primary: "bg-brand-700 text-white shadow-sm hover:bg-brand-800",
  accent: "bg-accent text-ink shadow-sm hover:bg-amber-400",
  outline: "border border-slate-300 bg-white text-ink hover:border-brand-700 hover:text-brand-800",
  ghost: "text-ink hover:bg-slate-100",
  /** On a dark band: a white outline. */
  "outline-light": "border border-white/60 bg-transparent text-white hover:bg-white/10",
} as const;

const sizes = {
  sm: "h-9 px-3 text-sm",
  md: "h-11 px-5 text-base",
  lg: "h-13 px-7 text-lg",
} as const;

export type ButtonVariant = keyof typeof variants;

export function buttonClass(variant: ButtonVariant = "primary", size: keyof typeof sizes = "md") {
  return cn(
    "inline-flex items-center justify-center gap-2 rounded-full font-semibold whitespace-nowrap transition-colors disabled:cursor-not-allowed disabled:opacity-50",
    variants[variant],
    sizes[size],
  );
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
  size?: keyof typeof sizes;
}) {
  return (
    <button data-slot="button" type={type} className={cn(buttonClass(variant, size), className)} {...props} />
  );
}
