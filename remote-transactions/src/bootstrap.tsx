// Opened directly (its own port), the remote runs standalone in the dev shell of @console/shared.
import { mountStandalone } from '@console/shared/standalone';
import { routes } from './routes';

mountStandalone('remote-transactions', routes);
