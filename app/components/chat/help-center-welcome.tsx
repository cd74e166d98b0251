import { helpCenterIntro, helpSuggestedQuestions } from "@core/knowledge/help-center-menus";
import { site } from "@core/site";
import type { ReactNode } from "react";

/** The help center before the first question (SPEC 2.9): its title, the box, five popular questions. */
export function HelpCenterWelcome({
  composer,
  onAsk,
}: {
  composer: ReactNode;
  onAsk: (question: string) => void;
}) {
  return (
    <div className="flex flex-1 flex-col justify-center px-4 py-10 sm:px-10">
      <div className="mx-auto w-full max-w-2xl">
        <h1 className="text-center text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">
          {site.product} Help Center
        </h1>
        <p className="mx-auto mt-3 max-w-xl text-center text-slate-700">{helpCenterIntro}</p>
        <div className="mt-8">{composer}</div>
        <h2 className="mt-8 text-center text-sm font-semibold tracking-wide text-slate-600 uppercase">
          Popular questions
        </h2>
        <ul className="mt-3 grid gap-2 sm:grid-cols-2" data-testid="suggested-questions">
          {helpSuggestedQuestions.map((question) => (
            <li key={question}>
              <button
                type="button"
                onClick={() => onAsk(question)}
                className="h-full w-full rounded-2xl border border-slate-200 bg-white px-4 py-3 text-left text-sm font-medium text-ink shadow-sm transition-colors hover:border-brand-700 hover:bg-brand-50"
              >
                {question}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
