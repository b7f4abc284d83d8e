/**
 * Every keyboard shortcut of the console, in one list: the "?" dialog shows it. A new shortcut is
 * added here beside its handler's file (named in `where`), so the list never falls behind.
 */
export interface Shortcut {
  /** Keys that each do it (a combination is one key: "Alt+←"). */
  keys: string[];
  does: string;
}

export interface ShortcutGroup {
  title: string;
  shortcuts: Shortcut[];
}

export function shortcutGroups(palette: string): ShortcutGroup[] {
  return [
    {
      // use-palette-keys.ts
      title: 'Anywhere',
      shortcuts: [
        { keys: [palette], does: 'Open the command palette: go to a screen or find a record' },
        { keys: ['?'], does: 'Show the keyboard shortcuts (outside a text field)' },
        { keys: ['Tab'], does: 'From the top of a page: Skip to main content' },
      ],
    },
    {
      // command-palette.tsx
      title: 'Command palette',
      shortcuts: [
        { keys: ['↑', '↓'], does: 'Move through the results' },
        { keys: ['Enter'], does: 'Open the chosen screen or record' },
        { keys: ['Esc'], does: 'Close the palette' },
      ],
    },
    {
      // features/frame/use-form-keys.ts, the kit's dialogs
      title: 'Forms and dialogs',
      shortcuts: [
        { keys: ['Enter'], does: 'Save the form (not in a search box or a money dialog)' },
        { keys: ['Esc'], does: 'Close a dialog or a menu' },
        { keys: ['Alt+←'], does: 'Back closes an open dialog first' },
      ],
    },
    {
      // sidebar.tsx
      title: 'Collapsed sidebar',
      shortcuts: [
        { keys: ['Enter', 'Space', '↓'], does: 'Open a section’s menu' },
        { keys: ['↑', '↓'], does: 'Move through the menu' },
        { keys: ['Esc'], does: 'Go back to the section’s icon' },
      ],
    },
  ];
}
