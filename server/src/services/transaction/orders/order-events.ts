/**
 * New orders as they commit, for Touchpoint Orders' live banner: the vend's statement NOTIFYs
 * `orders` with the order's tenant, id, channel and touchpoint; this process LISTENs once and fans
 * each out to the open streams of that tenant. On PostgreSQL a vend served by any process reaches
 * every process's streams.
 */
import type { Database } from '../../../db/client';

export interface OrderEvent {
  tenant: number;
  id: number;
  channel: number | null;
  touchpoint: number | null;
}

type Listener = (event: OrderEvent) => void;

export class OrderEvents {
  private readonly byTenant = new Map<number, Set<Listener>>();
  private unlisten: (() => Promise<void>) | undefined;

  constructor(private readonly database: Database) {}

  async start(): Promise<void> {
    this.unlisten = await this.database.listen('orders', (payload) => {
      let event: OrderEvent | null;
      try {
        event = JSON.parse(payload) as OrderEvent | null;
      } catch {
        return;
      }
      if (event === null || typeof event !== 'object') return;
      for (const listener of this.byTenant.get(event.tenant) ?? []) listener(event);
    });
  }

  /** Subscribes to one tenant's new orders; returns the unsubscribe. */
  subscribe(tenantId: number, listener: Listener): () => void {
    const set = this.byTenant.get(tenantId) ?? new Set<Listener>();
    set.add(listener);
    this.byTenant.set(tenantId, set);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.byTenant.delete(tenantId);
    };
  }

  async stop(): Promise<void> {
    await this.unlisten?.();
  }
}
