/** A fresh Idempotency-Key: random, URL-safe, 32 hex digits (randomUUID needs a secure context). */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
