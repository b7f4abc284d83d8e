/**
 * The period a transactions list covers: 1 Day, 1 Week, 1 Month or Custom dates (From,
 * and optionally To), as Touchpoint Orders and Transaction Wallet List both filter by it — the
 * URL codecs (the Time Range options are `rangeOptions`, in the shown language), the From/To inputs under the filter bar, and the body the
 * server accepts (`from`/`to` only with Custom, and Custom only with a `from`).
 */
import { choiceFilter, parseDateInput, type FilterCodec } from '@console/shared';
import { DateField, HStack } from '@console/shared/ui';
import { catalogue } from '../i18n/catalogue';

/** A custom date as the date input writes it (year-month-day). */
export const dateFilter: FilterCodec<string> = {
  parse: (text) => (/^\d{4}-\d{2}-\d{2}$/.test(text) && parseDateInput(text) ? text : undefined),
};

/** The period's filters, spread into a list's `ListFilters`. */
export const PERIOD_FILTERS = {
  range: choiceFilter({ '1d': '1d', '1w': '1w', '1m': '1m', custom: 'custom' } as const),
  from: dateFilter,
  to: dateFilter,
};

interface PeriodBody {
  range?: '1d' | '1w' | '1m' | 'custom' | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/** The body the server accepts: `from`/`to` only with range Custom, and Custom only with a `from`. */
export function periodBody<B extends PeriodBody>({ from, to, range, ...rest }: B): B {
  if (range === 'custom') return (from ? { ...rest, range, from, ...(to ? { to } : {}) } : rest) as B;
  return (range ? { ...rest, range } : rest) as B;
}

/** From and To, shown under the filter bar while the Time Range is Custom. */
export function CustomDates({
  filters,
  onChange,
}: {
  filters: { range: string; from: string; to: string };
  onChange(changes: { from?: string; to?: string }): void;
}) {
  const t = catalogue.useT();
  if (filters.range !== 'custom') return null;
  return (
    <HStack gap="3" align="end">
      <DateField
        label={t('common.from')}
        value={filters.from}
        max={filters.to || undefined}
        onChange={(from) => onChange({ from })}
      />
      <DateField
        label={t('common.to')}
        value={filters.to}
        min={filters.from || undefined}
        onChange={(to) => onChange({ to })}
      />
    </HStack>
  );
}
