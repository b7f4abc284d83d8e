/**
 * Success and error toasts: showing one clears the other; each lasts 4 s. A success toast may
 * take the operator somewhere (a path, or back one page): the host goes there at once and the
 * toast keeps showing on arrival.
 */
import { create } from 'zustand';
import { kit } from '../i18n/kit-messages';

export const TOAST_MS = 4000;

export type AfterToast = { redirectTo: string } | { goBack: true } | undefined;

interface ToastState {
  success: string | null;
  error: string | null;
  /** Where the success toast takes the operator; the host's navigator goes there as it shows. */
  after: AfterToast;
  /** Bumped per toast so an identical message shows again. */
  seq: number;
  showSuccess(message?: string, after?: AfterToast): void;
  showError(message: string): void;
  clear(): void;
}

/** A read or a sign-in the server has not answered within `ANSWER_WITHIN_MS`: it says so instead of spinning. */
export const ANSWER_WITHIN_MS = 10_000;

export const useToastStore = create<ToastState>((set) => ({
  success: null,
  error: null,
  after: undefined,
  seq: 0,
  // The generic texts are said in the language shown when the toast is.
  showSuccess: (message, after) =>
    set((s) => ({ success: message ?? kit.t('api.genericSuccess'), error: null, after, seq: s.seq + 1 })),
  showError: (message) =>
    set((s) => ({ error: message || kit.t('api.genericError'), success: null, after: undefined, seq: s.seq + 1 })),
  clear: () => set({ success: null, error: null, after: undefined }),
}));
