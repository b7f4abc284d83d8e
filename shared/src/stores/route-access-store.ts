/**
 * Which console paths the operator can open, as the host decides it: its route table,
 * the operator's codes, and whether the remote serving the path is deployed for the tenant. The
 * host publishes it; remotes ask through `useCanOpen` for their cross-section links and actions,
 * so they name no permission codes and never link to a path nobody serves.
 */
import { create } from 'zustand';

interface RouteAccessState {
  canOpen(path: string): boolean;
  publish(canOpen: (path: string) => boolean): void;
}

export const useRouteAccessStore = create<RouteAccessState>((set) => ({
  canOpen: () => false,
  publish: (canOpen) => set({ canOpen }),
}));

/** Whether `path` (a concrete path, e.g. `/transaction/12`) would open for this operator now. */
export function useCanOpen(path: string): boolean {
  return useRouteAccessStore((s) => s.canOpen(path));
}
