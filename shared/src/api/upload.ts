/**
 * An upload (a CSV import): an endpoint whose entry is `upload` takes multipart/form-data — the
 * entry's text fields first, then the file as the part `file`, so the server has read the fields
 * when the file arrives.
 */
import type { Static, TSchema } from 'typebox';
import type { EndpointKey, Endpoints } from '../contracts/endpoints';

/** The text fields an `upload` endpoint takes beside its file. */
export type UploadFieldsOf<K extends EndpointKey> = Endpoints[K] extends { upload: infer U extends TSchema }
  ? Static<U>
  : never;

export function uploadForm(fields: unknown, file: File): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields as Record<string, unknown>)) {
    if (value !== undefined) form.append(name, String(value));
  }
  form.append('file', file, file.name);
  return form;
}
