import { cn } from "~/lib/cn";

/** The eyebrow, h2 and lead paragraph that open a section; the h2 carries `id` for aria-labelledby. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  align = "center",
  tone = "light",
  className,
}: {
  id: string;
  eyebrow?: string;
  title: string;
  lead?: React.ReactNode;
  align?: "center" | "left";
  tone?: "light" | "dark";
  className?: string;
}) {
  const dark = tone === "dark";
  return (
    <div className={cn(align === "center" ? "mx-auto max-w-3xl text-center" : "max-w-3xl", className)}>
      {eyebrow && (
        <p
          className={cn(
            "text-sm font-semibold tracking-wide uppercase",
            dark ? "text-brand-300" : "text-brand-700",
          )}
        >
          {eyebrow}
        </p>
      )}
      <h2
        id={id}
        className={cn(
          "mt-2 text-3xl font-extrabold tracking-tight text-balance sm:text-4xl",
          dark ? "text-white" : "text-ink",
        )}
      >
        {title}
      </h2>
      {lead && <p className={cn("mt-4 text-lg", dark ? "text-slate-300" : "text-slate-700")}>{lead}</p>}
    </div>
  );
}
