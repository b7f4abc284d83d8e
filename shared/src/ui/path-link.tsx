/**
 * A link to another console page that renders as plain text when the operator cannot open it —
 * no permission, or no deployed remote serves the path (the host decides: `useCanOpen`). Leaving a
 * form with unsaved changes by it asks first, like the sidebar; a click that opens a new tab or
 * window leaves nothing and is the browser's.
 */
import { Link } from '@chakra-ui/react';
import type { MouseEvent, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useCanOpen } from '../stores/route-access-store';
import { useDirtyFormStore } from '../stores/dirty-form-store';

export function PathLink({ to, children }: { to: string; children: ReactNode }) {
  const open = useCanOpen(to);
  if (!open) return <>{children}</>;
  return (
    <Link asChild color="brand.fg">
      <RouterLink to={to} onClick={(event) => guardLeaving(event, to)}>
        {children}
      </RouterLink>
    </Link>
  );
}

/** A plain click while a form is dirty opens the unsaved-changes question instead of following the link. */
function guardLeaving(event: MouseEvent, to: string) {
  const newTab = event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
  if (newTab) return;
  if (!useDirtyFormStore.getState().requestNavigation(to)) event.preventDefault();
}
