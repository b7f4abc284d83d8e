import path from 'node:path';
import { createConfig } from '@console/shared/webpack';

export default createConfig({
  name: 'host',
  dir: path.dirname(new URL(import.meta.url).pathname),
  host: true,
  runtimePlugins: [path.resolve(path.dirname(new URL(import.meta.url).pathname), 'src/federation/timeout-plugin.ts')],
});
