/**
 * The checks every message catalogue's test runs: Hindi says every message English does, with
 * the same placeholders, and no message is left empty or untranslated by mistake.
 */
import type { Catalogue } from '../i18n/catalogue';
import { kit } from '../i18n/kit-messages';

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

/**
 * A remote's messages whose English is one of the kit's status, vend, refund, wallet-type,
 * active/inactive or request words (`[key, text]`): a remote says those through the kit
 * (`statusText`, `ActiveBadge`, `ACTIVE_FILTER_OPTIONS`…), never as a twin in its own catalogue.
 */
export function kitWordTwins<K extends string>(catalogue: Catalogue<K>): [string, string][] {
  const kitWords = new Set(
    Object.entries<string>(kit.messages.en)
      .filter(([key]) => /^(status|vend|refund|wallet|active|request)\./.test(key))
      .map(([, text]) => text),
  );
  return Object.entries<string>(catalogue.messages.en).filter(([, text]) => kitWords.has(text));
}
