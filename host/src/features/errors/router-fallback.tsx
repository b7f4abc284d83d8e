/** The router's own fallback when a route fails to render. */
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { frontDoor } from '../../i18n/front-door';

export function RouterFallback() {
  const error = useRouteError();
  const t = frontDoor.useT();
  console.error('route failed', error);
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : '';
  return (
    <div role="alert" className="crash">
      <h1>{t('errors.routeFailed')}</h1>
      {detail && <p>{detail}</p>}
      <button type="button" onClick={() => window.location.assign('/')}>
        {t('errors.goHome')}
      </button>
    </div>
  );
}
