/** The logout confirmation; logging out also revokes the refresh on the server. */
import { useSessionStore } from '@console/shared';
import { ConfirmDialog } from '@console/shared/ui';
import { useState } from 'react';
import { logOut } from './api/log-out';

export function LogoutDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const signOut = useSessionStore((s) => s.signOut);
  const [busy, setBusy] = useState(false);
  return (
    <ConfirmDialog
      open={open}
      title="Are you sure you want to logout?"
      text="You will be signed out of your account and redirected to the login page."
      confirmLabel="Yes, Logout"
      cancelLabel="Cancel"
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
