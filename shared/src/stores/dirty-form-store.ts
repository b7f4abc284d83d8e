/**
 * The unsaved-changes guard: a form marks itself dirty; a navigation check opens the
 * confirm dialog only when dirty and remembers the target; Cancel resets the request.
 */
import { create } from 'zustand';

interface DirtyFormState {
  isDirty: boolean;
  /** Where the operator asked to go while the form was dirty. */
  targetPath: string | null;
  showModal: boolean;
  setDirty(dirty: boolean): void;
  /** True when navigation may proceed now; otherwise the dialog opens for `path`. */
  requestNavigation(path: string): boolean;
  /** Stay on this page. */
  cancel(): void;
  /** Leave this page: forget the dirty flag and hand back where to go. */
  confirm(): string | null;
  reset(): void;
}

export const useDirtyFormStore = create<DirtyFormState>((set, get) => ({
  isDirty: false,
  targetPath: null,
  showModal: false,
  setDirty: (isDirty) => set({ isDirty }),
  requestNavigation: (path) => {
    if (!get().isDirty) return true;
    set({ targetPath: path, showModal: true });
    return false;
  },
  cancel: () => set({ targetPath: null, showModal: false }),
  confirm: () => {
    const target = get().targetPath;
    set({ isDirty: false, targetPath: null, showModal: false });
    return target;
  },
  reset: () => set({ isDirty: false, targetPath: null, showModal: false }),
}));
