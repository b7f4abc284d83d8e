/**
 * The words of the transactions screens that depend on the language at render: the tenant's nouns
 * in the shown language (a tenant that renamed keeps its own words), the status names and the
 * period's choices.
 */
import { kit, nounsIn, useLanguageStore, useTenantStore, type SectionNouns } from '@console/shared';
import { TIME_RANGES } from '@console/shared/contracts/time-ranges';
import { useMemo } from 'react';
import type { TxKey, TxT } from './catalogue';

/** The tenant's nouns in the shown language, for a kit component that takes a noun. */
export function useLanguageNouns(): SectionNouns {
  const language = useLanguageStore((s) => s.language);
  const labels = useTenantStore((s) => s.labels);
  // nounsIn answers every noun a tenant has, so the record is the full set.
  return useMemo(() => nounsIn(language, labels) as unknown as SectionNouns, [language, labels]);
}

const STATUS_KEYS: Readonly<Record<number, TxKey>> = {
  0: 'common.status.pending',
  1: 'common.status.success',
  2: 'common.status.failure',
};

/** A payment or order status code's name in the language; an unknown code keeps the kit's text. */
export const statusText = (t: TxT, code: number | null | undefined, fallback: string): string => {
  const key = code === null || code === undefined ? undefined : STATUS_KEYS[code];
  return key ? t(key) : fallback;
};

/** The payment and order statuses as a filter offers them: 0 Pending, 1 Success, 2 Failure. */
export const statusOptions = (t: TxT) => [0, 1, 2].map((code) => ({ id: String(code), text: statusText(t, code, '') }));

const VEND_KEYS: Readonly<Record<string, TxKey>> = {
  pending: 'common.vend.pending',
  success: 'common.vend.success',
  partial: 'common.vend.partial',
  failed: 'common.vend.failed',
};

/** A vend status in the language; one the console does not know keeps the kit's text (`--`). */
export const vendText = (t: TxT, status: string | null | undefined, fallback: string): string =>
  status && Object.hasOwn(VEND_KEYS, status) ? t(VEND_KEYS[status]!) : fallback;

/** The Time Range choices: 1 Day, 1 Week, 1 Month (the kit's words for TIME_RANGES), Custom. */
export const rangeOptions = (t: TxT) => [
  ...TIME_RANGES.map((range) => ({ id: range, text: kit.t(`timeRange.${range}`) })),
  { id: 'custom', text: t('common.range.custom') },
];
