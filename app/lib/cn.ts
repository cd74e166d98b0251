import { type ClassValue, clsx } from "clsx";
import { twMerge } from "tailwind-merge";

/**
 * Joins class names (clsx: strings, arrays, `{ class: condition }`), and lets a later Tailwind class
 * replace an earlier one of the same kind (tailwind-merge): `cn("p-6", "p-0")` is "p-0", so a
 * component's caller can override its padding, colour or width.
 */
export function cn(...classes: ClassValue[]): string {
  return twMerge(clsx(classes));
}
