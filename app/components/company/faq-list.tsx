import { cn } from "~/lib/cn";

/** Questions (h3) and their answers, all visible: easy to scan, and what the FAQPage data says. */
export function FaqList({
  faqs,
  className,
  ...props
}: React.ComponentProps<"ul"> & { faqs: readonly { question: string; answer: string }[] }) {
  return (
    <ul
      className={cn(
        "divide-y divide-slate-200 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200",
        className,
      )}
      {...props}
    >
      {faqs.map((faq, index) => (
        <li key={faq.question} className="flex gap-4 p-5 sm:p-8">
          <span
            aria-hidden="true"
            className="hidden size-8 shrink-0 sm:flex items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-900"
          >
            {index + 1}
          </span>
          <div>
            <h3 className="text-lg font-bold text-ink">{faq.question}</h3>
            <p className="mt-2 text-slate-700">{faq.answer}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
