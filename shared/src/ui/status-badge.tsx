/** Status pills for list cells. */
import { Badge, type BadgeProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { FieldOption } from './form-field';
import { kit } from '../i18n/kit-messages';
import type { FilterOption } from './filter-select';

export interface StatusBadgeProps {
  colorPalette: BadgeProps['colorPalette'];
  children: ReactNode;
}

export function StatusBadge({ colorPalette, children }: StatusBadgeProps) {
  return (
    <Badge colorPalette={colorPalette} variant="subtle">
      {children}
    </Badge>
  );
}

/** The API's 0/1 status flag: 1 is Active (green), 0 Inactive (red). */
export function ActiveBadge({ status }: { status: 0 | 1 }) {
  const t = kit.useT();
  return status === 1 ? (
    <StatusBadge colorPalette="green">{t('active.active')}</StatusBadge>
  ) : (
    <StatusBadge colorPalette="red">{t('active.inactive')}</StatusBadge>
  );
}

/** The same 0/1 status as a form's choice (a select's options: values are the form's strings). */
export const STATUS_OPTIONS: readonly FieldOption[] = [
  {
    value: '1',
    get label() {
      return kit.t('active.active');
    },
  },
  {
    value: '0',
    get label() {
      return kit.t('active.inactive');
    },
  },
];

/** The same 0/1 status as a list's filter choices (`id` is the URL's text), said in the language shown. */
export const ACTIVE_FILTER_OPTIONS: FilterOption[] = STATUS_OPTIONS.map((option) => ({
  id: option.value,
  get text() {
    return option.label;
  },
}));
