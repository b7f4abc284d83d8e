/**
 * The Idempotency-Keys of a money dialog: one per distinct request, so a retry of the same request
 * (after a lost answer) reuses its key and the server does it once, while a changed request gets a
 * new one. `forget()` when the dialog closes.
 */
import { useMemo, useRef } from 'react';
import { newIdempotencyKey } from '../api/idempotency-key';

export interface IdempotencyKeys {
  /** The key of this request (anything JSON-serialisable that says what is asked). */
  keyFor(request: unknown): string;
  forget(): void;
}

export function useIdempotencyKeys(): IdempotencyKeys {
  const keys = useRef(new Map<string, string>());
  return useMemo(
    () => ({
      keyFor(request) {
        const id = JSON.stringify(request);
        const key = keys.current.get(id) ?? newIdempotencyKey();
        keys.current.set(id, key);
        return key;
      },
      forget() {
        keys.current.clear();
      },
    }),
    [],
  );
}
