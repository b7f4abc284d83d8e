/**
 * Where sign-in returns to: the path the operator was sent away from, if it is one of ours — a
 * same-origin path, never a way to another site. Anything else returns to the start page.
 */
const SAME_ORIGIN_PATH = /^\/(?![/\\])[^\\\s]*$/;

export function safeReturnPath(candidate: unknown): string | null {
  if (typeof candidate !== 'string' || candidate.length > 2000) return null;
  if (!SAME_ORIGIN_PATH.test(candidate)) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(candidate);
  } catch {
    return null;
  }
  // Encoded tricks: %2F%2F, %5C and control characters decode into what the raw test refuses.
  // eslint-disable-next-line no-control-regex
  if (/^\/[/\\]|\\|[\u0000-\u001f\u007f]/.test(decoded)) return null;
  const url = new URL(candidate, 'http://console.invalid');
  if (url.origin !== 'http://console.invalid') return null;
  if (url.pathname === '/login') return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
