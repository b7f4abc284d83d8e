/** Calls in flight: the host's loader overlay shows while the count is above zero. */
import { create } from 'zustand';

interface LoaderState {
  inFlight: number;
  start(): void;
  finish(): void;
  reset(): void;
}

export const useLoaderStore = create<LoaderState>((set) => ({
  inFlight: 0,
  start: () => set((s) => ({ inFlight: s.inFlight + 1 })),
  finish: () => set((s) => ({ inFlight: Math.max(0, s.inFlight - 1) })),
  reset: () => set({ inFlight: 0 }),
}));
