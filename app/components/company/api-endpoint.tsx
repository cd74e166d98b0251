import { type ApiEndpoint, endpointAnchor, type HttpMethod, parameterRows } from "@core/api-reference";
import { cardVariants } from "~/components/ui/card";
import { cn } from "~/lib/cn";
import { CodeSample, type CodeSampleData } from "./code-sample";
import { InlineCode } from "./inline-code";

const methodTones: Record<HttpMethod, string> = {
  GET: "bg-brand-100 text-brand-900 ring-brand-300",
  POST: "bg-sand text-amber-900 ring-amber-300",
  PUT: "bg-sky-100 text-sky-900 ring-sky-300",
};

/** GET, POST or PUT in its own color. */
export function HttpMethodBadge({
  method,
  className,
  ...props
}: React.ComponentProps<"span"> & { method: HttpMethod }) {
  return (
    <span
      className={cn(
        "inline-flex w-12 shrink-0 justify-center rounded-md py-0.5 font-mono text-xs font-bold ring-1",
        methodTones[method],
        className,
      )}
      {...props}
    >
      {method}
    </span>
  );
}

const statusText: Record<number, string> = { 200: "200 OK", 201: "201 Created" };
const statusShort: Record<number, string> = { 200: "200", 201: "201" };

/** One endpoint of the reference: summary, method and path, parameters, request and response. */
export function ApiEndpointCard({
  endpoint,
  request,
  response,
  className,
  ...props
}: React.ComponentProps<"article"> & {
  endpoint: ApiEndpoint;
  request: CodeSampleData;
  response: CodeSampleData;
}) {
  const anchor = endpointAnchor(endpoint);
  const rows = parameterRows(endpoint);
  return (
    <article
      id={anchor}
      aria-labelledby={`${anchor}-title`}
      data-endpoint={`${endpoint.method} ${endpoint.path}`}
      className={cn(cardVariants({ padding: "sm" }), "scroll-mt-20 sm:p-8", className)}
      {...props}
    >
      <h3 id={`${anchor}-title`} className="text-xl font-bold text-ink sm:text-2xl">
        {endpoint.summary}
      </h3>
      <p className="mt-3 flex flex-wrap items-center gap-3">
        <HttpMethodBadge method={endpoint.method} />
        <code className="font-mono text-sm font-semibold break-all text-slate-900 sm:text-base">
          {endpoint.path}
        </code>
      </p>
      <p className="mt-4 text-slate-700">
        <InlineCode text={endpoint.description} />
      </p>

      <h4 className="mt-6 text-sm font-semibold tracking-wide text-slate-600 uppercase">Parameters</h4>
      {rows.length === 0 ? (
        <p className="mt-2 text-slate-700">None.</p>
      ) : (
        <dl className="mt-2 divide-y divide-slate-200 border-y border-slate-200">
          {rows.map((row) => (
            <div
              key={`${row.location}-${row.name}`}
              className="grid gap-1 py-3 sm:grid-cols-[13rem_1fr] sm:gap-4"
            >
              <dt className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
                <code className="font-mono text-sm font-semibold break-all text-ink">{row.name}</code>
                <span className="text-xs text-slate-600">
                  {row.type}, {row.location}
                </span>
                <span
                  className={cn("text-xs font-semibold", row.required ? "text-amber-800" : "text-slate-600")}
                >
                  {row.required ? "required" : "optional"}
                </span>
              </dt>
              <dd className="text-sm text-slate-700">
                <InlineCode text={row.description} />
                {row.values && (
                  <span className="mt-1 block">
                    Values:{" "}
                    {row.values.map((value, index) => (
                      <span key={value}>
                        {index > 0 && ", "}
                        <code className="rounded bg-slate-100 px-1 font-mono text-xs text-slate-800">
                          {value}
                        </code>
                      </span>
                    ))}
                  </span>
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}

      <div className="mt-6 grid gap-5">
        <CodeSample sample={request} title="Request" />
        <CodeSample
          sample={response}
          title={
            <>
              Response <span className="sm:hidden">{statusShort[endpoint.response.status]}</span>
              <span className="hidden sm:inline">{statusText[endpoint.response.status]}</span>
            </>
          }
        />
      </div>
      <p className="mt-4 text-sm text-slate-700">
        Errors:{" "}
        {endpoint.errors.map((status, index) => (
          <span key={status}>
            {index > 0 && ", "}
            <a href={`#error-${status}`} className="font-medium text-brand-800 underline underline-offset-2">
              {status}
            </a>
          </span>
        ))}
      </p>
    </article>
  );
}
