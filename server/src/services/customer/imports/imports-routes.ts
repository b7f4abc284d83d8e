/**
 * CSV imports: a dry run and an import of an uploaded file (multipart: the fields, then the file
 * part `file`), an import's progress, and its failed rows as CSV. Each kind needs its own single
 * record's permission (the service checks it); the routes let in anyone holding one of them.
 */
import multipart from '@fastify/multipart';
import { ImportUploadFields } from '@console/shared/contracts';
import { IMPORT_MAX_FILE_BYTES } from '@console/shared/contracts/import-kinds';
import type { FastifyRequest } from 'fastify';
import { Compile } from 'typebox/compile';
import { badRequest } from '../../../lib/http-errors';
import { route, type App } from '../../../lib/route';
import { describeValidation, type ValidationIssue } from '../../../lib/validation-message';
import { actorOf, principalOf, type Access } from '../../../plugins/access';
import type { ImportJobs } from './import-job';
import { dryRun, failedRowsCsv, getImport, type Upload } from './imports-service';

const access: Access = {
  permissions: ['PERM_VIEW_CUSTOMER_LIST', 'PERM_VIEW_CUSTOMER_GROUP_LIST', 'PERM_VIEW_WALLET_LIST'],
};
const tags = ['import'];
const checkFields = Compile(ImportUploadFields);
const MB = IMPORT_MAX_FILE_BYTES / (1024 * 1024);
const SEND_MULTIPART =
  'Send the file as multipart/form-data: the field kind (and group_id for group members), then the file part "file".';

/** A multipart parser's refusal (a limit reached, a broken body) as the client's mistake it is. */
function uploadRefusal(error: unknown): Error {
  const code = (error as { code?: string }).code ?? '';
  if (code === 'FST_REQ_FILE_TOO_LARGE')
    return badRequest(`The file is larger than ${MB} MB; split it into smaller files.`, 'INVALID_FILE');
  if (code.startsWith('FST_')) return badRequest(SEND_MULTIPART);
  return error as Error;
}

/** The upload's fields and file, or a 400 saying what is missing. */
async function readUpload(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) throw badRequest(SEND_MULTIPART);
  const fields: Record<string, string> = {};
  let file: { name: string; bytes: Buffer } | undefined;
  try {
    for await (const part of request.parts({
      limits: { fileSize: IMPORT_MAX_FILE_BYTES, files: 1, fields: 4, fieldSize: 200, parts: 5 },
    })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname !== 'file') throw badRequest(SEND_MULTIPART);
        file = { name: part.filename || 'import.csv', bytes };
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    throw uploadRefusal(error);
  }
  if (!checkFields.Check(fields)) {
    throw badRequest(describeValidation([...checkFields.Errors(fields)] as ValidationIssue[], 'body').message);
  }
  if (!file) throw badRequest('Attach the CSV file (the part named "file").', 'INVALID_FILE');
  return {
    kind: fields.kind as Upload['kind'],
    groupId: fields.group_id === undefined ? null : Number(fields.group_id),
    fileName: file.name,
    bytes: file.bytes,
  };
}

export default async function importsRoutes(app: App, { imports }: { imports: ImportJobs }) {
  await app.register(multipart, { limits: { fileSize: IMPORT_MAX_FILE_BYTES, files: 1 } });

  route(app, 'POST /customer/imports/dry-run', { config: { access }, tags }, async (request) => {
    const upload = await readUpload(request);
    return { data: await dryRun(app.db, principalOf(request), actorOf(request), upload) };
  });

  // A new file is stored and queued (202); the same file again answers its import (200).
  route(app, 'POST /customer/imports', { config: { access }, tags }, async (request, reply) => {
    const upload = await readUpload(request);
    const actor = { ...actorOf(request), userId: principalOf(request).userId };
    const { data, created } = await imports.start(principalOf(request), actor, upload, request.id);
    return reply.status(created ? 202 : 200).send({ data });
  });

  route(app, 'GET /customer/imports/:id', { config: { access }, tags }, async (request) => ({
    data: await getImport(app.db, principalOf(request), principalOf(request).tenantId, request.params.id),
  }));

  route(app, 'GET /customer/imports/:id/failed-rows', { config: { access }, tags }, async (request, reply) => {
    const file = await failedRowsCsv(app.db, principalOf(request), principalOf(request).tenantId, request.params.id);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${file.name}"`)
      .header('cache-control', 'no-store')
      .send(Buffer.from(file.csv, 'utf8'));
  });
}
