/**
 * What the operator opened from the palette last (screens and records), newest first, kept in this
 * browser per user (`console:palette-recent:<userId>`): the palette shows them first while nothing
 * is typed. A path opened again moves to the front; at most RECENT_MAX are kept.
 */
export const RECENT_MAX = 8;

export interface PaletteEntry {
  /** 'screen', or the kind of record ('order', 'customer', …). */
  kind: string;
  title: string;
  detail: string;
  path: string;
}

const keyOf = (userId: number) => `console:palette-recent:${userId}`;

function isEntry(value: unknown): value is PaletteEntry {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return ['kind', 'title', 'detail', 'path'].every((k) => typeof v[k] === 'string') && String(v.path).startsWith('/');
}

export function readRecent(userId: number): PaletteEntry[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(keyOf(userId)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isEntry).slice(0, RECENT_MAX) : [];
  } catch {
    return [];
  }
}

export function rememberRecent(userId: number, entry: PaletteEntry): void {
  const { kind, title, detail, path } = entry;
  const next = [{ kind, title, detail, path }, ...readRecent(userId).filter((e) => e.path !== path)].slice(
    0,
    RECENT_MAX,
  );
  try {
    localStorage.setItem(keyOf(userId), JSON.stringify(next));
  } catch {
    // A full or refused storage forgets the recent items; the palette still works.
  }
}
