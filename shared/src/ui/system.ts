/**
 * The console's one Chakra system: Chakra's default tokens and the recipes of the components the
 * console uses, plus its fonts and a modest brand palette. Every app renders inside it through
 * ConsoleUiProvider, so there is one theme.
 *
 * Built from the theme's parts rather than `defaultConfig`: importing `defaultConfig` also builds
 * Chakra's own `defaultSystem` at load time and ships all 76 recipes — measured, that was two
 * system builds and ~100 ms of main-thread time before the login screen could paint.
 */
import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breadcrumbSlotRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  comboboxSlotRecipe,
  datePickerSlotRecipe,
  codeRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldsetSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  kbdRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  popoverSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  tableSlotRecipe,
  textareaRecipe,
  textStyles,
  tokens,
  tooltipSlotRecipe,
} from '@chakra-ui/react/theme';

const theme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      checkmark: checkmarkRecipe,
      code: codeRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      kbd: kbdRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      avatar: avatarSlotRecipe,
      breadcrumb: breadcrumbSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      combobox: comboboxSlotRecipe,
      datePicker: datePickerSlotRecipe,
      // In the dark theme a dialog stands out from the dimmed page behind it: a lighter panel and
      // an edge (Chakra's panel is the page's own near-black there).
      dialog: {
        ...dialogSlotRecipe,
        base: {
          ...dialogSlotRecipe.base,
          content: {
            ...dialogSlotRecipe.base?.content,
            _dark: { bg: 'gray.900', borderWidth: '1px', borderColor: 'gray.600' },
          },
        },
      },
      drawer: drawerSlotRecipe,
      field: fieldSlotRecipe,
      fieldset: fieldsetSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      popover: popoverSlotRecipe,
      table: tableSlotRecipe,
      tooltip: tooltipSlotRecipe,
    },
  },
});

const config = defineConfig({
  globalCss: {
    // The shell's top bar is sticky (3.5rem): whatever gets focus or is scrolled to stops below it,
    // never under it (WCAG 2.2: 2.4.11).
    html: { scrollPaddingTop: '4rem' },
    // One visible focus ring on every control, 2 px, at least 3:1 against the page in both themes
    // (WCAG 2.2 AA): brand.600 on light (6:1 on white), brand.300 on dark (8:1 on the dark panel).
    // The recipes' own rings were a grey near 2.5:1, and 1 px on inputs.
    '*:focus-visible': {
      outline: '2px solid {colors.brand.focusRing} !important',
      outlineOffset: '2px !important',
    },
  },
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
          focusRing: { value: { _light: '{colors.brand.600}', _dark: '{colors.brand.300}' } },
        },
        // Solid red and blue one step darker than Chakra's 600: a hovered solid button is its
        // colour at 90 % over the page, and white on red.600 at 90 % is 4.35:1, under AA's 4.5.
        red: { solid: { value: '{colors.red.700}' } },
        blue: { solid: { value: '{colors.blue.700}' } },
        // A form's error text is small (12 px): Chakra's red.500 reads 3.76:1 on white, under AA's
        // 4.5; red.600 reads 4.83:1 (red.400 on the dark panel is Chakra's own).
        fg: { error: { value: { _light: '{colors.red.600}', _dark: '{colors.red.400}' } } },
      },
    },
  },
});

export const system = createSystem(defaultBaseConfig, theme, config);
