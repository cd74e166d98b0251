import { BarChart3, Clock, LayoutDashboard, MessageSquareText } from "lucide-react";
import { cardVariants } from "~/components/ui/card";

const features = [
  {
    icon: Clock,
    title: "24/7 availability",
    text: "Every call is answered on the first ring, nights, weekends and holidays included, with no hold music and no voicemail.",
  },
  {
    icon: MessageSquareText,
    title: "Instant SMS confirmations",
    text: "Callers get a text confirming the booking, order or callback the moment the call ends, so fewer of them no-show.",
  },
  {
    icon: LayoutDashboard,
    title: "Updates via dashboard",
    text: "Change your hours, prices, menu or service area in the dashboard and your host uses the new details on the next call.",
  },
  {
    icon: BarChart3,
    title: "Real-time analytics",
    text: "See who called, why, and what it was worth: call volume by hour, bookings made, and a transcript of every call.",
  },
] as const;

/** SPEC 2.5 §8: the four-feature grid, the target of the header's Features link. */
export function FeaturesGrid() {
  return (
    <section id="features-grid" aria-labelledby="features-heading" className="py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="features-heading" className="text-center text-3xl font-extrabold sm:text-4xl">
          Everything your front desk does, without the hold music
        </h2>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {features.map(({ icon: Icon, title, text }) => (
            <li key={title} className={cardVariants()}>
              <Icon aria-hidden="true" className="size-9 rounded-lg bg-brand-100 p-1.5 text-brand-800" />
              <h3 className="mt-4 text-lg font-bold">{title}</h3>
              <p className="mt-2 text-slate-700">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
