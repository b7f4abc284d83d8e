/**
 * The browser's Back and Forward, and leaving a dirty form. Back with a dialog open closes the
 * dialog and stays on the page (a dialog holding typed input asks first; one whose call is in
 * flight stays), so Back never throws away a half-typed refund reason or fund amount. Leaving a
 * dirty form asks first however the operator leaves: the sidebar, a Cancel button (both through
 * the dirty-form store), Back and Forward (blocked here and asked the same question), or closing
 * or reloading the tab (the browser's own prompt).
 */
import { topDialog, useDirtyFormStore, type OpenDialog } from '@console/shared';
import { ConfirmDialog } from '@console/shared/ui';
import { useEffect, useRef, useState } from 'react';
import { useBlocker, useNavigate } from 'react-router-dom';
import { catalogue } from '../../i18n/catalogue';

export function UnsavedChangesDialog() {
  const { isDirty, showModal, cancel, confirm } = useDirtyFormStore();
  const navigate = useNavigate();
  const t = catalogue.useT();
  // The dialog Back would close, while the operator decides whether to drop what it holds.
  const [discarding, setDiscarding] = useState<OpenDialog | null>(null);
  // The dialog that was on top when Back was pressed, read then and kept: once blocked, the
  // question this component opens is itself on the dialog stack, and reading the stack again
  // on a later render would take that question for a dialog Back closes.
  const blockedOn = useRef<OpenDialog | undefined>(undefined);
  // While a move is blocked its decision stands: another Back meanwhile (or the router putting the
  // address back) must not read the stack again and find the question there.
  const asking = useRef(false);
  // Only history moves are blocked here: the console's own navigations ask through the store.
  const blocker = useBlocker(({ currentLocation, nextLocation, historyAction }) => {
    if (historyAction !== 'POP') return false;
    if (!asking.current) blockedOn.current = topDialog();
    if (blockedOn.current) return true;
    return isDirty && currentLocation.pathname !== nextLocation.pathname;
  });
  const blocked = blocker.state === 'blocked';
  asking.current = blocked;
  // Back with a dialog open: the page stays, the dialog closes (or asks, or waits on its call).
  const dialog = blocked ? blockedOn.current : undefined;
  useEffect(() => {
    if (!dialog || blocker.state !== 'blocked') return;
    blocker.reset();
    if (dialog.busy()) return;
    if (dialog.holdsInput()) setDiscarding(dialog);
    else dialog.close();
  }, [dialog, blocker]);

  useEffect(() => {
    if (!isDirty) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [isDirty]);

  const leaving = blocked && !dialog;
  // Each time Back is blocked the question is a new dialog: asked again while the last one is
  // still fading out (Back pressed right after Stay on this page), reopening that one left it
  // closed.
  const asked = useRef({ leaving: false, count: 0 });
  if (leaving && !asked.current.leaving) asked.current.count += 1;
  asked.current.leaving = leaving;
  return (
    <>
      <ConfirmDialog
        key={asked.current.count}
        open={showModal || leaving}
        title={t('dialogs.unsavedTitle')}
        text={t('dialogs.unsavedText')}
        confirmLabel={t('dialogs.leave')}
        cancelLabel={t('dialogs.stay')}
        tone="danger"
        onCancel={() => (leaving ? blocker.reset?.() : cancel())}
        onConfirm={() => {
          if (leaving) {
            useDirtyFormStore.getState().reset();
            blocker.proceed?.();
            return;
          }
          const target = confirm();
          if (target) navigate(target);
        }}
      />
      <ConfirmDialog
        open={discarding !== null}
        title={t('dialogs.discardTitle')}
        text={t('dialogs.discardText')}
        confirmLabel={t('dialogs.discard')}
        cancelLabel={t('dialogs.keepEditing')}
        tone="danger"
        onCancel={() => setDiscarding(null)}
        onConfirm={() => {
          discarding?.close();
          setDiscarding(null);
        }}
      />
    </>
  );
}
