import { cn } from "~/lib/cn";
import { CopyCodeButton } from "./copy-code-button";

/** A code sample highlighted at build time (app/lib/highlight.server.ts). */
export interface CodeSampleData {
  id: string;
  label: string;
  language: string;
  code: string;
  html: string;
}

const languageNames: Record<string, string> = {
  bash: "Shell",
  json: "JSON",
  javascript: "JavaScript",
  python: "Python",
  http: "HTTP",
};

/**
 * A titled, copyable code block. The scrolling wrapper is keyboard-focusable and labelled, so
 * long lines can be scrolled without a mouse.
 */
export function CodeSample({
  sample,
  title,
  fullHeight = false,
  className,
  ...props
}: Omit<React.ComponentProps<"figure">, "title"> & {
  sample: CodeSampleData;
  /** Shows the whole sample instead of scrolling it after about 30 lines. */
  fullHeight?: boolean;
  /** The visible caption; the sample's label by default. */
  title?: React.ReactNode;
}) {
  const codeId = `code-${sample.id}`;
  return (
    <figure
      className={cn("overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm", className)}
      {...props}
    >
      <figcaption className="flex items-center justify-between gap-3 border-b border-slate-200 bg-canvas px-4 py-2">
        <span className="flex min-w-0 items-center gap-2 text-sm font-semibold text-slate-800">
          <span className="truncate">{title ?? sample.label}</span>
          <span className="rounded bg-white px-1.5 py-0.5 text-xs font-medium text-slate-600 ring-1 ring-slate-200">
            {languageNames[sample.language] ?? sample.language}
          </span>
        </span>
        <CopyCodeButton code={sample.code} label={sample.label} targetId={codeId} />
      </figcaption>
      {/* biome-ignore lint/a11y/useSemanticElements: a labelled group around Shiki's <pre>, not a form fieldset. */}
      <div
        id={codeId}
        role="group"
        aria-label={`${sample.label} code`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable code block must be reachable by keyboard (WCAG 2.1.1).
        tabIndex={0}
        className={cn(
          "overflow-auto text-[13px] leading-6 focus-visible:outline-offset-[-2px] [&_pre]:w-max [&_pre]:min-w-full [&_pre]:px-4 [&_pre]:py-3 [&_pre]:font-mono",
          !fullHeight && "max-h-[32rem]",
        )}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: Shiki's markup for our own code samples, generated at build time.
        dangerouslySetInnerHTML={{ __html: sample.html }}
      />
    </figure>
  );
}
