/** Runtime settings the host decides once at start (API base URL, idle timings). */
export interface ConsoleConfig {
  /** Base of the four services: `${apiBaseUrl}/merchant`, … */
  apiBaseUrl: string;
  /** Idle time before the warning (60 min). */
  idleMs: number;
  /** Time from the warning to the forced logout (5 min). */
  idlePromptMs: number;
}

const config: ConsoleConfig = {
  apiBaseUrl: '/api',
  idleMs: 60 * 60 * 1000,
  idlePromptMs: 5 * 60 * 1000,
};

export function configureConsole(overrides: Partial<ConsoleConfig>): void {
  for (const [key, value] of Object.entries(overrides)) {
    if (value !== undefined && value !== '' && !Number.isNaN(value)) Object.assign(config, { [key]: value });
  }
}

export function consoleConfig(): Readonly<ConsoleConfig> {
  return config;
}
