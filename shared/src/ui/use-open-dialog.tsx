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

/** Puts the dialog on the stack while `open`; returns the ref its `HoldsInput` fills. */
export function useOpenDialog(open: boolean, close: () => void, busy: boolean): MutableRefObject<boolean> {
  const holds = useRef(false);
  const latest = useRef({ close, busy });
  latest.current = { close, busy };
  useEffect(() => {
    if (!open) return;
    return useDialogStackStore.getState().push({
      close: () => latest.current.close(),
      busy: () => latest.current.busy,
      holdsInput: () => holds.current,
    });
  }, [open]);
  return holds;
}
