/** While any call is in flight a veil blocks pointer input; it lifts when all have answered. */
import { useLoaderStore } from '@console/shared';
import { frontDoor } from '../../i18n/front-door';

export function LoaderOverlay() {
  const busy = useLoaderStore((s) => s.inFlight > 0);
  const t = frontDoor.useT();
  if (!busy) return null;
  return (
    <div className="loader-overlay" data-testid="loader-overlay">
      <div className="spinner" role="status" aria-label={t('frame.loading')} />
    </div>
  );
}
