import { Card, CardIcon } from "~/components/ui/card";
import type { ContactChannel } from "~/content/contact";
import { cn } from "~/lib/cn";
import { CopyPhoneButton } from "./copy-phone-button";

/**
 * One way to reach us: title, description, and the number or address as a tel:/mailto: link.
 * Render inside a <ul>.
 */
export function ContactCard({
  channel,
  className,
  ...props
}: React.ComponentProps<"li"> & { channel: ContactChannel }) {
  const Icon = channel.icon;
  return (
    <Card
      as="li"
      padding="xl"
      data-contact={channel.id}
      className={cn("flex flex-col", className)}
      {...props}
    >
      <CardIcon icon={Icon} size="lg" />
      <h3 className="mt-5 text-xl font-bold text-ink">{channel.title}</h3>
      <p className="mt-2 flex-1 text-slate-700">{channel.description}</p>
      <div className="mt-6 flex items-center gap-3">
        <a
          href={channel.href}
          aria-label={channel.action}
          className="inline-flex items-center gap-2 rounded-lg text-lg font-bold break-all text-brand-800 underline decoration-brand-300 decoration-2 underline-offset-4 hover:decoration-brand-700"
        >
          {channel.value}
        </a>
        {channel.href.startsWith("tel:") && (
          <CopyPhoneButton number={channel.value} label={`the ${channel.title.toLowerCase()} number`} />
        )}
      </div>
      <p className="mt-2 text-sm text-slate-600">{channel.availability}</p>
    </Card>
  );
}
