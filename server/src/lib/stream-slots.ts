/**
 * How many server-sent event streams are open at once: a few per user, more per tenant, a bound
 * per process. Each open stream holds a socket (one of the process's open files) and its buffers
 * for as long as it lasts, so past a bound a new one is a 429 that says which bound, and nothing
 * is opened. Taking a slot checks and counts in one synchronous step, so a burst of parallel
 * opens can never pass a bound between the check and the count.
 */
import { HttpError } from './http-errors';

export interface StreamLimits {
  perUser: number;
  perTenant: number;
  perProcess: number;
}

class StreamLimitReached extends HttpError {
  constructor(message: string) {
    super(429, message, 'STREAM_LIMIT');
  }
}

const decrement = <K>(counts: Map<K, number>, key: K) => {
  const left = (counts.get(key) ?? 1) - 1;
  if (left > 0) counts.set(key, left);
  else counts.delete(key);
};

export class StreamSlots {
  private readonly users = new Map<string, number>();
  private readonly tenants = new Map<number, number>();
  private open = 0;

  constructor(private readonly limits: StreamLimits) {}

  /** Takes a slot for this caller or throws 429; the returned release frees it once, however often called. */
  acquire(tenantId: number, userId: number): () => void {
    const user = `${tenantId}:${userId}`;
    const { perUser, perTenant, perProcess } = this.limits;
    if ((this.users.get(user) ?? 0) >= perUser) {
      throw new StreamLimitReached(
        `You already have ${perUser} live update ${perUser === 1 ? 'stream' : 'streams'} open, the most one user may have: close the console in another tab or window, and this page connects again.`,
      );
    }
    if ((this.tenants.get(tenantId) ?? 0) >= perTenant) {
      throw new StreamLimitReached(
        `Your company already has ${perTenant} live update streams open, the most one company may have: the live updates resume when a colleague closes the console.`,
      );
    }
    if (this.open >= perProcess) {
      throw new StreamLimitReached(
        `The server already holds the most live update streams it keeps open at once (${perProcess}): the live updates resume in a few minutes.`,
      );
    }
    this.users.set(user, (this.users.get(user) ?? 0) + 1);
    this.tenants.set(tenantId, (this.tenants.get(tenantId) ?? 0) + 1);
    this.open += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      decrement(this.users, user);
      decrement(this.tenants, tenantId);
      this.open -= 1;
    };
  }

  /** Streams open now in this process. */
  get active(): number {
    return this.open;
  }
}
