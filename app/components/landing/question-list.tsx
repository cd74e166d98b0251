/** Questions and answers that open one at a time in place (native <details>: works without JavaScript). */
export function QuestionList({ items }: { items: readonly { question: string; answer: React.ReactNode }[] }) {
  return (
    <div className="mt-10 space-y-3">
      {items.map((item) => (
        <details
          key={item.question}
          className="group rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
        >
          <summary className="cursor-pointer list-none font-semibold text-ink marker:hidden">
            <span className="flex items-start justify-between gap-4">
              {item.question}
              <span aria-hidden="true" className="text-brand-700 transition group-open:rotate-45">
                +
              </span>
            </span>
          </summary>
          <p className="mt-3 text-slate-700">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
