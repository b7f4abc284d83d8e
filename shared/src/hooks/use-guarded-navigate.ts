/**
 * Navigation that respects the unsaved-changes guard: with a dirty form it opens the
 * shell's "You currently have unsaved changes" dialog instead, which navigates on "Leave this page".
 */
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useDirtyFormStore } from '../stores/dirty-form-store';

export function useGuardedNavigate(): (path: string) => void {
  const navigate = useNavigate();
  return useCallback(
    (path: string) => {
      if (useDirtyFormStore.getState().requestNavigation(path)) void navigate(path);
    },
    [navigate],
  );
}
