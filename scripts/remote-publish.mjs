#!/usr/bin/env node
// Publishes a built remote to the platform: a team's pipeline runs it after uploading the remote's
// dist/ (README "Deploying one remote"). The API fetches the manifest and console-remote.json
// beside it, checks the contract (./routes exposed, @console/shared range satisfied by the host,
// every path known to the host's route table, the version new) and records the version; no tenant
// gets it until an operator makes it current or rolls it out on the platform console.
//
//   DEPLOY_TOKEN=dpl_… pnpm remote:publish <remote> --version X --manifest-url URL [--api URL]
//
// Exit 0: published. Exit 1: refused (the API's message, saying why) or the API not reached.
// Exit 2: the command itself is wrong (a missing option, no DEPLOY_TOKEN). No dependencies: fetch only.
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';

export const DEFAULT_API = 'http://localhost:4000/api';
/** The API checks within 5 s per fetch; this leaves it room for both files and its own work. */
const TIMEOUT_MS = 30_000;

export const USAGE = `Publish a built remote to the platform (it is checked, then listed; no tenant gets it yet).

Usage:
  DEPLOY_TOKEN=dpl_… pnpm remote:publish <remote> --version <semver> --manifest-url <url> [--api <url>]

  <remote>              remote-admin, remote-people, remote-touchpoints or remote-transactions
  --version X           the version being published (new, semver); the build's console-remote.json
                        must say the same (build with REMOTE_VERSION=X)
  --manifest-url URL    where the build's mf-manifest.json is served (http or https); its
                        console-remote.json is read from beside it
  --api URL             the console API (default ${DEFAULT_API})
  --help                this text

  DEPLOY_TOKEN          the remote's deploy token, issued on the platform console (Platform → Deploy tokens)

Then, on the platform console (Platform → Remotes): roll it out to chosen tenants, make it current, or roll back.`;

class UsageError extends Error {}

/** The command line's remote and options, or a UsageError saying what is wrong. */
export function readCommand(argv, env) {
  let parsed;
  try {
    parsed = parseArgs({
      // `pnpm remote:publish -- …` hands the script the `--` too.
      args: argv[0] === '--' ? argv.slice(1) : argv,
      allowPositionals: true,
      options: {
        version: { type: 'string' },
        'manifest-url': { type: 'string' },
        api: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    throw new UsageError(error.message);
  }
  const { values, positionals } = parsed;
  if (values.help) return { help: true };
  if (positionals.length !== 1) {
    throw new UsageError(
      positionals.length === 0
        ? 'Name the remote to publish (e.g. remote-admin).'
        : `One remote at a time: got ${positionals.join(' ')}.`,
    );
  }
  if (!values.version) throw new UsageError('Give the version being published: --version X (e.g. --version 2.0.0).');
  if (!values['manifest-url'])
    throw new UsageError("Give the build's manifest URL: --manifest-url https://…/mf-manifest.json.");
  const token = env.DEPLOY_TOKEN?.trim();
  if (!token) {
    throw new UsageError(
      "Set DEPLOY_TOKEN to the remote's deploy token (issued on the platform console, Platform → Deploy tokens).",
    );
  }
  return {
    remote: positionals[0],
    version: values.version,
    manifestUrl: values['manifest-url'],
    api: (values.api ?? DEFAULT_API).replace(/\/+$/, ''),
    token,
  };
}

/** The API's answer: its status and its JSON body (null when it is not JSON). */
async function post(url, token, body) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-deploy-token': token },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const text = await response.text();
  let json = null;
  try {
    json = JSON.parse(text);
  } catch {
    // Not JSON (a proxy's error page): reported by its status.
  }
  return { status: response.status, json };
}

/** Publishes; the lines to print and the exit code. */
export async function publish({ remote, version, manifestUrl, api, token }) {
  const url = `${api}/platform/remotes/${encodeURIComponent(remote)}/versions`;
  let answer;
  try {
    answer = await post(url, token, { version, manifest_url: manifestUrl });
  } catch (error) {
    const reason =
      error.name === 'TimeoutError'
        ? `no answer within ${TIMEOUT_MS / 1000} s`
        : (error.cause?.code ?? error.cause?.message ?? error.message);
    return { code: 1, err: [`Could not reach the API at ${api} (${reason}): check --api and that the API is up.`] };
  }
  const { status, json } = answer;
  const message = typeof json?.message === 'string' ? json.message : null;
  if (status === 201 || status === 200) {
    const row = json?.data ?? {};
    const paths = Array.isArray(row.paths) ? row.paths.length : '?';
    return {
      code: 0,
      out: [
        `Published ${remote} ${row.version ?? version}: ${paths} paths, @console/shared ${row.shared_range ?? '?'}, from ${row.manifest_url ?? manifestUrl}.`,
        'No tenant gets it yet: on the platform console (Platform → Remotes) roll it out to chosen tenants, or make it current.',
      ],
    };
  }
  if (status >= 400 && status < 500) {
    return { code: 1, err: [`Refused (${status}): ${message ?? 'the API gave no reason.'}`, `Nothing was published.`] };
  }
  return {
    code: 1,
    err: [
      `The API failed (${status})${message ? `: ${message}` : ''}. Nothing was published; try again, or see the API's log.`,
    ],
  };
}

export async function main(argv, env, stdout = process.stdout, stderr = process.stderr) {
  let command;
  try {
    command = readCommand(argv, env);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    stderr.write(`${error.message}\n\n${USAGE}\n`);
    return 2;
  }
  if (command.help) {
    stdout.write(`${USAGE}\n`);
    return 0;
  }
  stdout.write(`Publishing ${command.remote} ${command.version} from ${command.manifestUrl} to ${command.api} …\n`);
  const result = await publish(command);
  for (const line of result.out ?? []) stdout.write(`${line}\n`);
  for (const line of result.err ?? []) stderr.write(`${line}\n`);
  return result.code;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = await main(process.argv.slice(2), process.env);
}
