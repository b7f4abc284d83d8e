/** Status pills for list cells. */
import { Badge, type BadgeProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { FieldOption } from './form-field';

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
  return status === 1 ? (
    <StatusBadge colorPalette="green">Active</StatusBadge>
  ) : (
    <StatusBadge colorPalette="red">Inactive</StatusBadge>
  );
}

/** The same 0/1 status as a form's choice (a select's options: values are the form's strings). */
export const STATUS_OPTIONS: readonly FieldOption[] = [
  { value: '1', label: 'Active' },
  { value: '0', label: 'Inactive' },
];
