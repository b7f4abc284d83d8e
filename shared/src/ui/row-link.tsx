/**
 * The key of a row that opens its record: a button in the row's key column (the first), so every
 * clickable row is reached with Tab and opened with Enter or Space, the same in a table and in a
 * phone's cards. It looks like the cell's text until hovered or focused.
 */
import { chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A button that reads as the cell's text: underlined when hovered, ringed when focused. */
const KeyButton = chakra('button', {
  base: {
    textAlign: 'inherit',
    font: 'inherit',
    color: 'inherit',
    cursor: 'pointer',
    rounded: 'xs',
    _hover: { textDecoration: 'underline' },
    _focusVisible: { outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' },
  },
});

export function RowLink({ onOpen, children, truncate }: { onOpen(): void; children: ReactNode; truncate?: string }) {
  return (
    <KeyButton
      type="button"
      onClick={onOpen}
      data-row-link=""
      {...(truncate !== undefined ? { 'data-truncate': '', truncate: true, maxW: truncate, display: 'block' } : {})}
    >
      {children}
    </KeyButton>
  );
}
