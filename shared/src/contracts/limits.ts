/** Limits the server enforces and the forms check first. No TypeBox here: browsers load it. */

/** The most one fund movement (or a credit limit) may be: ₹10,00,000. */
export const MAX_MOVEMENT_RUPEES = 1_000_000;

/** At most this many groups of each kind per institution (its list row carries them all). */
export const INSTITUTION_MAX_LINKS = 200;

/** A picker counts its matches up to one more than this; beyond it, it says "more than 10,000". */
export const OPTIONS_COUNT_CAP = 10_000;
