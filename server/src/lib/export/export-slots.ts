/**
 * How many exports run at once: one per user, a few per tenant, a few per process (each holds
 * a worker thread and a stream of database reads). A request over a limit is a 429 that says
 * which one, and nothing starts.
 */
import { HttpError } from '../http-errors';

export interface ExportLimits {
  perTenant: number;
  perProcess: number;
}

class ExportBusy extends HttpError {
  constructor(message: string) {
    super(429, message, 'EXPORT_BUSY');
  }
}

export class ExportSlots {
  private readonly users = new Set<string>();
  private readonly tenants = new Map<number, number>();
  private running = 0;

  constructor(private readonly limits: ExportLimits) {}

  /** Takes a slot for this caller or throws 429; the returned release may be called any number of times. */
  acquire(tenantId: number, userId: number): () => void {
    const user = `${tenantId}:${userId}`;
    if (this.users.has(user)) {
      throw new ExportBusy('You already have an export running. Wait for it to finish, then export again.');
    }
    const tenant = this.tenants.get(tenantId) ?? 0;
    if (tenant >= this.limits.perTenant) {
      throw new ExportBusy(
        `Your company already has ${tenant} exports running (the most at once). Try again when one finishes.`,
      );
    }
    if (this.running >= this.limits.perProcess) {
      throw new ExportBusy('The server is busy with other exports. Try again in a minute.');
    }
    this.users.add(user);
    this.tenants.set(tenantId, tenant + 1);
    this.running += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.users.delete(user);
      const left = (this.tenants.get(tenantId) ?? 1) - 1;
      if (left > 0) this.tenants.set(tenantId, left);
      else this.tenants.delete(tenantId);
      this.running -= 1;
    };
  }

  get active(): number {
    return this.running;
  }
}
