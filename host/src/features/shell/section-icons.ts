/**
 * One icon per section and per menu item of the route table, from the UI kit's icon set (lucide,
 * imported by name there, so only these ship; the kit loads with the shell, so /login has none).
 */
import {
  Activity,
  ArrowLeftRight,
  Boxes,
  Building,
  Building2,
  History,
  Contact,
  FileSpreadsheet,
  KeyRound,
  LayoutDashboard,
  List,
  ListChecks,
  Radio,
  Receipt,
  Rocket,
  Server,
  ShieldCheck,
  ShoppingCart,
  Store,
  Users,
  UsersRound,
  Wallet,
  type LucideIcon,
} from '@console/shared/ui';

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
  platform: Server,
};

/** Keyed by the item's first path (the one its menu entry opens). */
const ITEM_ICONS: Record<string, LucideIcon> = {
  '/dashboard': LayoutDashboard,
  '/users-list': Users,
  '/channel-list': Radio,
  '/touchpoint-list': Store,
  '/touchpoint-groups-list': Boxes,
  '/instituition-list': Building2,
  '/customer-list': Contact,
  '/group-list': UsersRound,
  '/wallet-list': Wallet,
  '/rules': ListChecks,
  '/transaction-list': ShoppingCart,
  '/transaction-wallet-list': Receipt,
  '/reports': FileSpreadsheet,
  '/request-list': ArrowLeftRight,
  '/roles': ShieldCheck,
  '/audit-log': History,
  '/platform/tenants': Building,
  '/platform/remotes': Rocket,
  '/platform/health': Activity,
  '/platform/deploy-tokens': KeyRound,
};

export function itemIcon(path: string): LucideIcon {
  return ITEM_ICONS[path] ?? List;
}
