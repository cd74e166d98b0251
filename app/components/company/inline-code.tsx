/**
 * Text with `backtick` spans rendered as <code>: the API reference's descriptions are written
 * that way because the OpenAPI document reads them as CommonMark.
 */
export function InlineCode({ text }: { text: string }) {
  const parts = text.split("`");
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string never reorder.
          <code key={index} className="rounded bg-slate-100 px-1 font-mono text-[0.9em] text-slate-900">
            {part}
          </code>
        ) : (
          part
        ),
      )}
    </>
  );
}
