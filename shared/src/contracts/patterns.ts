/** Input patterns shared by the server's schemas and the client's forms (no TypeBox here: the forms ship to browsers). */
/** A person's name: letters (any script), marks, spaces, dot, apostrophe, hyphen. */
export const PERSON_NAME_PATTERN = "^\\p{L}[\\p{L}\\p{M} .'-]*$";
/** A label such as a role or group name: letters, digits, spaces and a few separators. */
export const LABEL_PATTERN = '^[\\p{L}\\p{N}][\\p{L}\\p{N}\\p{M} &()._/-]*$';
/** Free text (remarks): anything printable except markup brackets and control characters. */
export const FREE_TEXT_PATTERN = '^[^<>\\p{Cc}]*$';
/** A mobile number: 10 digits, optionally +91. */
export const MOBILE_PATTERN = '^(\\+91)?[6-9][0-9]{9}$';
