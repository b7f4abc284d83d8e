/**
 * A report's file lives in the database: made by one instance, it downloads from another that has
 * its own data dir and works no queue, byte for byte what was mailed — and removing the first
 * instance's disk loses nothing. A file whose bytes are gone answers 410 with a message.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { App } from '../src/lib/route';
import { TEST_JWT_SECRET, withServer, type TestContext } from './helper';
import { mailedReport, REPORT, startReportServer, waitForJob, type ReportServer } from './report-fixtures';

/** A report server, and a second instance on the same database: its own disk, serving requests only. */
async function startTwoInstances() {
  const server = await startReportServer('report-files-a');
  const otherDir = mkdtempSync(path.join(tmpdir(), 'report-files-b-'));
  const config = loadConfig(
    { DATA_DIR: otherDir, REMOTES_CONFIG: '/nonexistent-remotes.json' },
    { ...server.t.config, dataDir: otherDir, jobWorkers: [], jwtSecret: TEST_JWT_SECRET },
  );
  const other = await buildApp(config, server.t.database);
  await other.ready();
  return {
    ...server,
    other,
    close: async () => {
      await other.close();
      await server.close();
      rmSync(otherDir, { recursive: true, force: true });
    },
  };
}

describe('report files any instance serves', () => {
  let server: ReportServer, t: TestContext, other: App, dataDir: string, admin: string;
  withServer(startTwoInstances, async (started) => {
    ({ t, other, dataDir } = server = started);
    admin = await t.login('admin@demo.local');
  });

  const download = (app: App, id: number) =>
    app.inject({
      method: 'GET',
      url: `${REPORT}/reports/${id}/download`,
      headers: { authorization: `Bearer ${admin}` },
    });

  it('downloads from another instance exactly what was mailed, after the first one lost its disk', async () => {
    const body = { format: 'csv', filters: { range: '1m' } };
    const { id, attachment: mailed } = await mailedReport(server, admin, '/reports/audit', body, 'audit-log-report');
    rmSync(dataDir, { recursive: true, force: true });

    const fromOther = await download(other, id);
    assert.equal(fromOther.statusCode, 200, fromOther.body);
    assert.deepEqual(fromOther.rawPayload, mailed);
    const fromFirst = await download(t.app, id);
    assert.deepEqual(fromFirst.rawPayload, mailed);
  });

  it('answers 410 with a message when the stored bytes are gone', async () => {
    const res = await t.call(admin, 'POST', `${REPORT}/reports/audit`, { format: 'xlsx', filters: { range: '1d' } });
    const id = res.body.data.id as number;
    await waitForJob(t, admin, id, 'sent');
    await t.database.db.execute(sql`delete from report_files where report_id = ${id}`);
    const gone = await download(other, id);
    assert.equal(gone.statusCode, 410);
    assert.match(JSON.parse(gone.body).message, /no longer kept: send the report again/);
  });
});
