import { demoLineNote, getIndustry, type IndustryKey } from "@core/industries";
import type { LandingContent } from "@core/landing/types";
import type { PhoneNumber } from "@core/phone";
import { Check, Phone } from "lucide-react";
import { LiveCallButton } from "~/components/live-call/live-call-button";
import { cardVariants } from "~/components/ui/card";
import { cn } from "~/lib/cn";
import { SampleCall } from "./sample-call";

export interface DemoCallProps {
  phoneNumber: PhoneNumber;
  serviceType: string;
  features: readonly string[];
  customDescription: string;
  transcript?: LandingContent["demo"]["transcript"];
  /** The trade page's industry; none on the home page (the live call then asks which trade). */
  industry?: IndustryKey;
}

/** SPEC 2.5 §5: the demo line to call, as a tap-to-call link, and the live demo call in the browser. */
export function DemoCallSection({
  phoneNumber,
  serviceType,
  features,
  customDescription,
  transcript,
  industry,
}: DemoCallProps) {
  // A placeholder demo line is never shown as a number to call (issue 15): the sample call and
  // the live call in the browser stand in for it.
  const placeholder = industry ? getIndustry(industry).demoPhoneIsPlaceholder : false;
  return (
    <section id="demo-call-section" aria-labelledby="demo-call-heading" className="bg-ink py-20 text-white">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 sm:px-6 lg:grid-cols-2 lg:items-center">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-300 uppercase">
            Live demo · {serviceType}
          </p>
          <h2 id="demo-call-heading" className="mt-2 text-3xl font-extrabold sm:text-4xl">
            {placeholder
              ? "Try the host for yourself, right here"
              : "Call the demo line and hear it for yourself"}
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
        <div
          className={cn(cardVariants({ tone: "glass" }), "rounded-3xl p-8 text-center")}
          data-testid="demo-call-card"
        >
          {placeholder ? (
            <>
              <p className="text-lg font-semibold">This trade's demo phone line isn't open yet</p>
              <p className="mt-2 text-slate-300">
                Talk to the host in your browser instead, or{" "}
                <a href="#sample-call" className="font-semibold text-white underline">
                  read a sample call
                </a>
                .
              </p>
            </>
          ) : (
            <>
              <p className="text-slate-300">Call any time, day or night</p>
              <a
                href={phoneNumber.href}
                className="mt-3 inline-flex items-center gap-3 rounded-full bg-accent px-7 py-4 text-2xl font-extrabold text-ink hover:bg-amber-400 sm:text-3xl"
              >
                <Phone aria-hidden="true" className="size-7" />
                {phoneNumber.display}
              </a>
              <p className="mt-4 text-sm text-slate-400">
                {demoLineNote.real} {demoLineNote.rates}
              </p>
            </>
          )}
          <div className="mt-6 border-t border-white/10 pt-6">
            <LiveCallButton trade={industry} prominent={placeholder} />
            <p className="mt-3 text-sm text-slate-400">
              Play the caller in your browser and see what the owner receives. Nothing is recorded.
            </p>
          </div>
        </div>
      </div>
      {transcript && <SampleCall transcript={transcript} />}
    </section>
  );
}
