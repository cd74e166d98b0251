import { Card } from "~/components/ui/card";
import { cn } from "~/lib/cn";
import { InitialsAvatar } from "./initials-avatar";

export interface PersonCardData {
  name: string;
  role: string;
  bio: string;
  /** Optional short tags, e.g. what a community leader helps with. */
  focus?: readonly string[];
}

/** A person with an initials avatar, name (h3), role and a short bio. Render inside a <ul>. */
export function PersonCard({
  person,
  tone = 0,
  className,
  ...props
}: React.ComponentProps<"li"> & { person: PersonCardData; tone?: number }) {
  return (
    <Card as="li" className={cn("flex flex-col", className)} {...props}>
      <div className="flex items-center gap-4">
        <InitialsAvatar name={person.name} tone={tone} />
        <div>
          <h3 className="text-lg font-bold text-ink">{person.name}</h3>
          <p className="text-sm font-semibold text-brand-700">{person.role}</p>
        </div>
      </div>
      <p className="mt-4 text-slate-700">{person.bio}</p>
      {person.focus && person.focus.length > 0 && (
        <ul aria-label={`${person.name} helps with`} className="mt-4 flex flex-wrap gap-2">
          {person.focus.map((item) => (
            <li key={item} className="rounded-full bg-canvas px-3 py-1 text-sm text-slate-700">
              {item}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
