/** What the CSV import suites share: a multipart upload as the console sends it, and the import's answers. */
import type { TestContext } from './helper';
import { API } from './people-fixtures';

export const IMPORTS = `${API}/imports`;

/** A multipart body: the text fields, then the file part `file` (when given). */
export function multipart(fields: Record<string, string>, file?: { name: string; content: string | Buffer }) {
  const boundary = `----console-import-${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: text/csv\r\n\r\n`,
      ),
      Buffer.isBuffer(file.content) ? file.content : Buffer.from(file.content),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Uploads `content` to a dry run or an import (`path` '' or '/dry-run'). */
export async function upload(
  t: TestContext,
  token: string,
  path: '' | '/dry-run',
  fields: Record<string, string>,
  content: string | Buffer | undefined,
  name = 'people.csv',
) {
  const body = multipart(fields, content === undefined ? undefined : { name, content });
  return t.call(token, 'POST', `${IMPORTS}${path}`, body.payload, { 'content-type': body.contentType });
}
