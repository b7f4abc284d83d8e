/**
 * The shell's global keys: Ctrl+K (⌘K on a Mac) opens the command palette from anywhere, a text
 * field included (not over another dialog); "?" opens the list of keyboard shortcuts when the focus is not in a text field
 * and no dialog is open (there it is a character like any other).
 */
import { useEffect } from 'react';
import { usePaletteStore } from './palette-store';

function typing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (!(target instanceof HTMLInputElement)) return false;
  return !['checkbox', 'radio', 'button', 'submit', 'reset', 'file', 'range', 'color'].includes(target.type);
}

/** A dialog on screen; one closing (still in the page while its exit runs) is already gone for the keys. */
const OPEN_DIALOG = ['dialog', 'alertdialog'].map((role) => `[role="${role}"]:not([data-state="closed"])`).join(', ');
const dialogOpen = () => document.querySelector(OPEN_DIALOG) !== null;

function onKeyDown(event: KeyboardEvent) {
  if (event.defaultPrevented || event.isComposing) return;
  const store = usePaletteStore.getState();
  if ((event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k') {
    event.preventDefault();
    // Over another dialog it waits: that dialog is closed first (Esc), as its own work may be unsaved.
    if (!store.open && !dialogOpen()) store.show('palette');
    return;
  }
  if (event.key !== '?' || event.ctrlKey || event.metaKey || event.altKey) return;
  if (typing(event.target) || store.open || dialogOpen()) return;
  event.preventDefault();
  store.show('shortcuts');
}

export function usePaletteKeys(): void {
  useEffect(() => {
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
