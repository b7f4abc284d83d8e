/**
 * A link to another console page that renders as plain text when the operator cannot open it —
 * no permission, or no deployed remote serves the path (the host decides: `useCanOpen`).
 */
import { Link } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useCanOpen } from '../stores/route-access-store';

export function PathLink({ to, children }: { to: string; children: ReactNode }) {
  const open = useCanOpen(to);
  if (!open) return <>{children}</>;
  return (
    <Link asChild color="brand.fg">
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}
