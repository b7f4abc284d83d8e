/** Types of cluster.mjs, for the TypeScript benches that start a cluster. */
export declare const ROOT: string;
export declare function ensurePostgres(adminUrl: string): Promise<void>;
export declare function ensureNginx(): void;
export declare function clusterDatabase(adminUrl: string, name: string, options?: { fresh?: boolean }): Promise<string>;

export interface ClusterInstance {
  index: number;
  port: number;
  url: string;
  dataDir: string;
  pid(): number | undefined;
  alive(): boolean;
  kill(signal?: NodeJS.Signals): Promise<void>;
  start(): Promise<void>;
}

export interface Cluster {
  url: string;
  prefix: string;
  instances: ClusterInstance[];
  stop(): Promise<void>;
}

export declare function startCluster(options: {
  databaseUrl: string;
  instances?: number;
  apiPort?: number;
  prefix?: string;
  env?: Record<string, string>;
  seed?: boolean;
  log?: (line: string) => void;
}): Promise<Cluster>;
