/**
 * The success and error toasts (SPEC §4, §8). A success toast closes after 4 s and then
 * redirects or goes back one page when asked to; an error toast stays 4 s too.
 */
import { TOAST_MS, useToastStore } from '@console/shared';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

export function Toasts() {
  const { success, error, after, seq, clear } = useToastStore();
  const navigate = useNavigate();
  useEffect(() => {
    if (!success && !error) return;
    const timer = setTimeout(() => {
      clear();
      if (after && 'redirectTo' in after) navigate(after.redirectTo);
      else if (after && 'goBack' in after) navigate(-1);
    }, TOAST_MS);
    return () => clearTimeout(timer);
  }, [seq]); // eslint-disable-line react-hooks/exhaustive-deps
  const message = success ?? error;
  if (!message) return null;
  return (
    <div className={`toast ${success ? 'success' : 'error'}`} role={success ? 'status' : 'alert'}>
      <span data-testid={success ? 'toast-success' : 'toast-error'}>{message}</span>
      <button type="button" aria-label="Close notification" onClick={clear}>
        ✕
      </button>
    </div>
  );
}
