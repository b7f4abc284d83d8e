/**
 * 60 min without input (250 ms debounce) → "Ideal State Warning"; 5 min later → logout.
 * react-idle-timer shares activity across tabs; the timings come from configuration.
 */
import { consoleConfig, useSessionStore } from '@console/shared';
import { ConfirmDialog } from '@console/shared/ui';
import { useState } from 'react';
import { useIdleTimer } from 'react-idle-timer';
import { catalogue } from '../../i18n/catalogue';

export function IdleGuard() {
  const signOut = useSessionStore((s) => s.signOut);
  const [warning, setWarning] = useState(false);
  const t = catalogue.useT();
  const { idleMs, idlePromptMs } = consoleConfig();
  const timer = useIdleTimer({
    timeout: idleMs + idlePromptMs,
    promptBeforeIdle: idlePromptMs,
    debounce: 250,
    crossTab: true,
    syncTimers: 200,
    name: 'userActive',
    onPrompt: () => setWarning(true),
    onIdle: () => {
      setWarning(false);
      signOut('idle');
    },
    onActive: () => setWarning(false),
  });
  return (
    <ConfirmDialog
      open={warning}
      title={t('dialogs.idleTitle')}
      text={t('dialogs.idleText')}
      confirmLabel={t('dialogs.logoutNow')}
      cancelLabel={t('dialogs.stayLoggedIn')}
      tone="danger"
      onConfirm={() => {
        setWarning(false);
        signOut('user');
      }}
      onCancel={() => {
        setWarning(false);
        timer.activate();
      }}
    />
  );
}
