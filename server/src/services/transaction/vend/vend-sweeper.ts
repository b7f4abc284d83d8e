/**
 * Runs the sweeper of vends whose result never came (machine offline): every `intervalMs` it fails
 * and refunds the ones older than the timeout. One pass at a time; stopped when the app closes.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../../db/client';
import { sweepStaleVends } from './vend-result-repository';

export class VendSweeper {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;

  constructor(
    private readonly db: DbOrTx,
    private readonly timeoutMs: number,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(intervalMs: number): void {
    if (intervalMs <= 0) return;
    this.timer = setInterval(() => void this.sweep(), intervalMs);
    this.timer.unref();
  }

  /** One pass (also what tests call); a pass already running is joined, not doubled. */
  sweep(): Promise<number> {
    this.running ??= sweepStaleVends(this.db, this.timeoutMs)
      .then((n) => {
        if (n > 0) this.log.info({ settled: n }, 'vend sweeper refunded vends whose result never came');
        return n;
      })
      .catch((error: unknown) => {
        this.log.error({ err: error }, 'vend sweeper pass failed');
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
