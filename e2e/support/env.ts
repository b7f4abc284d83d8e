/** Ports and secrets of the e2e stack: apart from the dev ports so a running console is left alone. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export const E2E = {
  apiPort: 4100,
  hostPort: 3100,
  peoplePort: 3101,
  adminPort: 3104,
  apiUrl: 'http://127.0.0.1:4100',
  hostUrl: 'http://localhost:3100',
  peopleManifest: 'http://localhost:3101/mf-manifest.json',
  adminManifest: 'http://localhost:3104/mf-manifest.json',
  /** Known to the tests so they can mint an expired token the real server rejects. */
  jwtSecret: 'e2e-secret-0123456789-abcdefghijklmnopqrstuvwxyz',
  dataDir: path.join(ROOT, 'e2e', '.data'),
  stateFile: path.join(ROOT, 'e2e', '.data', 'stack.json'),
};
