import { SectionHeading } from "~/components/company/section-heading";
import { cn } from "~/lib/cn";

const backgrounds = {
  white: "",
  canvas: "bg-canvas",
  ink: "bg-ink",
} as const;

/**
 * A page section: a full-width band with the usual container and an eyebrow/h2/lead heading that
 * names the section for assistive technology.
 */
export function PageSection({
  id,
  headingId,
  eyebrow,
  title,
  lead,
  background = "white",
  width = "max-w-6xl",
  className,
  children,
}: {
  /** An anchor for in-page links, if the section has one. */
  id?: string;
  headingId: string;
  eyebrow?: string;
  title: string;
  lead?: React.ReactNode;
  background?: keyof typeof backgrounds;
  width?: "max-w-3xl" | "max-w-4xl" | "max-w-6xl";
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn("py-16 sm:py-20", backgrounds[background], className)}
    >
      <div className={cn("mx-auto px-4 sm:px-6", width)}>
        <SectionHeading
          id={headingId}
          eyebrow={eyebrow}
          title={title}
          lead={lead}
          tone={background === "ink" ? "dark" : "light"}
        />
        {children}
      </div>
    </section>
  );
}
