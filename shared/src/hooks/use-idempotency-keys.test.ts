import { renderHook } from '@testing-library/react';
import { useIdempotencyKeys } from './use-idempotency-keys';

describe('useIdempotencyKeys', () => {
  it('gives the same request the same key across renders, another request another, and forgets them', () => {
    const { result, rerender } = renderHook(() => useIdempotencyKeys());
    const first = result.current.keyFor([7, 10050, 'Lunch']);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    rerender();
    expect(result.current.keyFor([7, 10050, 'Lunch'])).toBe(first);
    expect(result.current.keyFor([7, 10000, 'Lunch'])).not.toBe(first);
    result.current.forget();
    expect(result.current.keyFor([7, 10050, 'Lunch'])).not.toBe(first);
  });
});
