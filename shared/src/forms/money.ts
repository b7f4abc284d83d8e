/**
 * Money as the operator types it (rupees: two decimals, never negative). What was typed is kept
 * as typed — never dropped, rounded or rewritten — and a text that is no amount is refused with
 * the reason, so nothing is ever sent but the amount the operator meant.
 */
import { MAX_MOVEMENT_RUPEES } from '../contracts/limits';

export const MONEY_MESSAGES = {
  negative: 'Amounts are positive',
  characters: 'Only digits and one decimal point',
  decimals: 'At most two decimals',
  tooLarge: `At most ₹${MAX_MOVEMENT_RUPEES.toLocaleString('en-IN')}`,
};

/**
 * Why the typed text is not an amount (null when it is one, or when nothing is typed): the field
 * keeps the text exactly as typed and shows this under it, and every button that would send the
 * amount is disabled while it stands — so "-5" is never sent as 5, nor "1e3" as 13.
 */
export function moneyProblem(text: string, negativeHint = ''): string | null {
  const typed = text.trim();
  if (typed === '') return null;
  if (/[-−]/.test(typed)) return `${MONEY_MESSAGES.negative}${negativeHint ? `; ${negativeHint}` : ''}`;
  if (!/^[\d.]*$/.test(typed) || typed.split('.').length > 2 || typed === '.') return MONEY_MESSAGES.characters;
  if (/\.\d{3,}$/.test(typed)) return MONEY_MESSAGES.decimals;
  if (Number(typed) > MAX_MOVEMENT_RUPEES) return MONEY_MESSAGES.tooLarge;
  return null;
}

/** The typed amount as exact rupee text when it is a movement the server accepts (> 0, at most the cap), else null. */
export function movementAmount(text: string): string | null {
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(text.trim())) return null;
  const n = Number(text);
  return n > 0 && n <= MAX_MOVEMENT_RUPEES ? text.trim() : null;
}

/** Rupee text (at most two decimals) as whole paise, exactly: "100.5" → 10050. */
export function toPaise(text: string): number {
  const [whole = '0', fraction = ''] = text.split('.');
  return Number(whole || '0') * 100 + Number((fraction + '00').slice(0, 2));
}
