/**
 * A report's file lives in the database: made by one instance, it downloads from another that has
 * its own data dir and works no queue, byte for byte what was mailed — and removing the first
 * instance's disk loses nothing. A file whose bytes are gone answers 410 with a message.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { App } from '../src/lib/route';
import { createTestContext, TEST_JWT_SECRET, type TestContext } from './helper';
import { REPORT, waitForJob } from './report-fixtures';
import { startSmtpReceiver, type SmtpReceiver } from './smtp-receiver';

describe('report files any instance serves', () => {
  let smtp: SmtpReceiver;
  let t: TestContext;
  let other: App;
  let dataDir: string;
  let otherDir: string;
  let admin: string;

  before(async () => {
    smtp = await startSmtpReceiver();
    dataDir = mkdtempSync(path.join(tmpdir(), 'report-files-a-'));
    otherDir = mkdtempSync(path.join(tmpdir(), 'report-files-b-'));
    t = await createTestContext({ dataDir, smtpUrl: smtp.url, jobWorkers: 'all', jobPollSeconds: 1 });
    // A second instance on the same database: its own disk, serving requests only.
    const config = loadConfig(
      { DATA_DIR: otherDir, REMOTES_CONFIG: '/nonexistent-remotes.json' },
      { ...t.config, dataDir: otherDir, jobWorkers: [], jwtSecret: TEST_JWT_SECRET },
    );
    other = await buildApp(config, t.database);
    await other.ready();
    admin = await t.login('admin@demo.local');
  });
  after(async () => {
    await other.close();
    await t.close();
    await smtp.close();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(otherDir, { recursive: true, force: true });
  });

  const download = (app: App, id: number) =>
    app.inject({
      method: 'GET',
      url: `${REPORT}/reports/${id}/download`,
      headers: { authorization: `Bearer ${admin}` },
    });

  it('downloads from another instance exactly what was mailed, after the first one lost its disk', async () => {
    const res = await t.call(admin, 'POST', `${REPORT}/reports/audit`, { format: 'csv', filters: { range: '1m' } });
    assert.equal(res.status, 202, JSON.stringify(res.body));
    const id = res.body.data.id as number;
    await waitForJob(t, admin, id, 'sent');
    const name = `audit-log-report-${id}.csv`;
    const mail = await smtp.waitFor((m) => m.attachments.some((a) => a.filename === name));
    const mailed = mail.attachments.find((a) => a.filename === name)!.content;
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
