import path from 'node:path';
import { E2E, ROOT } from './env';
import { serveDist, startApi } from './stack';

export default async function globalSetup() {
  const stopApi = await startApi({
    port: E2E.apiPort,
    dataDir: E2E.dataDir,
    jwtSecret: E2E.jwtSecret,
    env: {
      REMOTE_PEOPLE_URL: E2E.peopleManifest,
      REMOTE_ADMIN_URL: E2E.adminManifest,
      CORS_ORIGINS: E2E.hostUrl,
    },
  });
  const stopHost = await serveDist(path.join(ROOT, 'host', 'dist'), E2E.hostPort, E2E.apiUrl, [
    new URL(E2E.peopleManifest).origin,
    new URL(E2E.adminManifest).origin,
  ]);
  const stopPeople = await serveDist(path.join(ROOT, 'remote-people', 'dist'), E2E.peoplePort);
  const stopAdmin = await serveDist(path.join(ROOT, 'remote-admin', 'dist'), E2E.adminPort);
  return async () => {
    await Promise.all([stopHost(), stopPeople(), stopAdmin()]);
    await stopApi();
  };
}
