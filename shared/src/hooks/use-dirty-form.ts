/** Tells the unsaved-changes guard whether this form is dirty, and forgets it on leaving. */
import { useEffect } from 'react';
import { useDirtyFormStore } from '../stores/dirty-form-store';

export function useDirtyForm(dirty: boolean): void {
  const setDirty = useDirtyFormStore((s) => s.setDirty);
  useEffect(() => setDirty(dirty), [dirty, setDirty]);
  useEffect(() => () => useDirtyFormStore.getState().reset(), []);
}
