/**
 * The checks every message catalogue's test runs: Hindi says every message English does, with
 * the same placeholders, and no message is left empty or untranslated by mistake.
 */
import type { Catalogue } from '../i18n/catalogue';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/** Keys whose Hindi is allowed to read as the English (a code, a unit, a brand). */
export function catalogueProblems<K extends string>(catalogue: Catalogue<K>, sameInBoth: readonly K[] = []): string[] {
  const { en, hi } = catalogue.messages;
  const problems: string[] = [];
  for (const key of Object.keys(en) as K[]) {
    if (!en[key]?.trim() || !hi[key]?.trim()) problems.push(`${key}: empty`);
    else if (placeholders(en[key]).join() !== placeholders(hi[key]).join())
      problems.push(`${key}: placeholders ${placeholders(en[key]).join()} vs ${placeholders(hi[key]).join()}`);
    else if (en[key] === hi[key] && /[A-Za-z]{3}/.test(en[key].replace(/\{\w+\}/g, '')) && !sameInBoth.includes(key))
      problems.push(`${key}: Hindi reads as the English`);
  }
  return problems;
}
