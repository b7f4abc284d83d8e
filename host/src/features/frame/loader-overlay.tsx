/** While any call is in flight a veil blocks pointer input; it lifts when all have answered. */
import { useLoaderStore } from '@console/shared';
import { catalogue } from '../../i18n/catalogue';

export function LoaderOverlay() {
  const busy = useLoaderStore((s) => s.inFlight > 0);
  const t = catalogue.useT();
  if (!busy) return null;
  return (
    <div className="loader-overlay" data-testid="loader-overlay">
      <div className="spinner" role="status" aria-label={t('shell.loading')} />
    </div>
  );
}
