/**
 * One icon per section of the route table (lucide, imported one by one so the build keeps only
 * these; the shell is lazy, so /login loads none of them).
 */
import {
  ArrowLeftRight,
  Building2,
  History,
  Contact,
  LayoutDashboard,
  ListChecks,
  Radio,
  Receipt,
  ShieldCheck,
  Store,
  Users,
  type LucideIcon,
} from 'lucide-react';

export const SECTION_ICONS: Record<string, LucideIcon> = {
  dashboard: LayoutDashboard,
  users: Users,
  channels: Radio,
  touchpoints: Store,
  institutions: Building2,
  people: Contact,
  rules: ListChecks,
  transactions: Receipt,
  requests: ArrowLeftRight,
  roles: ShieldCheck,
  audit: History,
};
