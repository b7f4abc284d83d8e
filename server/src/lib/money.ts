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

/** Paise → `₹1234.50` for messages. */
export function formatRupees(paise: bigint): string {
  const sign = paise < 0n ? '-' : '';
  const abs = paise < 0n ? -paise : paise;
  return `${sign}₹${abs / PAISE_PER_RUPEE}.${String(abs % PAISE_PER_RUPEE).padStart(2, '0')}`;
}
