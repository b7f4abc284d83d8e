/**
 * The console's one Chakra system: Chakra's default theme plus the console fonts and a modest
 * brand palette. Every app renders inside it through ConsoleUiProvider, so there is one theme.
 */
import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

const config = defineConfig({
  theme: {
    tokens: {
      fonts: {
        // System fonts: nothing to download, and the console looks native on every OS.
        heading: {
          value: "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
        },
        body: { value: "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif" },
        mono: { value: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace" },
      },
      colors: {
        brand: {
          50: { value: '#eef4ff' },
          100: { value: '#d9e6ff' },
          200: { value: '#bcd3ff' },
          300: { value: '#8eb6ff' },
          400: { value: '#598dfc' },
          500: { value: '#3466f6' },
          600: { value: '#1f48eb' },
          700: { value: '#1736d8' },
          800: { value: '#192eaf' },
          900: { value: '#1a2d8a' },
          950: { value: '#151e54' },
        },
      },
    },
    semanticTokens: {
      colors: {
        // The slots a colorPalette needs, so `colorPalette="brand"` works on every recipe.
        brand: {
          solid: { value: '{colors.brand.600}' },
          contrast: { value: 'white' },
          fg: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.300}' } },
          muted: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.900}' } },
          subtle: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.950}' } },
          emphasized: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
          focusRing: { value: '{colors.brand.500}' },
        },
      },
    },
  },
});

export const system = createSystem(defaultConfig, config);
