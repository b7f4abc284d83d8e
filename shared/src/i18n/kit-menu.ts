/**
 * The menu's words: each section's title and each item's label, as the sidebar, the palette, the
 * breadcrumbs and the browser's title name them. The route table keeps its English (`title`,
 * `label`; the server reads them too); this part says them in the shown language. A section or
 * item named by the tenant's nouns reads them through `nounsIn`, so a tenant that renamed its
 * people or orders keeps its own words in either language.
 *
 * Keys: `menu.section.<section key>` and `menu.item.<section key><the item's first path>`.
 */
import { useMemo } from 'react';
import type { TenantLabels } from '../contracts/registry';
import type { MenuItem, Section } from '../contracts/route-table';
import { SECTIONS } from '../contracts/route-table';
import { useTenantStore } from '../tenant/tenant-store';
import { interpolate, nounsIn } from './catalogue';
import { useLanguageStore, type Language } from './language';

export const kitMenuMessages = {
  en: {
    'menu.section.dashboard': 'Dashboard',
    'menu.item.dashboard/dashboard': 'Dashboard',
    'menu.section.users': 'User Management',
    'menu.item.users/users-list': 'Users List',
    'menu.section.channels': 'Channels',
    'menu.item.channels/channel-list': 'Channels',
    'menu.section.touchpoints': 'Touch Point',
    'menu.item.touchpoints/touchpoint-list': 'Touchpoint List',
    'menu.item.touchpoints/touchpoint-groups-list': 'Touchpoint Groups',
    'menu.section.institutions': 'Institution',
    'menu.item.institutions/instituition-list': 'Institution',
    'menu.section.people': '{peopleSection}',
    'menu.item.people/customer-list': '{peopleList}',
    'menu.item.people/group-list': 'Employee Groups',
    'menu.item.people/wallet-list': 'Employee Wallets',
    'menu.section.rules': 'Rules',
    'menu.item.rules/rules': 'Rules',
    'menu.section.transactions': '{transactionsSection}',
    'menu.item.transactions/transaction-list': '{ordersList}',
    'menu.item.transactions/transaction-wallet-list': 'Transaction Wallet',
    'menu.item.transactions/reports': 'Reports',
    'menu.section.requests': 'Request',
    'menu.item.requests/request-list': 'Wallet: Prepaid to Postpaid',
    'menu.section.roles': 'Role Management',
    'menu.item.roles/roles': 'Role Management',
    'menu.section.audit': 'Audit Log',
    'menu.item.audit/audit-log': 'Audit Log',
    'menu.section.platform': 'Platform',
    'menu.item.platform/platform/tenants': 'Tenants',
    'menu.item.platform/platform/remotes': 'Remotes',
    'menu.item.platform/platform/health': 'Health',
    'menu.item.platform/platform/deploy-tokens': 'Deploy tokens',
  },
  hi: {
    'menu.section.dashboard': 'डैशबोर्ड',
    'menu.item.dashboard/dashboard': 'डैशबोर्ड',
    'menu.section.users': 'उपयोगकर्ता प्रबंधन',
    'menu.item.users/users-list': 'उपयोगकर्ताओं की सूची',
    'menu.section.channels': 'चैनल',
    'menu.item.channels/channel-list': 'चैनल',
    'menu.section.touchpoints': 'टचपॉइंट',
    'menu.item.touchpoints/touchpoint-list': 'टचपॉइंट सूची',
    'menu.item.touchpoints/touchpoint-groups-list': 'टचपॉइंट समूह',
    'menu.section.institutions': 'संस्थान',
    'menu.item.institutions/instituition-list': 'संस्थान',
    'menu.section.people': '{peopleSection}',
    'menu.item.people/customer-list': '{peopleList}',
    'menu.item.people/group-list': 'कर्मचारी समूह',
    'menu.item.people/wallet-list': 'कर्मचारी वॉलेट',
    'menu.section.rules': 'नियम',
    'menu.item.rules/rules': 'नियम',
    'menu.section.transactions': '{transactionsSection}',
    'menu.item.transactions/transaction-list': '{ordersList}',
    'menu.item.transactions/transaction-wallet-list': 'लेन-देन वॉलेट',
    'menu.item.transactions/reports': 'रिपोर्ट',
    'menu.section.requests': 'अनुरोध',
    'menu.item.requests/request-list': 'वॉलेट: प्रीपेड से पोस्टपेड',
    'menu.section.roles': 'भूमिका प्रबंधन',
    'menu.item.roles/roles': 'भूमिका प्रबंधन',
    'menu.section.audit': 'ऑडिट लॉग',
    'menu.item.audit/audit-log': 'ऑडिट लॉग',
    'menu.section.platform': 'प्लेटफ़ॉर्म',
    'menu.item.platform/platform/tenants': 'टेनेंट',
    'menu.item.platform/platform/remotes': 'रिमोट',
    'menu.item.platform/platform/health': 'स्वास्थ्य',
    'menu.item.platform/platform/deploy-tokens': 'डिप्लॉय टोकन',
  },
} as const;

type MenuKey = keyof typeof kitMenuMessages.en;
const words: Readonly<Record<Language, Readonly<Record<string, string>>>> = kitMenuMessages;

/** The section that holds `item`, by the item's first path (no two items share one). */
function sectionOf(item: Pick<MenuItem, 'paths'>): Section | undefined {
  return SECTIONS.find((section) => section.items.some((i) => i.paths[0] === item.paths[0]));
}

export const menuSectionKey = (section: Pick<Section, 'key'>): MenuKey => `menu.section.${section.key}` as MenuKey;
export const menuItemKey = (sectionKey: string, item: Pick<MenuItem, 'paths'>): MenuKey =>
  `menu.item.${sectionKey}${item.paths[0]}` as MenuKey;

export interface MenuWords {
  sectionTitle(section: Section): string;
  itemLabel(item: MenuItem): string;
}

/**
 * The menu's names in `language` for a tenant's `labels`. English reads exactly as the route
 * table's `title(labels)` and `label(labels)`; a section or item this part does not know (one
 * added to the route table later) reads the route table's English.
 */
export function menuWords(language: Language, labels: TenantLabels): MenuWords {
  const nouns = nounsIn(language, labels);
  const say = (key: string, english: () => string) => {
    const text = words[language][key];
    return text === undefined ? english() : interpolate(text, undefined, nouns);
  };
  return {
    sectionTitle: (section) => say(menuSectionKey(section), () => section.title(labels)),
    itemLabel: (item) => {
      const section = sectionOf(item);
      return section ? say(menuItemKey(section.key, item), () => item.label(labels)) : item.label(labels);
    },
  };
}

/** `menuWords` for the shown language and the signed-in tenant; re-renders when either changes. */
export function useMenuWords(): MenuWords {
  const language = useLanguageStore((s) => s.language);
  const labels = useTenantStore((s) => s.labels);
  return useMemo(() => menuWords(language, labels), [language, labels]);
}
