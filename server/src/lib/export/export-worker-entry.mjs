// The export worker's entry. Node 20 does not carry `--import tsx` into worker threads, so the
// worker registers tsx's loader itself before it loads the TypeScript worker.
import { register } from 'tsx/esm/api';

register();
await import('./export-worker.ts');
