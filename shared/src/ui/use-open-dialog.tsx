/**
 * What the kit's dialogs share with the browser's Back: while open, a dialog is on the dialog
 * stack (Back closes it before it leaves the page), and what it holds says whether the operator
 * typed into it (`<HoldsInput when={…} />` inside the dialog), for Back to ask first.
 */
import { createContext, useContext, useEffect, useRef, type MutableRefObject } from 'react';
import { useDialogStackStore } from '../stores/dialog-stack-store';

const DialogInput = createContext<MutableRefObject<boolean> | null>(null);
export const DialogInputProvider = DialogInput.Provider;

/** Inside a dialog: it holds what the operator typed while `when` is true. */
export function HoldsInput({ when }: { when: boolean }) {
  const holds = useContext(DialogInput);
  useEffect(() => {
    if (!holds) return;
    holds.current = when;
    return () => {
      holds.current = false;
    };
  }, [holds, when]);
  return null;
}

export interface OpenDialogHandle {
  /** The ref its `HoldsInput` fills. */
  holdsInput: MutableRefObject<boolean>;
  /**
   * Call as the operator dismisses it (its Cancel, Escape): from that moment Back leaves it out,
   * before the close is rendered and it leaves the stack.
   */
  dismiss(): void;
}

/** Puts the dialog on the stack while `open`. */
export function useOpenDialog(open: boolean, close: () => void, busy: boolean): OpenDialogHandle {
  const holds = useRef(false);
  const dismissed = useRef(false);
  const latest = useRef({ close, busy });
  latest.current = { close, busy };
  useEffect(() => {
    if (!open) return;
    dismissed.current = false;
    return useDialogStackStore.getState().push({
      close: () => latest.current.close(),
      busy: () => latest.current.busy,
      holdsInput: () => holds.current,
      dismissed: () => dismissed.current,
    });
  }, [open]);
  return {
    holdsInput: holds,
    dismiss: () => {
      dismissed.current = true;
    },
  };
}
