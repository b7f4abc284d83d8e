/** Input patterns shared by the server's schemas and the client's forms (no TypeBox here: the forms ship to browsers). */
/**
 * At most four combining marks in a row: real scripts stack two or three (a nukta, a vowel sign,
 * a nasal mark), while "zalgo" text stacks dozens to smear over the lines around it.
 */
export const MARKS_CAPPED = '(?![\\s\\S]*\\p{M}{5})';
/** A person's name: letters (any script), marks, spaces, dot, apostrophe, hyphen. */
export const PERSON_NAME_PATTERN = `^${MARKS_CAPPED}\\p{L}[\\p{L}\\p{M} .'-]*$`;
/** A label such as a role or group name: letters, digits, spaces and a few separators. */
export const LABEL_PATTERN = `^${MARKS_CAPPED}[\\p{L}\\p{N}][\\p{L}\\p{N}\\p{M} &()._/-]*$`;
/**
 * Free text (remarks, descriptions, searches): anything printable except markup brackets, control
 * characters, invisible format characters (bidi overrides and isolates, zero-width spaces and
 * joiners, the BOM: text that reads differently from what it holds), private-use and lone
 * surrogate code points, and line/paragraph separators; combining marks capped as above.
 */
export const FREE_TEXT_PATTERN = `^${MARKS_CAPPED}[^<>\\p{Cc}\\p{Cf}\\p{Co}\\p{Cs}\\u2028\\u2029]*$`;
/** A mobile number: 10 digits, optionally +91. */
export const MOBILE_PATTERN = '^(\\+91)?[6-9][0-9]{9}$';
