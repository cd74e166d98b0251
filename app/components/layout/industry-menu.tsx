import { industriesByName } from "@core/industries";
import { ChevronDown } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { cn } from "~/lib/cn";
import { scrollToTopSoon } from "~/lib/scroll";

/** SPEC 9: the menu closes this long after the pointer leaves it. */
export const MENU_CLOSE_DELAY_MS = 300;

/**
 * The desktop "Businesses We Support" menu (SPEC 2.3, 4): a disclosure of links that opens on
 * hover, closes 300 ms after the pointer leaves, on a click outside or on Escape, and works by
 * keyboard (Enter/Space toggle, arrows move between links, Escape returns to the button).
 */
export function IndustryMenu() {
  const [open, setOpen] = useState(false);
  const closeTimer = useRef<number | undefined>(undefined);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();

  const cancelClose = () => window.clearTimeout(closeTimer.current);
  const close = () => {
    cancelClose();
    setOpen(false);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: close() only clears a timer and sets state.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) close();
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  function onKeyDown(event: React.KeyboardEvent) {
    const links = [...(root.current?.querySelectorAll<HTMLAnchorElement>("a") ?? [])];
    const index = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === "Escape" && open) {
      event.preventDefault();
      close();
      button.current?.focus();
    } else if (event.key === "ArrowDown") {
      event.preventDefault();
      setOpen(true);
      requestAnimationFrame(() => {
        const all = root.current?.querySelectorAll<HTMLAnchorElement>("a");
        all?.[index < 0 ? 0 : Math.min(index + 1, all.length - 1)]?.focus();
      });
    } else if (event.key === "ArrowUp" && index >= 0) {
      event.preventDefault();
      if (index === 0) button.current?.focus();
      else links[index - 1]?.focus();
    }
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover opens the menu for mouse users; the button and links carry the keyboard interaction.
    <div
      ref={root}
      className="relative"
      onPointerEnter={(event) => {
        if (event.pointerType !== "mouse") return;
        cancelClose();
        setOpen(true);
      }}
      onPointerLeave={(event) => {
        if (event.pointerType !== "mouse") return;
        cancelClose();
        closeTimer.current = window.setTimeout(() => setOpen(false), MENU_CLOSE_DELAY_MS);
      }}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (open && !root.current?.contains(event.relatedTarget as Node | null)) close();
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        className="flex items-center gap-1 rounded-md px-2 py-2 text-sm font-medium whitespace-nowrap text-slate-700 hover:text-brand-800"
      >
        Businesses We Support
        <ChevronDown aria-hidden="true" className={cn("size-4 transition-transform", open && "rotate-180")} />
      </button>
      <div id={listId} hidden={!open} className="absolute top-full left-0 z-50 w-80 pt-2">
        <ul className="rounded-xl border border-slate-200 bg-white p-2 shadow-xl">
          {industriesByName.map((industry) => (
            <li key={industry.key}>
              <Link
                to={industry.path}
                onClick={() => {
                  close();
                  scrollToTopSoon();
                }}
                className="flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium text-ink hover:bg-brand-50 focus:bg-brand-50"
              >
                <img src={industry.image} alt="" loading="lazy" width={32} height={32} className="size-8" />
                {industry.name}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
