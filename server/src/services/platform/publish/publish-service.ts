/**
 * Publishing a remote's build from its team's pipeline (`pnpm remote:publish`, with the remote's
 * deploy token): the version is semver and new, the manifest URL http(s); the manifest and the
 * build's console-remote.json beside it are fetched (each within the limits) and held to the
 * contract (`checkRemoteContract`: a federation manifest exposing ./routes, a @console/shared
 * range the host satisfies, only paths the host's route table gives the remote). A refusal says
 * why and writes nothing; an accepted version is available, and current when it is the remote's first.
 */
import { checkRemoteContract, REMOTE_INFO_FILE } from '@console/shared/contracts/remote-contract';
import { hostPaths } from '@console/shared/contracts/route-table';
import type { PublishBody, RemoteVersion } from '@console/shared/contracts';
import type { Db } from '../../../db/client';
import { recordAudit } from '../../../lib/audit';
import { badRequest, conflict, forbidden, HttpError, unprocessable } from '../../../lib/http-errors';
import * as deployTokensRepo from '../deploy-tokens/deploy-tokens-repository';
import type { DeployCaller } from '../deploy-tokens/deploy-tokens-service';
import { PLATFORM_TENANT_ID } from '../remotes/remote-changes';
import { isHttpUrl } from '../remotes/remote-config';
import * as remotesRepo from '../remotes/remotes-repository';
import { toVersion } from '../remotes/remotes-service';
import { fetchBuildFile, type FetchLimits } from './fetch-build-file';

/** A semantic version (semver.org's own expression). */
const SEMVER =
  /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-((?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\.(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\+([0-9a-zA-Z-]+(?:\.[0-9a-zA-Z-]+)*))?$/;

export interface PublishSettings extends FetchLimits {
  /** The host's @console/shared version, which the build's range must admit. */
  hostSharedVersion: string;
}

const refused = (messages: string[]) =>
  new HttpError(
    422,
    messages.join(' '),
    'CONTRACT_REFUSED',
    messages.map((message) => ({ field: 'manifest_url', message })),
  );

export async function publishVersion(
  db: Db,
  caller: DeployCaller & { ip: string | null },
  settings: PublishSettings,
  remote: string,
  body: PublishBody,
): Promise<RemoteVersion> {
  const { version, manifest_url: manifestUrl } = body;
  if (caller.remote !== remote) {
    throw forbidden(`This deploy token publishes ${caller.remote}, not ${remote}.`);
  }
  if (!SEMVER.test(version)) {
    throw badRequest(`"${version}" is not a semantic version: give one like 2.0.0.`, 'VERSION_NOT_SEMVER');
  }
  if (await remotesRepo.findVersion(db, remote, version)) {
    throw conflict(`${remote} ${version} is published already: publish a new version.`, 'VERSION_EXISTS');
  }
  if (!isHttpUrl(manifestUrl)) {
    throw badRequest("The manifest URL must be an http(s) URL of the build's mf-manifest.json.", 'MANIFEST_URL');
  }
  const manifest = await fetchBuildFile(manifestUrl, 'The manifest', settings);
  if (!manifest.ok) throw unprocessable(manifest.message, 'MANIFEST_UNREADABLE');
  const infoUrl = new URL(REMOTE_INFO_FILE, manifestUrl).toString();
  const info = await fetchBuildFile(infoUrl, REMOTE_INFO_FILE, settings);
  if (!info.ok) throw unprocessable(info.message, 'MANIFEST_UNREADABLE');
  const refusals = checkRemoteContract({
    remote,
    version,
    manifest: manifest.value,
    info: info.value,
    hostSharedVersion: settings.hostSharedVersion,
    hostPaths: hostPaths(remote),
  });
  if (refusals.length > 0) throw refused(refusals);
  const declared = info.value as { shared: { '@console/shared': string }; paths: string[] };
  const row = await db.transaction(async (tx) => {
    const row = await remotesRepo.insertVersion(tx, {
      remote,
      version,
      manifestUrl,
      sharedRange: declared.shared['@console/shared'],
      paths: declared.paths,
      publishedBy: caller.name,
    });
    if (!row) throw conflict(`${remote} ${version} is published already: publish a new version.`, 'VERSION_EXISTS');
    // A remote's first version is its current one: there is nothing else to serve.
    await remotesRepo.insertRelease(tx, remote, version);
    await deployTokensRepo.markTokenUsed(tx, caller.tokenId);
    await recordAudit(
      tx,
      { tenantId: PLATFORM_TENANT_ID, userId: null, email: `deploy token: ${caller.name}`, ip: caller.ip },
      {
        action: 'publish',
        entity: 'remote_version',
        entityId: `${remote}@${version}`,
        after: { manifest_url: manifestUrl, shared_range: row.sharedRange, paths: row.paths },
      },
    );
    return row;
  });
  return toVersion(row, 0);
}
