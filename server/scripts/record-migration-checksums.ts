/**
 * Records a new migration's checksum in drizzle/checksums.json (`pnpm --filter @console/server
 * migrations:checksum`); a migration already recorded is never rewritten.
 */
import { recordChecksums } from './migration-checksums';

const { recorded, problems } = recordChecksums();
for (const file of recorded) console.log(`recorded ${file}`);
if (problems.length > 0) {
  for (const problem of problems) console.error(problem);
  console.error(
    'Nothing was written. A migration recorded on this branch that has not shipped may still change:' +
      ' delete its entry from server/drizzle/checksums.json and run this again.',
  );
  process.exitCode = 1;
} else if (recorded.length === 0) {
  console.log('every migration is recorded already');
}
