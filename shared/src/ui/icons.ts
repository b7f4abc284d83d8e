/**
 * The console's one icon set (lucide), through the UI kit like every other visual part. Each icon
 * is imported by name, so the build carries only the ones listed here — and the kit is loaded
 * with the shell, so the login screen carries none. Add an icon here before using it.
 */
export {
  ArrowLeftRight,
  Building2,
  CalendarDays,
  ChevronsLeft,
  ChevronsRight,
  History,
  Contact,
  FileSpreadsheet,
  LayoutDashboard,
  List,
  ListChecks,
  Radio,
  Receipt,
  ShieldCheck,
  Store,
  UsersRound,
  Users,
  UserRoundCog,
  Wallet,
  Boxes,
  ShoppingCart,
  Server,
  Building,
  Rocket,
  Activity,
  KeyRound,
  Search,
  type LucideIcon,
} from 'lucide-react';
