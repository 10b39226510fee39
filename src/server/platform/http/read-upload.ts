import type { FastifyRequest } from 'fastify';
import type {} from '@fastify/multipart';
import { errorMessages } from '../../../contract/errors/error-messages.js';
import { AppError } from '../errors/app-error.js';
import { pathOfNulCharacter } from './nul-character-guard.js';

/** What every upload route says in the OpenAPI document. */
export const uploadDescription =
  'multipart/form-data with one file field `file`: PNG, JPEG or WebP, at most 5 MB.';

/** A failure to read a multipart body, as one of the API's codes (never a 500: the body is the client's). */
function unreadableUpload(error: unknown): AppError {
  const { code, statusCode } = error as { code?: string; statusCode?: number };
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError('FILE_TOO_LARGE');
  // More files, fields or parts than the limits in app.ts.
  if (statusCode === 413) return new AppError('PAYLOAD_TOO_LARGE');
  // Busboy's own errors (no boundary, a body cut short), a field declared JSON that is not (406), a field
  // named like a prototype property: found by the fuzz test (issue 11), which got 500s for the first two.
  return new AppError('MALFORMED_REQUEST');
}

/** The one file of a multipart upload (field `file`); size and content are checked again when re-encoding. */
export async function readUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('FILE_REQUIRED');
  try {
    const file = await request.file();
    if (!file) throw new AppError('FILE_REQUIRED');
    return await file.toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw unreadableUpload(error);
  }
}

/**
 * The one file of a multipart upload (field `file`) and its text fields, in whatever order the client
 * sent them (an image message's caption may come before or after the image).
 */
export async function readUploadWithFields(
  request: FastifyRequest,
): Promise<{ file: Buffer; fields: Record<string, string> }> {
  if (!request.isMultipart()) throw new AppError('FILE_REQUIRED');
  let file: Buffer | undefined;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') file = await part.toBuffer();
      else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
    }
  } catch (error) {
    throw unreadableUpload(error);
  }
  if (!file) throw new AppError('FILE_REQUIRED');
  // Multipart fields are read here, after the JSON guard (nul-character-guard.ts) had its turn.
  const path = pathOfNulCharacter(fields, 'body');
  if (path) {
    const message = errorMessages[request.language].MALFORMED_REQUEST;
    throw new AppError('MALFORMED_REQUEST', { issues: [{ path, message }] });
  }
  return { file, fields };
}
