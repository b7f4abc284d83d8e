/**
 * Ports and secrets of the e2e stack: apart from the dev ports so a running console is left alone.
 * `E2E_PORT_OFFSET` moves every port (and the data dir) so two checkouts can run the suite at once.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
const port = (n: number) => n + offset;

export const E2E = {
  apiPort: port(4100),
  hostPort: port(3100),
  peoplePort: port(3101),
  touchpointsPort: port(3102),
  transactionsPort: port(3103),
  adminPort: port(3104),
  /** The reference channel feed (scripts/reference-feed.mjs); the API may fetch only from it. */
  feedPort: port(3190),
  apiUrl: `http://127.0.0.1:${port(4100)}`,
  hostUrl: `http://localhost:${port(3100)}`,
  peopleManifest: `http://localhost:${port(3101)}/mf-manifest.json`,
  touchpointsManifest: `http://localhost:${port(3102)}/mf-manifest.json`,
  transactionsManifest: `http://localhost:${port(3103)}/mf-manifest.json`,
  adminManifest: `http://localhost:${port(3104)}/mf-manifest.json`,
  feedUrl: `http://127.0.0.1:${port(3190)}`,
  /** Known to the tests so they can mint an expired token the real server rejects. */
  jwtSecret: 'e2e-secret-0123456789-abcdefghijklmnopqrstuvwxyz',
  dataDir: path.join(ROOT, 'e2e', `.data${offset ? `-${offset}` : ''}`),
  stateFile: path.join(ROOT, 'e2e', `.data${offset ? `-${offset}` : ''}`, 'stack.json'),
};
