/**
 * Money as the operator types it (rupees, SPEC §5: two decimals, never negative). A keystroke the
 * field cannot take is refused with the reason instead of being dropped or rounded, so the field
 * never holds an amount other than the one the operator meant.
 */
import { MAX_MOVEMENT_RUPEES } from '../contracts/limits';

export const MONEY_MESSAGES = {
  negative: 'Amounts are positive',
  characters: 'Only digits and one decimal point',
  decimals: 'At most two decimals',
  tooLarge: `At most ₹${MAX_MOVEMENT_RUPEES.toLocaleString('en-IN')}`,
};

/** What the field holds after `next` was typed, or why it refuses it. */
export function moneyKeystroke(next: string, negativeHint = ''): { text: string } | { refused: string } {
  if (next === '') return { text: '' };
  if (/[-−]/.test(next)) return { refused: `${MONEY_MESSAGES.negative}${negativeHint ? `; ${negativeHint}` : ''}` };
  if (!/^[\d.]*$/.test(next) || next.split('.').length > 2) return { refused: MONEY_MESSAGES.characters };
  if (/\.\d{3,}$/.test(next)) return { refused: MONEY_MESSAGES.decimals };
  if (next.split('.')[0]!.length > String(MAX_MOVEMENT_RUPEES).length) return { refused: MONEY_MESSAGES.tooLarge };
  return { text: next };
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
