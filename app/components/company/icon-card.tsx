import type { LucideIcon } from "lucide-react";
import { Card, CardIcon } from "~/components/ui/card";

/** A list item card: an icon, an h3 and a short text. Render inside a <ul>. */
export function IconCard({
  icon: Icon,
  title,
  children,
  className,
  ...props
}: Omit<React.ComponentProps<"li">, "title"> & { icon: LucideIcon; title: string }) {
  return (
    <Card as="li" className={className} {...props}>
      <CardIcon icon={Icon} />
      <h3 className="mt-4 text-lg font-bold text-ink">{title}</h3>
      <div className="mt-2 text-slate-700">{children}</div>
    </Card>
  );
}
