/**
 * Whether a remote's build may be published to the host that runs here: the one check the API
 * (on publish), the publishing CLI and CI (on the built dist/ folders) all run. Pure: the caller
 * fetches or reads the two files a build writes side by side in dist/ — `mf-manifest.json` (the
 * Module Federation manifest) and `console-remote.json` (the remote's name, version, the
 * `@console/shared` range it was built against and the paths its `./routes` serves).
 * "Is this version new" is not asked here; only the registry knows that.
 */
import semver from 'semver';

/** The file a remote's build writes beside `mf-manifest.json` (shared/build/webpack.mjs). */
export const REMOTE_INFO_FILE = 'console-remote.json';
/** The one module every remote exposes. */
export const REMOTE_EXPOSE = './routes';

export interface RemoteInfo {
  name: string;
  version: string;
  shared: { '@console/shared': string };
  paths: string[];
}

export interface RemoteContractInput {
  /** The remote being published (`remote-admin`). */
  remote: string;
  /** The version being published. */
  version: string;
  /** `mf-manifest.json` as parsed JSON. */
  manifest: unknown;
  /** `console-remote.json` as parsed JSON. */
  info: unknown;
  /** The host's `@console/shared` version (shared/package.json). */
  hostSharedVersion: string;
  /** The host route table's paths for that remote (`hostPaths(remote)`). */
  hostPaths: readonly string[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const BUILD_HINT = 'build it with the console’s webpack config (createConfig in shared/build/webpack.mjs)';

/** The refusals of the manifest; the exposes it offers when it is one. */
function manifestRefusals(remote: string, manifest: unknown, hostSharedVersion: string, infoRange: unknown): string[] {
  const entry = isRecord(manifest) && isRecord(manifest.metaData) ? manifest.metaData.remoteEntry : undefined;
  if (!isRecord(manifest) || !isRecord(entry) || typeof entry.name !== 'string' || !Array.isArray(manifest.exposes)) {
    return [
      `The manifest is not a Module Federation manifest (it needs metaData.remoteEntry and exposes): publish the URL of the mf-manifest.json in the remote's dist/.`,
    ];
  }
  const refusals: string[] = [];
  const federationName = remote.replace(/-/g, '_');
  if (manifest.name !== federationName) {
    refusals.push(
      `The manifest is the build of ${JSON.stringify(manifest.name)}, not of ${remote} (${federationName}): publish ${remote}'s own mf-manifest.json.`,
    );
  }
  const exposed = manifest.exposes.map((e) => (isRecord(e) ? e.path : undefined)).filter((p) => typeof p === 'string');
  if (!exposed.includes(REMOTE_EXPOSE)) {
    refusals.push(
      `The manifest does not expose ${REMOTE_EXPOSE} (it exposes ${exposed.length ? exposed.join(', ') : 'nothing'}): a remote exposes its pages as ${REMOTE_EXPOSE}; ${BUILD_HINT}.`,
    );
  }
  // The federation runtime refuses a remote whose required @console/shared the host does not provide
  // (said once: console-remote.json's refusal names the same range).
  const sharedEntry = Array.isArray(manifest.shared)
    ? manifest.shared.find((s) => isRecord(s) && s.name === '@console/shared')
    : undefined;
  const required = isRecord(sharedEntry) ? sharedEntry.requiredVersion : undefined;
  if (
    typeof required === 'string' &&
    required !== infoRange &&
    semver.validRange(required) &&
    !semver.satisfies(hostSharedVersion, required)
  ) {
    refusals.push(
      `The manifest requires @console/shared ${required}, but the host has ${hostSharedVersion}: deploy the host first, then publish this remote.`,
    );
  }
  return refusals;
}

const sharedRangeOf = (info: unknown): unknown =>
  isRecord(info) && isRecord(info.shared) ? info.shared['@console/shared'] : undefined;

function infoRefusals(input: RemoteContractInput): string[] {
  const { remote, version, info, hostSharedVersion, hostPaths } = input;
  if (!isRecord(info)) {
    return [`${REMOTE_INFO_FILE} is not a JSON object beside the manifest: ${BUILD_HINT}, which writes it.`];
  }
  const refusals: string[] = [];
  if (info.name !== remote) {
    refusals.push(
      `${REMOTE_INFO_FILE} names ${JSON.stringify(info.name)}, not ${remote}: this is another remote's build; publish ${remote}'s own.`,
    );
  }
  if (info.version !== version) {
    refusals.push(
      `${REMOTE_INFO_FILE} says version ${JSON.stringify(info.version)}, but ${version} is being published: build with REMOTE_VERSION=${version}, or publish the version that was built.`,
    );
  }
  const range = sharedRangeOf(info);
  if (typeof range !== 'string' || !semver.validRange(range)) {
    refusals.push(
      `${REMOTE_INFO_FILE} gives no valid @console/shared range (${JSON.stringify(range ?? null)}): declare "@console/shared": "workspace:^x.y.z" in the remote's package.json and build it again.`,
    );
  } else if (!semver.satisfies(hostSharedVersion, range)) {
    refusals.push(
      `${remote} ${version} needs @console/shared ${range}, but the host has ${hostSharedVersion}: deploy the host first, then publish this remote.`,
    );
  }
  if (!Array.isArray(info.paths) || !info.paths.every((p) => typeof p === 'string' && p.startsWith('/'))) {
    refusals.push(`${REMOTE_INFO_FILE} gives no list of paths (each starting with /): ${BUILD_HINT}.`);
  } else {
    const known = new Set(hostPaths);
    for (const path of info.paths as string[]) {
      if (!known.has(path)) {
        refusals.push(
          `${remote} serves ${path}, which the host's route table does not give to ${remote}: add it to the route table (shared/src/contracts/route-table.ts), deploy the host, then publish.`,
        );
      }
    }
  }
  return refusals;
}

/** The reasons `version` of `remote` would be refused, each saying why and what to do; [] = accepted. */
export function checkRemoteContract(input: RemoteContractInput): string[] {
  const refusals: string[] = [];
  if (semver.valid(input.version) !== input.version) {
    refusals.push(`${JSON.stringify(input.version)} is not a semantic version: give one like 1.4.0.`);
  }
  if (!semver.valid(input.hostSharedVersion)) {
    refusals.push(
      `The host's @console/shared version ${JSON.stringify(input.hostSharedVersion)} is not a semantic version.`,
    );
  }
  return [
    ...refusals,
    ...manifestRefusals(input.remote, input.manifest, input.hostSharedVersion, sharedRangeOf(input.info)),
    ...infoRefusals(input),
  ];
}
