/**
 * The boot's import of the configured remotes: made once for a remote with no release, by any
 * number of processes booting at once, and never over what the platform has decided since.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { bootstrapRemotes } from '../src/services/platform';
import { createTestContext, type TestContext } from './helper';

const deployments = {
  'remote-admin': { current: '1.0.0', versions: { '1.0.0': 'http://localhost:3004/mf-manifest.json' } },
  'remote-people': {
    current: '2.0.0',
    versions: {
      '1.0.0': 'https://cdn.example.in/people/1/mf-manifest.json',
      '2.0.0': 'https://cdn.example.in/people/2/mf-manifest.json',
    },
  },
};

describe('importing the configured remotes at boot', () => {
  let t: TestContext;
  before(async () => {
    t = await createTestContext();
  });
  after(() => t.close());

  const rows = async () =>
    (
      (await t.database.db.execute(
        sql`select r.remote, r.current_version, count(v.version)::int as versions, min(v.published_by) as by
              from remote_releases r join remote_versions v using (remote) group by r.remote, r.current_version
             order by r.remote`,
      )) as unknown as { rows: unknown[] }
    ).rows;

  it('imports each remote once, however many processes boot at once', async () => {
    await Promise.all([bootstrapRemotes(t.database.db, deployments), bootstrapRemotes(t.database.db, deployments)]);
    assert.deepEqual(await rows(), [
      { remote: 'remote-admin', current_version: '1.0.0', versions: 1, by: 'bootstrap' },
      { remote: 'remote-people', current_version: '2.0.0', versions: 2, by: 'bootstrap' },
    ]);
  });

  it('leaves a released remote as the platform set it', async () => {
    await t.database.db.execute(
      sql`update remote_releases set current_version = '1.0.0' where remote = 'remote-people'`,
    );
    await bootstrapRemotes(t.database.db, {
      ...deployments,
      'remote-people': { current: '3.0.0', versions: { '3.0.0': 'https://cdn.example.in/people/3/mf-manifest.json' } },
    });
    assert.deepEqual(await rows(), [
      { remote: 'remote-admin', current_version: '1.0.0', versions: 1, by: 'bootstrap' },
      { remote: 'remote-people', current_version: '1.0.0', versions: 2, by: 'bootstrap' },
    ]);
  });
});
