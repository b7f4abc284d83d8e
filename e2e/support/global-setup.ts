import path from 'node:path';
import { E2E, ROOT } from './env';
import { serveDist, startApi, startFeed } from './stack';

export default async function globalSetup() {
  const feed = await startFeed(E2E.feedPort);
  const stopApi = await startApi({
    port: E2E.apiPort,
    dataDir: E2E.dataDir,
    jwtSecret: E2E.jwtSecret,
    env: {
      REMOTE_PEOPLE_URL: E2E.peopleManifest,
      REMOTE_TOUCHPOINTS_URL: E2E.touchpointsManifest,
      REMOTE_TRANSACTIONS_URL: E2E.transactionsManifest,
      REMOTE_ADMIN_URL: E2E.adminManifest,
      CORS_ORIGINS: E2E.hostUrl,
      FEED_PORT: String(E2E.feedPort),
      SYNC_ALLOWED_HOSTS: `127.0.0.1:${E2E.feedPort}`,
      // A replaced token works for 3 s instead of 30, so security.spec.ts sees it end quickly.
      REFRESH_GRACE_SECONDS: '3',
    },
  });
  const stopHost = await serveDist(path.join(ROOT, 'host', 'dist'), E2E.hostPort, E2E.apiUrl, [
    new URL(E2E.peopleManifest).origin,
    new URL(E2E.touchpointsManifest).origin,
    new URL(E2E.transactionsManifest).origin,
    new URL(E2E.adminManifest).origin,
  ]);
  const stopPeople = await serveDist(path.join(ROOT, 'remote-people', 'dist'), E2E.peoplePort);
  const stopTouchpoints = await serveDist(path.join(ROOT, 'remote-touchpoints', 'dist'), E2E.touchpointsPort);
  const stopTransactions = await serveDist(path.join(ROOT, 'remote-transactions', 'dist'), E2E.transactionsPort);
  const stopAdmin = await serveDist(path.join(ROOT, 'remote-admin', 'dist'), E2E.adminPort);
  return async () => {
    await Promise.all([stopHost(), stopPeople(), stopTouchpoints(), stopTransactions(), stopAdmin()]);
    await stopApi();
    await feed.close();
  };
}
