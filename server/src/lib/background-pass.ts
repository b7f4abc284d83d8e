/**
 * A pass of background work run every `intervalMs` (the sweeper of vends whose result never came,
 * the folder of the Dashboard's roll-ups): one pass at a time, a failure logged and retried at the
 * next tick, stopped when the app closes.
 */
import type { FastifyBaseLogger } from 'fastify';

export class BackgroundPass {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;

  /** `pass` answers how many things it handled; `name` says what, in the log. */
  constructor(
    private readonly name: string,
    private readonly pass: () => Promise<number>,
    private readonly log: FastifyBaseLogger,
    private readonly logEvery = true,
  ) {}

  start(intervalMs: number): void {
    if (intervalMs <= 0) return;
    this.timer = setInterval(() => void this.run(), intervalMs);
    this.timer.unref();
  }

  /** One pass (also what tests call); a pass already running is joined, not doubled. */
  run(): Promise<number> {
    this.running ??= this.pass()
      .then((n) => {
        if (n > 0 && this.logEvery) this.log.info({ handled: n }, this.name);
        return n;
      })
      .catch((error: unknown) => {
        this.log.error({ err: error }, `${this.name}: pass failed`);
        return 0;
      })
      .finally(() => {
        this.running = undefined;
      });
    return this.running;
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }
}
