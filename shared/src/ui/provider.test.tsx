import { render, screen } from '@testing-library/react';
import { ConsoleUiProvider, system } from './provider';
import { Button } from './ui';

describe('ConsoleUiProvider', () => {
  it('provides the console system, fonts and brand palette included', () => {
    expect(system.token('fonts.body')).toContain('system-ui');
    expect(system.token('colors.brand.600')).toBe('#1f48eb');
    render(
      <ConsoleUiProvider>
        <Button colorPalette="brand">Go</Button>
      </ConsoleUiProvider>,
    );
    // Recipes only resolve (into generated classes) under a ChakraProvider.
    expect(screen.getByRole('button', { name: 'Go' }).className).toMatch(/chakra-button css-/);
  });

  it('makes solid red and blue a step darker, so white text holds 4.5:1 on a hovered button too', () => {
    const solid = (palette: string) =>
      system.tokens.getByName(`colors.${palette}.solid`)?.extensions.conditions?.base ??
      system.tokens.getByName(`colors.${palette}.solid`)?.originalValue;
    expect(JSON.stringify(solid('red'))).toContain('red.700');
    expect(JSON.stringify(solid('blue'))).toContain('blue.700');
  });
});
