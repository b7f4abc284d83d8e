import { screen } from '@testing-library/react';
import { ActiveBadge, StatusBadge } from './status-badge';
import { renderUi } from './test-utils';

/** Chakra applies a palette by pointing the color-palette variables at that palette. */
const paletteOf = (el: HTMLElement) => getComputedStyle(el).getPropertyValue('--chakra-colors-color-palette-fg');

describe('StatusBadge', () => {
  it('renders its text in the given palette', () => {
    renderUi(<StatusBadge colorPalette="orange">Pending</StatusBadge>);
    expect(paletteOf(screen.getByText('Pending'))).toBe('var(--chakra-colors-orange-fg)');
  });
});

describe('ActiveBadge', () => {
  it('shows 1 as a green "Active"', () => {
    renderUi(<ActiveBadge status={1} />);
    expect(paletteOf(screen.getByText('Active'))).toBe('var(--chakra-colors-green-fg)');
    expect(screen.queryByText('Inactive')).not.toBeInTheDocument();
  });

  it('shows 0 as a red "Inactive"', () => {
    renderUi(<ActiveBadge status={0} />);
    expect(paletteOf(screen.getByText('Inactive'))).toBe('var(--chakra-colors-red-fg)');
    expect(screen.queryByText('Active')).not.toBeInTheDocument();
  });
});
