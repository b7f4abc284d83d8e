/** The logout confirmation; logging out also revokes the refresh on the server. */
import { useSessionStore } from '@console/shared';
import { ConfirmDialog } from '@console/shared/ui';
import { useState } from 'react';
import { catalogue } from '../../i18n/catalogue';
import { logOut } from './api/log-out';

export function LogoutDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const signOut = useSessionStore((s) => s.signOut);
  const [busy, setBusy] = useState(false);
  const t = catalogue.useT();
  return (
    <ConfirmDialog
      open={open}
      title={t('dialogs.logoutTitle')}
      text={t('dialogs.logoutText')}
      confirmLabel={t('dialogs.yesLogout')}
      cancelLabel={t('dialogs.cancel')}
      tone="danger"
      busy={busy}
      onCancel={onClose}
      onConfirm={async () => {
        setBusy(true);
        // Signing out locally never waits on, nor depends on, the server's answer.
        await logOut();
        setBusy(false);
        onClose();
        signOut('user');
      }}
    />
  );
}
