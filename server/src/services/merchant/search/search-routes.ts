/** The command palette's record search: one route, open to whoever may open at least one kind's page. */
import { principalOf } from '../../../plugins/access';
import { route, type App } from '../../../lib/route';
import { SEARCH_CODES, searchRecords } from './search-service';

export default async function searchRoutes(app: App) {
  route(
    app,
    'POST /merchant/search',
    { config: { search: true, access: { permissions: SEARCH_CODES } }, tags: ['search'] },
    (request) => searchRecords(app.db, principalOf(request), request.body),
  );
}
