/**
 * The delete dialog's state: visible, the item's name, the call to make (its
 * path), where to go after, and a success callback. Opened with a payload, closed by reset.
 */
import { create } from 'zustand';
import type { ApiPath } from '../api/client';

export interface DeleteRequest {
  /** The item as the sentence names it: "You will not be able to recover {name} once it's deleted." */
  name: string;
  /** The DELETE call, service first: `/merchant/users/12`. */
  path: ApiPath<'DELETE'>;
  redirectTo?: string;
  onSuccess?: () => void;
}

interface DeleteModalState {
  visible: boolean;
  request: DeleteRequest | null;
  open(request: DeleteRequest): void;
  reset(): void;
}

export const useDeleteModalStore = create<DeleteModalState>((set) => ({
  visible: false,
  request: null,
  open: (request) => set({ visible: true, request }),
  reset: () => set({ visible: false, request: null }),
}));
