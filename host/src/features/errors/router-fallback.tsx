/** The router's own fallback when a route fails to render. */
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

export function RouterFallback() {
  const error = useRouteError();
  console.error('route failed', error);
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : '';
  return (
    <div role="alert" className="crash">
      <h1>Unexpected Application Error!</h1>
      {detail && <p>{detail}</p>}
      <button type="button" onClick={() => window.location.assign('/')}>
        Go Home
      </button>
    </div>
  );
}
