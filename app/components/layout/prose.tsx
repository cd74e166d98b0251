import { cn } from "~/lib/cn";

/** Typeset HTML rendered at build time from the project's own Markdown. */
export function Prose({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={cn("prose-hostline", className)}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our own Markdown, rendered at build time with raw HTML dropped.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/** "On this page": anchor links to a document's headings. */
export function TableOfContents({
  headings,
  className,
}: {
  headings: readonly { id: string; text: string }[];
  className?: string;
}) {
  return (
    <nav aria-labelledby="toc-heading" className={cn("rounded-2xl bg-canvas p-5", className)}>
      <h2 id="toc-heading" className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
        On this page
      </h2>
      <ol className="mt-3 space-y-2 text-sm">
        {headings.map((heading) => (
          <li key={heading.id}>
            <a href={`#${heading.id}`} className="text-brand-800 hover:underline">
              {heading.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
