/** Types of remote-info.mjs, for the tests and scripts that read a remote's contract file. */
export declare const REMOTE_INFO_FILE: 'console-remote.json';
export declare function routePaths(file: string): string[];
export declare function remoteInfo(input: {
  name: string;
  appPackage: { version: string; dependencies?: Record<string, string> };
  routesFile: string;
  env?: Record<string, string | undefined>;
}): { name: string; version: string; shared: { '@console/shared': string }; paths: string[] };
