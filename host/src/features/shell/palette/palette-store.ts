/** Which of the shell's keyboard dialogs is open: the command palette, the shortcuts list, or none. */
import { create } from 'zustand';

type Open = 'palette' | 'shortcuts' | null;

export const usePaletteStore = create<{ open: Open; show(which: Exclude<Open, null>): void; close(): void }>((set) => ({
  open: null,
  show: (which) => set({ open: which }),
  close: () => set({ open: null }),
}));

/** "⌘K" on a Mac, "Ctrl+K" elsewhere: the palette's shortcut as this keyboard says it. */
export function paletteShortcut(): string {
  const platform = typeof navigator === 'undefined' ? '' : navigator.platform;
  return /Mac|iPhone|iPad/.test(platform) ? '⌘K' : 'Ctrl+K';
}
