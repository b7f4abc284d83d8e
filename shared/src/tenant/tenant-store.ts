/**
 * The tenant's words: the host fills them from the registry after sign-in; every remote
 * reads them here, so tenant 2 says Employees and Dispensed Products everywhere at once.
 */
import { DEFAULT_LABELS } from '../contracts/labels';
import type { TenantLabels } from '../contracts/registry';
import { create } from 'zustand';
import { onSessionEnd } from '../auth/session-store';
import { DEFAULT_TIME_ZONE, setDisplayTimeZone } from '../format/format';

export { DEFAULT_LABELS };

interface TenantState {
  moduleId: number | null;
  labels: TenantLabels;
  /** The zone every time is shown in (formatDate follows it). */
  timeZone: string;
  setTenant(moduleId: number, labels: TenantLabels, timeZone?: string): void;
  reset(): void;
}

export const useTenantStore = create<TenantState>((set) => ({
  moduleId: null,
  labels: DEFAULT_LABELS,
  timeZone: DEFAULT_TIME_ZONE,
  setTenant: (moduleId, labels, timeZone = DEFAULT_TIME_ZONE) => {
    setDisplayTimeZone(timeZone);
    set({ moduleId, labels, timeZone });
  },
  reset: () => {
    setDisplayTimeZone(DEFAULT_TIME_ZONE);
    set({ moduleId: null, labels: DEFAULT_LABELS, timeZone: DEFAULT_TIME_ZONE });
  },
}));

onSessionEnd(() => useTenantStore.getState().reset());
