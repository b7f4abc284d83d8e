/**
 * How strong a new password is, by zxcvbn-ts (a maintained estimator that knows common
 * passwords, words, names, keyboard walks, dates and l33t spellings), with the person's own
 * name and e-mail as words an attacker would try first. The dictionaries load on first use.
 */
import { ZxcvbnFactory, type ZxcvbnResult } from '@zxcvbn-ts/core';
import { badRequest } from './http-errors';

/** zxcvbn's scale: 0 too guessable … 4 very unguessable. 3 resists an offline attack on a slow hash. */
const MIN_PASSWORD_SCORE = 3;

let estimator: Promise<ZxcvbnFactory> | undefined;
function zxcvbn(): Promise<ZxcvbnFactory> {
  estimator ??= (async () => {
    const [common, en] = await Promise.all([import('@zxcvbn-ts/language-common'), import('@zxcvbn-ts/language-en')]);
    return new ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...en.dictionary },
      graphs: common.adjacencyGraphs,
      translations: en.translations,
    });
  })();
  return estimator;
}

export interface PasswordCheck {
  ok: boolean;
  score: number;
  /** Why it is refused, as a sentence the form shows under the field. */
  message: string | null;
}

function reasonOf(result: ZxcvbnResult): string {
  const warning = result.feedback.warning?.replace(/\.$/, '');
  const suggestion = result.feedback.suggestions[0]?.replace(/\.$/, '');
  const why = warning ? `${warning}.` : 'It would be guessed too easily.';
  return `The password is too weak: ${why}${suggestion ? ` ${suggestion}.` : ''}`;
}

/** Fewer letters and digits than this left once the person's own name and e-mail are taken out: built from them. */
const MIN_OWN_CHARACTERS = 6;

async function checkPassword(password: string, personal: readonly string[] = []): Promise<PasswordCheck> {
  if (password.trim() === '') {
    return { ok: false, score: 0, message: 'The password cannot be only spaces.' };
  }
  const words = personal
    .flatMap((w) => [w, ...w.split(/[@.\s_-]+/)])
    .map((w) => w.normalize('NFKC').toLowerCase())
    .filter((w) => w.length >= 3);
  // Judged as it reads, too: "ℙ𝕒𝕤𝕤𝕨𝕠𝕣𝕕𝟙𝟚𝟛" is "Password123" in other code points.
  const reads = password.normalize('NFKC');
  const estimator = await zxcvbn();
  const results = [estimator.check(password, words), ...(reads !== password ? [estimator.check(reads, words)] : [])];
  const result = results.reduce((weakest, r) => (r.score < weakest.score ? r : weakest));
  if (result.score < MIN_PASSWORD_SCORE) return { ok: false, score: result.score, message: reasonOf(result) };
  // zxcvbn scores a person's own first and last name plus a digit (PranavSharma1) as strong enough.
  let own = reads.toLowerCase();
  for (const word of [...words].sort((a, b) => b.length - a.length)) own = own.split(word).join('');
  if (own.replace(/[^\p{L}\p{N}]/gu, '').length < MIN_OWN_CHARACTERS) {
    return {
      ok: false,
      score: Math.min(result.score, MIN_PASSWORD_SCORE - 1),
      message: 'The password is too weak: it is made of your own name or e-mail. Add words of your own.',
    };
  }
  return { ok: true, score: result.score, message: null };
}

/** 400 with the reason when `password` is too weak for the account it is set on. */
export async function assertStrongPassword(password: string, personal: readonly string[]): Promise<void> {
  const check = await checkPassword(password, personal);
  if (!check.ok) throw badRequest(check.message!, 'WEAK_PASSWORD');
}
