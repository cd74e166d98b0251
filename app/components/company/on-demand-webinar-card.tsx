import { BookOpen, Clock, Eye, Mail, Play } from "lucide-react";
import { Link } from "react-router";
import { Card } from "~/components/ui/card";
import { formatCount, type OnDemandWebinar, recordingMailto } from "~/content/webinars";
import { cn } from "~/lib/cn";

const art = [
  { from: "#0f766e", to: "#134e4a" },
  { from: "#0b1b2b", to: "#115e59" },
  { from: "#115e59", to: "#0b1b2b" },
] as const;

/** A recorded session: a drawn thumbnail, its length and views, and where to watch or read on. */
export function OnDemandWebinarCard({
  item,
  index = 0,
  className,
  ...props
}: React.ComponentProps<"article"> & { item: OnDemandWebinar; index?: number }) {
  const colors = art[index % art.length]!;
  const gradientId = `on-demand-gradient-${item.id}`;
  const titleId = `${item.id}-title`;
  return (
    <Card
      as="article"
      id={item.id}
      aria-labelledby={titleId}
      padding="none"
      className={cn("flex flex-col overflow-hidden", className)}
      {...props}
    >
      <div className="relative">
        <svg
          aria-hidden="true"
          viewBox="0 0 320 160"
          className="block h-auto w-full"
          preserveAspectRatio="xMidYMid slice"
        >
          <defs>
            <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
              <stop offset="0" stopColor={colors.from} />
              <stop offset="1" stopColor={colors.to} />
            </linearGradient>
          </defs>
          <rect width="320" height="160" fill={`url(#${gradientId})`} />
          <g stroke="#5eead4" strokeOpacity="0.35" strokeWidth="2" fill="none">
            <path
              d={`M0 ${110 + index * 6} C 60 ${70 + index * 8}, 110 ${140 - index * 5}, 170 100 S 270 ${60 + index * 10}, 320 90`}
            />
            <path
              d={`M0 ${125 + index * 4} C 70 ${95 + index * 6}, 130 ${150 - index * 4}, 190 118 S 280 ${85 + index * 8}, 320 110`}
            />
          </g>
          <circle cx="160" cy="80" r="30" fill="#ffffff" fillOpacity="0.95" />
        </svg>
        <Play
          aria-hidden="true"
          className="absolute top-1/2 left-1/2 size-7 -translate-x-[40%] -translate-y-1/2 fill-brand-700 text-brand-700"
        />
        <span className="absolute right-3 bottom-3 inline-flex items-center gap-1 rounded-md bg-ink/90 px-2 py-1 text-xs font-semibold text-white">
          <Clock aria-hidden="true" className="size-3.5" />
          {item.durationMinutes} min
        </span>
      </div>
      <div className="flex flex-1 flex-col p-5 sm:p-6">
        <h3 id={titleId} className="text-lg font-bold text-balance text-ink">
          {item.title}
        </h3>
        <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
          <span className="inline-flex items-center gap-1.5">
            <Clock aria-hidden="true" className="size-4" />
            {item.durationMinutes} minutes
          </span>
          <span className="inline-flex items-center gap-1.5">
            <Eye aria-hidden="true" className="size-4" />
            {formatCount(item.views)} views
          </span>
        </p>
        <p className="mt-3 text-slate-700">{item.description}</p>
        <div className="mt-auto space-y-2 pt-5 text-sm font-semibold">
          <a
            href={recordingMailto(item)}
            className="flex items-center gap-2 text-brand-800 underline-offset-2 hover:underline"
          >
            <Mail aria-hidden="true" className="size-4 shrink-0" />
            <span>
              Request the recording<span className="sr-only">: {item.title}</span>
            </span>
          </a>
          <Link
            to={item.article.path}
            className="flex items-center gap-2 text-brand-800 underline-offset-2 hover:underline"
          >
            <BookOpen aria-hidden="true" className="size-4 shrink-0" />
            <span>
              Read the article<span className="sr-only">: {item.article.label}</span>
            </span>
          </Link>
        </div>
      </div>
    </Card>
  );
}
