/**
 * A message catalogue: one per remote (and one for the shared kit), English and Hindi, the same keys
 * in both (the type refuses a key missing from Hindi or one English lacks). A message may name
 * values, `{count}`, and the tenant's nouns, `{customers}`, `{ordersList}`…: a tenant that renamed
 * its people or orders reads its own words in either language; one that did not reads the
 * language's own words for them (`DEFAULT_NOUNS`).
 *
 * A plural is two keys, `<key>.one` and `<key>.other`, chosen by the language's plural rules.
 */
import { useMemo } from 'react';
import type { TenantLabels } from '../contracts/registry';
import { DEFAULT_LABELS, nounsOf } from '../contracts/labels';
import { useTenantStore } from '../tenant/tenant-store';
import { DEFAULT_NOUNS } from './default-nouns';
import { currentLanguage, useLanguageStore, type Language } from './language';

export type Messages = Readonly<Record<string, string>>;
export type Vars = Readonly<Record<string, string | number>>;

/** A catalogue's messages in both languages: Hindi has exactly English's keys. */
export interface CatalogueSource<E extends Messages> {
  en: E;
  hi: { readonly [K in keyof E]: string };
}

/** Keys that have a `.one` and `.other` form, without the suffix. */
export type PluralKey<K> = K extends `${infer Base}.other` ? Base : never;

export type Translate<K extends string> = (key: K, vars?: Vars) => string;

export interface Catalogue<K extends string> {
  /** The messages by language (tests compare the two). */
  readonly messages: Readonly<Record<Language, Readonly<Record<K, string>>>>;
  /** `t` for the shown language and the signed-in tenant's nouns; re-renders when either changes. */
  useT(): Translate<K> & { plural(key: PluralKey<K>, count: number, vars?: Vars): string; language: Language };
  /** The message in the shown language, outside React (a toast from the API client, a yup rule). */
  t: Translate<K>;
  plural(key: PluralKey<K>, count: number, vars?: Vars): string;
}

/**
 * The tenant's nouns in `language`: the words the tenant chose where it renamed people or orders,
 * else the language's own. Section titles follow the same rule.
 */
export function nounsIn(language: Language, labels: TenantLabels): Record<string, string> {
  const own = DEFAULT_NOUNS[language];
  const tenant = {
    ...nounsOf(labels),
    peopleSection: labels.peopleSection,
    transactionsSection: labels.transactionsSection,
  };
  const people = labels.customers !== DEFAULT_LABELS.customers || labels.customer !== DEFAULT_LABELS.customer;
  const orders =
    labels.transactions !== DEFAULT_LABELS.transactions || labels.transaction !== DEFAULT_LABELS.transaction;
  return {
    customer: people ? tenant.customer : own.customer,
    customers: people ? tenant.customers : own.customers,
    peopleList: people ? tenant.peopleList : own.peopleList,
    ordersList: orders ? tenant.ordersList : own.ordersList,
    order: orders ? tenant.order : own.order,
    orders: orders ? tenant.orders : own.orders,
    // The plural as the tenant wrote it, when it wrote one (a tenant that renamed only its singular has none).
    transactions: labels.transactions !== DEFAULT_LABELS.transactions ? labels.transactions : own.transactions,
    peopleSection: labels.peopleSection !== DEFAULT_LABELS.peopleSection ? labels.peopleSection : own.peopleSection,
    transactionsSection:
      labels.transactionsSection !== DEFAULT_LABELS.transactionsSection
        ? labels.transactionsSection
        : own.transactionsSection,
  };
}

let lastNouns: { language: Language; labels: TenantLabels; nouns: Record<string, string> } | undefined;

/**
 * `nounsIn` for the language and labels being shown, worked out once: every message a screen says
 * asks for them, and they change only when the language or the tenant does (a new labels object).
 */
function shownNouns(language: Language, labels: TenantLabels): Record<string, string> {
  if (lastNouns?.language !== language || lastNouns.labels !== labels) {
    lastNouns = { language, labels, nouns: nounsIn(language, labels) };
  }
  return lastNouns.nouns;
}

/** `{name}` → its value, then a noun; a placeholder that names neither stays as written. */
export function interpolate(text: string, vars: Vars | undefined, nouns: Readonly<Record<string, string>>): string {
  if (!text.includes('{')) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    if (vars && Object.hasOwn(vars, name)) return String(vars[name]);
    return Object.hasOwn(nouns, name) ? nouns[name]! : whole;
  });
}

const LOCALES: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };

/** The Intl locale of a language: Indian English or Hindi, both with the Indian grouping. */
export const localeOf = (language: Language): string => LOCALES[language];

const pluralRules = new Map<Language, Intl.PluralRules>();
function pluralCategory(language: Language, count: number): 'one' | 'other' {
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(localeOf(language))));
  return rules.select(count) === 'one' ? 'one' : 'other';
}

export function defineCatalogue<const E extends Messages>(source: CatalogueSource<E>): Catalogue<keyof E & string> {
  type K = keyof E & string;
  const messages = source as unknown as Record<Language, Record<K, string>>;
  const say = (language: Language, labels: TenantLabels, key: K, vars?: Vars) => {
    const text = messages[language][key] ?? messages.en[key] ?? key;
    return text.includes('{') ? interpolate(text, vars, shownNouns(language, labels)) : text;
  };
  const sayPlural = (language: Language, labels: TenantLabels, key: string, count: number, vars?: Vars) => {
    const form = `${key}.${pluralCategory(language, count)}` as K;
    const fallback = `${key}.other` as K;
    const chosen = Object.hasOwn(messages[language], form) ? form : fallback;
    return say(language, labels, chosen, { count: count.toLocaleString(localeOf(language)), ...vars });
  };
  const t: Translate<K> = (key, vars) => say(currentLanguage(), useTenantStore.getState().labels, key, vars);
  return {
    messages,
    t,
    plural: (key, count, vars) => sayPlural(currentLanguage(), useTenantStore.getState().labels, key, count, vars),
    useT() {
      const language = useLanguageStore((s) => s.language);
      const labels = useTenantStore((s) => s.labels);
      return useMemo(
        () =>
          Object.assign((key: K, vars?: Vars) => say(language, labels, key, vars), {
            plural: (key: PluralKey<K>, count: number, vars?: Vars) => sayPlural(language, labels, key, count, vars),
            language,
          }),
        [language, labels],
      );
    },
  };
}
