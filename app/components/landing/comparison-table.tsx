import { comparisonFeatures } from "@core/comparison";
import { site } from "@core/site";
import { Check, X } from "lucide-react";

/** SPEC 2.5 §9: a real table, readable on a phone (it scrolls sideways inside its frame if needed). */
export function ComparisonTable() {
  return (
    <section aria-labelledby="comparison-heading" className="bg-canvas py-20">
      <div className="mx-auto max-w-4xl px-4 sm:px-6">
        <h2 id="comparison-heading" className="text-center text-3xl font-extrabold sm:text-4xl">
          How {site.product} compares
        </h2>
        <div className="mt-10 overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
          <table className="w-full text-left">
            <caption className="sr-only">
              {site.product} compared with other phone answering providers
            </caption>
            <thead className="bg-slate-50 text-sm">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Feature
                </th>
                <th scope="col" className="px-4 py-3 text-center font-semibold text-brand-800">
                  {site.product}
                </th>
                <th scope="col" className="px-4 py-3 text-center font-semibold">
                  Other providers
                </th>
              </tr>
            </thead>
            <tbody>
              {comparisonFeatures.map((row) => (
                <tr key={row.feature} className="border-t border-slate-200">
                  <th scope="row" className="px-4 py-3 font-medium text-ink">
                    {row.feature}
                  </th>
                  <td className="px-4 py-3 text-center">
                    <Check aria-hidden="true" className="mx-auto size-5 text-brand-700" />
                    <span className="sr-only">Yes</span>
                  </td>
                  <td className="px-4 py-3 text-center">
                    {row.others ? (
                      <Check aria-hidden="true" className="mx-auto size-5 text-slate-600" />
                    ) : (
                      <X aria-hidden="true" className="mx-auto size-5 text-slate-400" />
                    )}
                    <span className="sr-only">{row.others ? "Yes" : "No"}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </section>
  );
}
