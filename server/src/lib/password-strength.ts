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

async function checkPassword(password: string, personal: readonly string[] = []): Promise<PasswordCheck> {
  if (password.trim() === '') {
    return { ok: false, score: 0, message: 'The password cannot be only spaces.' };
  }
  const words = personal.flatMap((w) => [w, ...w.split(/[@.\s_-]+/)]).filter((w) => w.length >= 3);
  const result = (await zxcvbn()).check(password, words);
  if (result.score >= MIN_PASSWORD_SCORE) return { ok: true, score: result.score, message: null };
  return { ok: false, score: result.score, message: reasonOf(result) };
}

/** 400 with the reason when `password` is too weak for the account it is set on. */
export async function assertStrongPassword(password: string, personal: readonly string[]): Promise<void> {
  const check = await checkPassword(password, personal);
  if (!check.ok) throw badRequest(check.message!, 'WEAK_PASSWORD');
}
