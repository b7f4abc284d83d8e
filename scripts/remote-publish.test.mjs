/**
 * `pnpm remote:publish` against a small API on a real socket: what it sends, what it prints and
 * how it exits when the API publishes, refuses or breaks, and when the command itself is wrong.
 * Run by `pnpm test:scripts` (part of `pnpm test:unit`).
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { createServer } from 'node:http';
import path from 'node:path';
import { after, before, beforeEach, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const CLI = path.join(path.dirname(fileURLToPath(import.meta.url)), 'remote-publish.mjs');
const MANIFEST = 'https://cdn.example/remote-admin/2.0.0/mf-manifest.json';

/** Runs the CLI to its end: its exit code and output. */
function run(args, env = {}) {
  return new Promise((resolve) => {
    execFile(process.execPath, [CLI, ...args], { env: { PATH: process.env.PATH, ...env } }, (error, stdout, stderr) =>
      resolve({ code: error ? error.code : 0, stdout, stderr }),
    );
  });
}

describe('pnpm remote:publish', () => {
  /** Each request the API got, and how it answers the next one. */
  let requests;
  let answer;
  let server;
  let api;

  before(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        requests.push({
          method: req.method,
          url: req.url,
          token: req.headers['x-deploy-token'],
          body: JSON.parse(body),
        });
        if (answer === 'hang up') return req.socket.destroy();
        res.writeHead(answer.status, { 'content-type': answer.type ?? 'application/json' });
        res.end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));
      });
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    api = `http://127.0.0.1:${server.address().port}/api`;
  });
  after(() => new Promise((resolve) => server.close(resolve)));
  beforeEach(() => {
    requests = [];
  });

  const publish = (extra = [], env = { DEPLOY_TOKEN: 'dpl_admin' }) =>
    run(['remote-admin', '--version', '2.0.0', '--manifest-url', MANIFEST, '--api', `${api}/`, ...extra], env);

  it('sends the version and manifest URL with the deploy token, and says what follows on success', async () => {
    answer = {
      status: 201,
      body: {
        data: {
          remote: 'remote-admin',
          version: '2.0.0',
          manifest_url: MANIFEST,
          shared_range: '^1.7.0',
          paths: ['/users-list', '/roles'],
          status: 'available',
        },
      },
    };
    const result = await publish();
    assert.deepEqual(requests, [
      {
        method: 'POST',
        url: '/api/platform/remotes/remote-admin/versions',
        token: 'dpl_admin',
        body: { version: '2.0.0', manifest_url: MANIFEST },
      },
    ]);
    assert.equal(result.code, 0, result.stderr);
    assert.match(
      result.stdout,
      /Published remote-admin 2\.0\.0: 2 paths, @console\/shared \^1\.7\.0, from https:\/\/cdn/,
    );
    assert.match(result.stdout, /roll it out to chosen tenants, or make it current/);
    assert.equal(result.stderr, '');
  });

  it("exits 1 with the API's reason when it refuses the build", async () => {
    const message =
      'remote-admin 2.0.0 needs @console/shared ^1.8.0, but the host has 1.7.0: deploy the host first, then publish this remote.';
    answer = { status: 422, body: { message } };
    const result = await publish();
    assert.equal(result.code, 1);
    assert.equal(result.stderr, `Refused (422): ${message}\nNothing was published.\n`);
    assert.doesNotMatch(result.stdout, /Published/);
  });

  it('exits 1 on a deploy token the API does not accept', async () => {
    answer = { status: 401, body: { message: 'A valid deploy token is needed.' } };
    const result = await publish([], { DEPLOY_TOKEN: 'dpl_revoked' });
    assert.equal(requests[0].token, 'dpl_revoked');
    assert.equal(result.code, 1);
    assert.match(result.stderr, /^Refused \(401\): A valid deploy token is needed\.$/m);
  });

  it('exits 1 when the API fails or answers something that is not JSON', async () => {
    answer = { status: 502, type: 'text/html', body: '<html>Bad gateway</html>' };
    const result = await publish();
    assert.equal(result.code, 1);
    assert.match(result.stderr, /^The API failed \(502\)\. Nothing was published; try again, or see the API's log\.$/m);
  });

  it('exits 1 saying where it tried when the connection breaks', async () => {
    answer = 'hang up';
    const result = await publish();
    assert.equal(result.code, 1);
    assert.match(result.stderr, new RegExp(`^Could not reach the API at ${api} \\(.+\\): check --api`, 'm'));
  });

  it('exits 2 without calling the API when the command is incomplete, saying what is missing', async () => {
    const cases = [
      [[], { DEPLOY_TOKEN: 'dpl_admin' }, 'Name the remote to publish'],
      [['remote-admin', '--manifest-url', MANIFEST], { DEPLOY_TOKEN: 'dpl_admin' }, 'Give the version being published'],
      [['remote-admin', '--version', '2.0.0'], { DEPLOY_TOKEN: 'dpl_admin' }, "Give the build's manifest URL"],
      [['remote-admin', '--version', '2.0.0', '--manifest-url', MANIFEST], {}, 'Set DEPLOY_TOKEN'],
      [['remote-admin', '--verison', '2.0.0'], { DEPLOY_TOKEN: 'dpl_admin' }, "Unknown option '--verison'"],
    ];
    for (const [args, env, reason] of cases) {
      const result = await run([...args, '--api', api], env);
      assert.equal(result.code, 2, args.join(' '));
      assert.ok(result.stderr.startsWith(reason), result.stderr);
      assert.match(result.stderr, /Usage:/);
    }
    assert.deepEqual(requests, []);
  });

  it('prints its usage on --help', async () => {
    const result = await run(['--help']);
    assert.equal(result.code, 0);
    assert.match(result.stdout, /pnpm remote:publish <remote> --version <semver> --manifest-url <url> \[--api <url>\]/);
    assert.match(result.stdout, /DEPLOY_TOKEN/);
  });
});
