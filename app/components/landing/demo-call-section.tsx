import type { LandingContent } from "@core/landing/types";
import type { PhoneNumber } from "@core/phone";
import { site } from "@core/site";
import { Check, Phone } from "lucide-react";
import { SampleCall } from "./sample-call";

export interface DemoCallProps {
  phoneNumber: PhoneNumber;
  serviceType: string;
  features: readonly string[];
  customDescription: string;
  transcript?: LandingContent["demo"]["transcript"];
}

/** SPEC 2.5 §5: the demo line to call, as a tap-to-call link. */
export function DemoCallSection({
  phoneNumber,
  serviceType,
  features,
  customDescription,
  transcript,
}: DemoCallProps) {
  return (
    <section id="demo-call-section" aria-labelledby="demo-call-heading" className="bg-ink py-20 text-white">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 sm:px-6 lg:grid-cols-2 lg:items-center">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-300 uppercase">
            Live demo · {serviceType}
          </p>
          <h2 id="demo-call-heading" className="mt-2 text-3xl font-extrabold sm:text-4xl">
            Call the demo line and hear it for yourself
          </h2>
          <p className="mt-4 text-lg text-slate-300">{customDescription}</p>
          <ul className="mt-6 space-y-3">
            {features.map((feature) => (
              <li key={feature} className="flex gap-3">
                <Check aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-300" />
                <span>{feature}</span>
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-3xl bg-white/5 p-8 text-center ring-1 ring-white/10">
          <p className="text-slate-300">Call any time, day or night</p>
          <a
            href={phoneNumber.href}
            className="mt-3 inline-flex items-center gap-3 rounded-full bg-accent px-7 py-4 text-2xl font-extrabold text-ink hover:bg-amber-400 sm:text-3xl"
          >
            <Phone aria-hidden="true" className="size-7" />
            {phoneNumber.display}
          </a>
          <p className="mt-4 text-sm text-slate-400">
            A real call to a {site.product} demo host. Standard call rates apply.
          </p>
        </div>
      </div>
      {transcript && <SampleCall transcript={transcript} />}
    </section>
  );
}
