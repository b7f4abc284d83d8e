/**
 * The words of the transactions screens that depend on the language at render: the tenant's nouns
 * in the shown language (a tenant that renamed keeps its own words), the status choices and the
 * period's choices.
 */
import { nounsIn, statusText, useLanguageStore, useTenantStore, type SectionNouns } from '@console/shared';
import { TIME_RANGE_OPTIONS } from '@console/shared/ui';
import { useMemo } from 'react';
import type { TxT } from './catalogue';

/** The tenant's nouns in the shown language, for a kit component that takes a noun. */
export function useLanguageNouns(): SectionNouns {
  const language = useLanguageStore((s) => s.language);
  const labels = useTenantStore((s) => s.labels);
  // nounsIn answers every noun a tenant has, so the record is the full set.
  return useMemo(() => nounsIn(language, labels) as unknown as SectionNouns, [language, labels]);
}

/**
 * The payment and order statuses as a filter offers them: 0 Pending, 1 Success, 2 Failure, in the
 * kit's words (`statusText`), read in the language shown.
 */
export const PAYMENT_STATUS_OPTIONS = [0, 1, 2].map((code) => ({
  id: String(code),
  get text() {
    return statusText(code);
  },
}));

/** The Time Range choices: the kit's 1 Day, 1 Week, 1 Month, then Custom. */
export const rangeOptions = (t: TxT) => [...TIME_RANGE_OPTIONS, { id: 'custom', text: t('common.range.custom') }];
