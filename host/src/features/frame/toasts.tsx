/**
 * The success and error toasts. Each shows for 4 s. A success toast that goes somewhere (back to
 * the list after a save, back one page) goes at once and keeps saying what was done there: the
 * operator is not made to wait on the form they finished.
 */
import { TOAST_MS, useToastStore } from '@console/shared';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { frontDoor } from '../../i18n/front-door';

export function Toasts() {
  const { success, error, after, seq, clear } = useToastStore();
  const navigate = useNavigate();
  const t = frontDoor.useT();
  useEffect(() => {
    if (!success && !error) return;
    if (after && 'redirectTo' in after) navigate(after.redirectTo);
    else if (after && 'goBack' in after) navigate(-1);
    const timer = setTimeout(clear, TOAST_MS);
    return () => clearTimeout(timer);
  }, [seq]); // eslint-disable-line react-hooks/exhaustive-deps
  const message = success ?? error;
  if (!message) return null;
  return (
    <div className={`toast ${success ? 'success' : 'error'}`} role={success ? 'status' : 'alert'}>
      <span data-testid={success ? 'toast-success' : 'toast-error'}>{message}</span>
      <button type="button" aria-label={t('frame.closeNotification')} onClick={clear}>
        ✕
      </button>
    </div>
  );
}
