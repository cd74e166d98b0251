import { type Office, officeHours } from "@core/site";
import { Building2, Clock } from "lucide-react";
import { Card } from "~/components/ui/card";
import { cn } from "~/lib/cn";

/** An office: city (h3), street address, state line and opening hours. Render inside a <ul>. */
export function OfficeCard({ office, className, ...props }: React.ComponentProps<"li"> & { office: Office }) {
  return (
    <Card
      as="li"
      tone="panel"
      padding="xl"
      data-office={office.city}
      className={cn("relative overflow-hidden", className)}
      {...props}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 120 60"
        className="pointer-events-none absolute right-0 bottom-0 h-16 text-brand-100 sm:h-24"
        fill="currentColor"
      >
        <rect x="6" y="30" width="16" height="30" />
        <rect x="26" y="14" width="20" height="46" />
        <rect x="50" y="24" width="14" height="36" />
        <rect x="68" y="6" width="22" height="54" />
        <rect x="94" y="20" width="20" height="40" />
      </svg>
      <div className="relative">
        <p className="flex items-center gap-2 text-sm font-semibold tracking-wide text-brand-700 uppercase">
          <Building2 aria-hidden="true" className="size-4" />
          Office
        </p>
        <h3 className="mt-2 text-2xl font-extrabold text-ink">{office.city}</h3>
        <address className="mt-4 text-lg leading-7 text-slate-800 not-italic">
          {office.address}
          <br />
          {office.stateLine}
        </address>
        <p className="mt-4 inline-flex items-center gap-2 rounded-full bg-canvas px-3 py-1 text-sm font-medium text-slate-700">
          <Clock aria-hidden="true" className="size-4" />
          <span>
            <span className="sr-only">Hours: </span>
            {officeHours(office)}
          </span>
        </p>
      </div>
    </Card>
  );
}
