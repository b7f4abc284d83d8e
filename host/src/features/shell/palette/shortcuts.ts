/**
 * Every keyboard shortcut of the console, in one list: the "?" dialog shows it. A new shortcut is
 * added here beside its handler's file (named in `where`), so the list never falls behind.
 */
import { catalogue } from '../../../i18n/catalogue';

export interface Shortcut {
  /** Keys that each do it (a combination is one key: "Alt+←"). */
  keys: string[];
  does: string;
}

export interface ShortcutGroup {
  title: string;
  shortcuts: Shortcut[];
}

/** The list in the shown language (`t`: the host catalogue's, from a component or outside React). */
export function shortcutGroups(palette: string, t: typeof catalogue.t = catalogue.t): ShortcutGroup[] {
  return [
    {
      // use-palette-keys.ts
      title: t('shortcuts.anywhere'),
      shortcuts: [
        { keys: [palette], does: t('shortcuts.openPalette') },
        { keys: ['?'], does: t('shortcuts.showShortcuts') },
        { keys: ['Tab'], does: t('shortcuts.skip') },
      ],
    },
    {
      // command-palette.tsx
      title: t('shortcuts.palette'),
      shortcuts: [
        { keys: ['↑', '↓'], does: t('shortcuts.moveResults') },
        { keys: ['Enter'], does: t('shortcuts.openChosen') },
        { keys: ['Esc'], does: t('shortcuts.closePalette') },
      ],
    },
    {
      // features/frame/use-form-keys.ts, the kit's dialogs
      title: t('shortcuts.forms'),
      shortcuts: [
        { keys: ['Enter'], does: t('shortcuts.saveForm') },
        { keys: ['Esc'], does: t('shortcuts.closeDialog') },
        { keys: ['Alt+←'], does: t('shortcuts.backCloses') },
      ],
    },
    {
      // sidebar.tsx
      title: t('shortcuts.sidebar'),
      shortcuts: [
        { keys: ['Enter', 'Space', '↓'], does: t('shortcuts.openSection') },
        { keys: ['↑', '↓'], does: t('shortcuts.moveMenu') },
        { keys: ['Esc'], does: t('shortcuts.backToIcon') },
      ],
    },
  ];
}
