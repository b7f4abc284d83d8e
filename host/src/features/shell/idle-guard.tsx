/**
 * 60 min without input (250 ms debounce) → "Ideal State Warning"; 5 min later → logout.
 * react-idle-timer shares activity across tabs; the timings come from configuration.
 */
import { consoleConfig, useSessionStore } from '@console/shared';
import { ConfirmDialog } from '@console/shared/ui';
import { useState } from 'react';
import { useIdleTimer } from 'react-idle-timer';

export function IdleGuard() {
  const signOut = useSessionStore((s) => s.signOut);
  const [warning, setWarning] = useState(false);
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
      title="Ideal State Warning"
      text="You will be logged out soon"
      confirmLabel="Logout Now"
      cancelLabel="Stay Logged In"
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
