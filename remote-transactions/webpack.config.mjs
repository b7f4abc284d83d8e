import path from 'node:path';
import { createConfig } from '@console/shared/webpack';

export default createConfig({
  name: 'remote-transactions',
  dir: path.dirname(new URL(import.meta.url).pathname),
  exposes: { './routes': './src/routes.tsx' },
});
