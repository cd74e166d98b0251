import type { SecurityIconName } from "@core/security";
import * as copy from "@core/security";
import {
  Archive,
  ClipboardList,
  CreditCard,
  Eye,
  FileLock2,
  FileText,
  Fingerprint,
  HeartPulse,
  KeyRound,
  Landmark,
  Lock,
  type LucideIcon,
  ScrollText,
  ShieldCheck,
  UserCog,
  Users,
} from "lucide-react";

/**
 * The Security page's copy (core/security.ts, which the answer engine also reads) with each
 * point's Lucide icon in place of its name.
 */
const icons: Record<SecurityIconName, LucideIcon> = {
  Archive,
  ClipboardList,
  CreditCard,
  Eye,
  FileLock2,
  FileText,
  Fingerprint,
  HeartPulse,
  KeyRound,
  Landmark,
  Lock,
  ScrollText,
  ShieldCheck,
  UserCog,
  Users,
};

type WithIcon<T> = Omit<T, "icon"> & { icon: LucideIcon };

function withIcons<T extends { icon: SecurityIconName }>(items: readonly T[]): WithIcon<T>[] {
  return items.map((item) => ({ ...item, icon: icons[item.icon] }));
}

export type SecurityPoint = WithIcon<copy.SecurityPoint>;
export type ComplianceItem = WithIcon<copy.ComplianceItem>;
export type { SecurityFaq } from "@core/security";
export { incidentResponse, securityFaqs, securityResources } from "@core/security";

export const securityIntro = { ...copy.securityIntro, highlights: withIcons(copy.securityIntro.highlights) };
export const philosophy = { ...copy.philosophy, points: withIcons(copy.philosophy.points) };
export const dataProtection = { ...copy.dataProtection, points: withIcons(copy.dataProtection.points) };
export const accessControls = { ...copy.accessControls, points: withIcons(copy.accessControls.points) };
export const compliance = { ...copy.compliance, items: withIcons(copy.compliance.items) };
