/**
 * A pass of background work (the sweeper of vends whose result never came, the folder of the
 * Dashboard's roll-ups): the job queue runs it on its schedule (`JobQueue.every`), one pass at a
 * time across processes; a failure is logged and the next pass tries again. Tests call `run`.
 */
import type { FastifyBaseLogger } from 'fastify';

export class BackgroundPass {
  private running: Promise<number> | undefined;

  /** `pass` answers how many things it handled; `name` says what, in the log. */
  constructor(
    readonly name: string,
    private readonly pass: () => Promise<number>,
    private readonly log: FastifyBaseLogger,
    private readonly logEvery = true,
  ) {}

  /** One pass; a pass already running in this process is joined, not doubled. */
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
}
