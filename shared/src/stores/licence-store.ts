/** The License Expired modal: shown after the forced logout of a 402, worded by role. */
import { create } from 'zustand';

interface LicenceState {
  expired: boolean;
  roleCode: string | null;
  show(roleCode: string | null): void;
  dismiss(): void;
}

export const useLicenceStore = create<LicenceState>((set) => ({
  expired: false,
  roleCode: null,
  show: (roleCode) => set({ expired: true, roleCode }),
  dismiss: () => set({ expired: false, roleCode: null }),
}));
