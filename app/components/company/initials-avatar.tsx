import { cn } from "~/lib/cn";

const tones = [
  "bg-brand-100 text-brand-900",
  "bg-sand text-amber-900",
  "bg-sky-100 text-sky-900",
  "bg-rose-100 text-rose-900",
] as const;

/** "Jordan Ellis" → "JE": the first letter of the first and last word. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? "";
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? "") : "";
  return `${first}${last}`.toUpperCase();
}

/** A round badge with a person's initials, in place of a photo. Decorative: the name is shown beside it. */
export function InitialsAvatar({
  name,
  tone = 0,
  size = "md",
  className,
  ...props
}: React.ComponentProps<"span"> & { name: string; tone?: number; size?: "md" | "lg" }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "inline-flex shrink-0 items-center justify-center rounded-full font-extrabold tracking-wide ring-4 ring-white",
        size === "lg" ? "size-20 text-2xl" : "size-14 text-lg",
        tones[Math.abs(tone) % tones.length],
        className,
      )}
      {...props}
    >
      {initialsOf(name)}
    </span>
  );
}
