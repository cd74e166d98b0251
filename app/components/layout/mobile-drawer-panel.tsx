import { industriesByName } from "@core/industries";
import { trialLabel } from "@core/plans";
import { ChevronDown, Phone, X } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import { useId, useState } from "react";
import { Link } from "react-router";
import { useTrial } from "~/components/trial/trial-context";
import { buttonClass } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { focusOnClose } from "~/lib/focus-on-close";
import { scrollToTopSoon } from "~/lib/scroll";
import { Logo } from "./logo";
import { navLinks, sectionNavItems } from "./nav-items";
import { NavItemLink } from "./nav-link";
import { SectionLink } from "./section-link";

const drawerLink = "block rounded-lg px-3 py-3 text-base font-medium text-ink hover:bg-brand-50";

/**
 * The drawer's panel (SPEC 2.3, 4): the header's items with an expandable industry list. Radix
 * locks body scroll and traps focus while it is open. Loaded on the first tap of the menu button.
 */
export default function MobileDrawerPanel({
  open,
  onOpenChange,
  menuButton,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Gets focus back when the drawer closes. */
  menuButton: React.RefObject<HTMLButtonElement | null>;
}) {
  const [industriesOpen, setIndustriesOpen] = useState(false);
  const { openIndustryChooser } = useTrial();
  const listId = useId();
  const close = () => onOpenChange(false);

  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-ink/50" />
        <DialogPrimitive.Content
          data-testid="mobile-drawer"
          onCloseAutoFocus={focusOnClose(() => menuButton.current)}
          className="fixed inset-y-0 right-0 z-50 flex w-[min(22rem,100vw)] flex-col overflow-y-auto bg-white shadow-2xl focus:outline-none"
        >
          <div className="flex h-16 items-center justify-between border-b border-slate-200 px-4">
            <DialogPrimitive.Title asChild>
              <div>
                <Logo />
              </div>
            </DialogPrimitive.Title>
            <DialogPrimitive.Close className="rounded-md p-2 hover:bg-slate-100" aria-label="Close menu">
              <X aria-hidden="true" className="size-6" />
            </DialogPrimitive.Close>
          </div>
          <DialogPrimitive.Description className="sr-only">Site navigation</DialogPrimitive.Description>
          <nav aria-label="Mobile" className="flex-1 px-3 py-4">
            <ul>
              {sectionNavItems.map((item) => (
                <li key={item.label}>
                  <NavItemLink link={item} onNavigate={close} className={drawerLink} />
                </li>
              ))}
              <li>
                <button
                  type="button"
                  aria-expanded={industriesOpen}
                  aria-controls={listId}
                  onClick={() => setIndustriesOpen((value) => !value)}
                  className={cn(drawerLink, "flex w-full items-center justify-between text-left")}
                >
                  Businesses We Support
                  <ChevronDown
                    aria-hidden="true"
                    className={cn("size-5 transition-transform", industriesOpen && "rotate-180")}
                  />
                </button>
                <ul id={listId} hidden={!industriesOpen} className="ml-3 border-l border-slate-200 pl-2">
                  {industriesByName.map((industry) => (
                    <li key={industry.key}>
                      <Link
                        to={industry.path}
                        onClick={() => {
                          close();
                          scrollToTopSoon();
                        }}
                        className="flex items-center gap-3 rounded-lg px-3 py-2 text-base text-ink hover:bg-brand-50"
                      >
                        <img
                          src={industry.image}
                          alt=""
                          loading="lazy"
                          width={28}
                          height={28}
                          className="size-7"
                        />
                        {industry.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              </li>
              <li>
                <NavItemLink
                  link={navLinks.questions}
                  onNavigate={() => {
                    close();
                    scrollToTopSoon();
                  }}
                  className={drawerLink}
                />
              </li>
              <li>
                <NavItemLink link={navLinks.signIn} onNavigate={close} className={drawerLink} />
              </li>
            </ul>
          </nav>
          <div className="grid gap-3 border-t border-slate-200 p-4">
            <SectionLink
              section={navLinks.liveDemo.section}
              onNavigate={close}
              className={buttonClass("outline")}
            >
              <Phone aria-hidden="true" className="size-4" />
              Call The Demo
            </SectionLink>
            <button
              type="button"
              onClick={() => {
                close();
                openIndustryChooser("pro");
              }}
              className={buttonClass("primary")}
            >
              {trialLabel}
            </button>
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
