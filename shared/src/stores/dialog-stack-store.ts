/**
 * The dialogs open now, the newest last, so the browser's Back closes a dialog before it leaves
 * the page (the host's history guard asks `topDialog()` when Back is pressed). Every dialog of
 * the kit registers itself while open (`Modal`, `ConfirmDialog`); one that holds what the
 * operator typed says so (`HoldsInput`) and Back asks before throwing it away.
 */
import { create } from 'zustand';

export interface OpenDialog {
  /** Closes it as its Cancel does. */
  close(): void;
  /** A call in flight: the dialog cannot be closed now. */
  busy(): boolean;
  /** It holds what the operator typed. */
  holdsInput(): boolean;
  /**
   * The operator has just answered or dismissed it (Cancel, Escape) and it is closing: Back no
   * longer closes it, though it stays on the stack until its close is rendered — a Back pressed in
   * between is the operator's next move, not a second Cancel of this dialog.
   */
  dismissed?(): boolean;
}

interface DialogStackState {
  stack: OpenDialog[];
  /** Registers an open dialog; returns its removal. */
  push(dialog: OpenDialog): () => void;
}

export const useDialogStackStore = create<DialogStackState>((set) => ({
  stack: [],
  push: (dialog) => {
    set((s) => ({ stack: [...s.stack, dialog] }));
    return () => set((s) => ({ stack: s.stack.filter((d) => d !== dialog) }));
  },
}));

/** The dialog Back closes first, if one is open (one the operator has just dismissed is not). */
export const topDialog = (): OpenDialog | undefined =>
  useDialogStackStore
    .getState()
    .stack.filter((dialog) => !dialog.dismissed?.())
    .at(-1);
