/**
 * Money is integer paise in the database and rupees (two decimals at most) on the wire.
 * Conversions are exact: a rupee amount with more than two decimals is refused, never rounded.
 */
const PAISE_PER_RUPEE = 100n;

/** Paise → rupees as a JSON number (exact for every amount below 2^53 paise). */
export function toRupees(paise: bigint | number | string): number {
  const p = BigInt(paise);
  return Number(p) / 100;
}

const RUPEES = /^-?\d{1,13}(\.\d{1,2})?$/;

/** Rupees (number or decimal string) → paise, or null when it is not an exact 2-decimal amount. */
export function toPaise(rupees: number | string): bigint | null {
  if (typeof rupees === 'number' && !Number.isFinite(rupees)) return null;
  // Number → shortest round-trip text (0.07 → "0.07"); 1e-7 style texts fail the pattern.
  const text = typeof rupees === 'number' ? String(rupees) : rupees.trim();
  if (!RUPEES.test(text)) return null;
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = text.replace('-', '').split('.');
  const paise = BigInt(whole) * PAISE_PER_RUPEE + BigInt(fraction.padEnd(2, '0'));
  return negative ? -paise : paise;
}

/** The console's grouping (en-IN: 1,23,45,678), exact on a bigint. */
const INDIAN_GROUPING = new Intl.NumberFormat('en-IN');

/**
 * Paise → `₹1,23,456.50` for messages: the console's format (Indian grouping, two decimals), so an
 * amount reads the same in a server's refusal as on the screen beside it.
 */
export function formatRupees(paise: bigint): string {
  const sign = paise < 0n ? '-' : '';
  const abs = paise < 0n ? -paise : paise;
  const grouped = INDIAN_GROUPING.format(abs / PAISE_PER_RUPEE);
  return `${sign}₹${grouped}.${String(abs % PAISE_PER_RUPEE).padStart(2, '0')}`;
}
