import { cn } from "~/lib/cn";

/** Three pulsing dots while a reply is on its way; screen readers hear the label once. */
export function TypingIndicator({ label, className }: { label: string; className?: string }) {
  return (
    <span
      role="status"
      data-testid="typing-indicator"
      className={cn("inline-flex items-center gap-1 py-1.5", className)}
    >
      <span className="sr-only">{label}</span>
      {[0, 150, 300].map((delay) => (
        <span
          key={delay}
          aria-hidden="true"
          className="size-2 animate-bounce rounded-full bg-slate-400 motion-reduce:animate-none"
          style={{ animationDelay: `${delay}ms` }}
        />
      ))}
    </span>
  );
}
