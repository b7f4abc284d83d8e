/** The top bar's refresh-data button: a screen registers its action; the button shows only then. */
import { create } from 'zustand';

interface RefreshState {
  handler: (() => unknown) | null;
  loading: boolean;
  register(handler: () => unknown): () => void;
  setLoading(loading: boolean): void;
  reset(): void;
}

export const useRefreshStore = create<RefreshState>((set, get) => ({
  handler: null,
  loading: false,
  register: (handler) => {
    set({ handler });
    return () => {
      if (get().handler === handler) set({ handler: null, loading: false });
    };
  },
  setLoading: (loading) => set({ loading }),
  reset: () => set({ handler: null, loading: false }),
}));
