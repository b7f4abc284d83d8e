import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
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

  it('holds the recipe of every multi-part component the apps use (the system carries only those)', () => {
    const root = path.resolve(__dirname, '../../..');
    const sources: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const file = path.join(dir, name);
        if (statSync(file).isDirectory()) {
          if (name !== 'node_modules' && name !== 'dist') walk(file);
        } else if (file.endsWith('.tsx') && !file.endsWith('.test.tsx')) sources.push(readFileSync(file, 'utf8'));
      }
    };
    for (const app of [
      'shared/src',
      'host/src',
      'remote-people/src',
      'remote-touchpoints/src',
      'remote-transactions/src',
      'remote-admin/src',
    ])
      walk(path.join(root, app));
    const used = new Set(sources.flatMap((text) => [...text.matchAll(/<([A-Z][A-Za-z]+)\.Root\b/g)].map((m) => m[1]!)));
    const recipeKey = (component: string) => component[0]!.toLowerCase() + component.slice(1);
    const missing = [...used].filter((component) => !system.getSlotRecipe(recipeKey(component)));
    expect(used.has('DatePicker')).toBe(true);
    expect(missing).toEqual([]);
  });
});
