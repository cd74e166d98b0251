import { type ClassValue, clsx } from "clsx";
import { createTailwindMerge, validators } from "tailwind-merge";

const { isAny, isNumber, isTshirtSize } = validators;

/**
 * tailwind-merge with only the class groups this site's components let a caller override
 * (spacing, sizes, display and position, flex and grid, colours, type, borders and shadows): the
 * library's full default config knows every Tailwind utility and costs every page about 7 KB of
 * compressed JavaScript, which the home page's budget (scripts/check-budgets.mjs) cannot spare.
 * A class outside these groups is never dropped: both stay, as before tailwind-merge.
 * Within a group, order matters where values overlap (`text-lg` is a size, `text-ink` a colour).
 */
const twMerge = createTailwindMerge(() => ({
  cacheSize: 500,
  theme: {},
  classGroups: {
    display: [
      "block",
      "inline-block",
      "inline",
      "flex",
      "inline-flex",
      "grid",
      "inline-grid",
      "contents",
      "hidden",
    ],
    position: ["static", "fixed", "absolute", "relative", "sticky"],
    "flex-direction": [{ flex: ["row", "row-reverse", "col", "col-reverse"] }],
    "flex-wrap": [{ flex: ["wrap", "wrap-reverse", "nowrap"] }],
    "justify-content": [{ justify: ["start", "end", "center", "between", "around", "evenly", "stretch"] }],
    "align-items": [{ items: ["start", "end", "center", "baseline", "stretch"] }],
    gap: [{ gap: [isAny] }],
    "gap-x": [{ "gap-x": [isAny] }],
    "gap-y": [{ "gap-y": [isAny] }],
    p: [{ p: [isAny] }],
    px: [{ px: [isAny] }],
    py: [{ py: [isAny] }],
    pt: [{ pt: [isAny] }],
    pr: [{ pr: [isAny] }],
    pb: [{ pb: [isAny] }],
    pl: [{ pl: [isAny] }],
    m: [{ m: [isAny] }],
    mx: [{ mx: [isAny] }],
    my: [{ my: [isAny] }],
    mt: [{ mt: [isAny] }],
    mr: [{ mr: [isAny] }],
    mb: [{ mb: [isAny] }],
    ml: [{ ml: [isAny] }],
    size: [{ size: [isAny] }],
    w: [{ w: [isAny] }],
    "min-w": [{ "min-w": [isAny] }],
    "max-w": [{ "max-w": [isAny] }],
    h: [{ h: [isAny] }],
    "min-h": [{ "min-h": [isAny] }],
    "max-h": [{ "max-h": [isAny] }],
    overflow: [{ overflow: ["auto", "hidden", "clip", "visible", "scroll"] }],
    "overflow-y": [{ "overflow-y": ["auto", "hidden", "clip", "visible", "scroll"] }],
    z: [{ z: [isAny] }],
    "font-size": [{ text: ["base", isTshirtSize] }],
    "text-alignment": [{ text: ["left", "center", "right", "justify", "start", "end"] }],
    "text-color": [{ text: [isAny] }],
    "font-weight": [
      { font: ["thin", "extralight", "light", "normal", "medium", "semibold", "bold", "extrabold", "black"] },
    ],
    whitespace: [{ whitespace: ["normal", "nowrap", "pre", "pre-line", "pre-wrap", "break-spaces"] }],
    "bg-color": [{ bg: [isAny] }],
    rounded: [{ rounded: ["", isAny] }],
    "border-w": ["border", { border: [isNumber] }],
    "border-color": [{ border: [isAny] }],
    shadow: [{ shadow: ["", isAny] }],
    opacity: [{ opacity: [isNumber] }],
  },
  conflictingClassGroups: {
    p: ["px", "py", "pt", "pr", "pb", "pl"],
    px: ["pr", "pl"],
    py: ["pt", "pb"],
    m: ["mx", "my", "mt", "mr", "mb", "ml"],
    mx: ["mr", "ml"],
    my: ["mt", "mb"],
    size: ["w", "h"],
    gap: ["gap-x", "gap-y"],
    overflow: ["overflow-y"],
  },
  conflictingClassGroupModifiers: {},
  orderSensitiveModifiers: [],
}));

/**
 * Joins class names (clsx: strings, arrays, `{ class: condition }`), and lets a later Tailwind class
 * replace an earlier one of the same kind: `cn("p-6", "p-0")` is "p-0", so a component's caller can
 * override its padding, colour or width.
 */
export function cn(...classes: ClassValue[]): string {
  return twMerge(clsx(classes));
}
