/**
 * A newer build to load, as the shell's banners say it: "A new version … is available" with its
 * Reload button — for a remote the registry lists with a new version, and for a page whose code a
 * newer build replaced.
 */
import { Alert, Button } from '@console/shared/ui';
import type { ReactNode } from 'react';
import { frontDoor } from '../../i18n/front-door';

export function NewVersionNotice({ children, reload }: { children: ReactNode; reload: () => void }) {
  const t = frontDoor.useT();
  return (
    <Alert.Root status="info" role="status" borderRadius="0" py="2" alignItems="center">
      <Alert.Indicator />
      <Alert.Title flex="1">{children}</Alert.Title>
      <Button size="xs" colorPalette="blue" onClick={reload}>
        {t('errors.reload')}
      </Button>
    </Alert.Root>
  );
}
