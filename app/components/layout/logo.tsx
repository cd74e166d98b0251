import { site } from "@core/site";
import { Link } from "react-router";

/** The Hostline mark: a handset inside a speech bubble. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <path
        d="M6 3h20a4 4 0 0 1 4 4v14a4 4 0 0 1-4 4H14l-6.5 5.2A1 1 0 0 1 6 29.4V25a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4z"
        fill="#0f766e"
      />
      <path
        d="M12.3 8.2c.5-.5 1.3-.4 1.7.1l1.5 2c.4.5.3 1.2-.1 1.6l-.9.9a9 9 0 0 0 3.7 3.7l.9-.9c.4-.4 1.1-.5 1.6-.1l2 1.5c.5.4.6 1.2.1 1.7l-1 1.1c-.8.8-2 1.1-3 .6a15 15 0 0 1-7.3-7.3c-.5-1-.2-2.2.6-3z"
        fill="#fff"
      />
    </svg>
  );
}

export function Logo() {
  return (
    <Link
      to="/"
      className="flex shrink-0 items-center gap-2 rounded-md text-xl font-extrabold tracking-tight text-ink"
    >
      <LogoMark className="size-8" />
      <span>{site.product}</span>
    </Link>
  );
}
