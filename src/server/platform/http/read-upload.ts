import type { FastifyRequest } from 'fastify';
import type {} from '@fastify/multipart';
import { AppError } from '../errors/app-error.js';

/** What every upload route says in the OpenAPI document. */
export const uploadDescription =
  'multipart/form-data with one file field `file`: PNG, JPEG or WebP, at most 5 MB.';

/** The one file of a multipart upload (field `file`); size and content are checked again when re-encoding. */
export async function readUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('FILE_REQUIRED');
  const file = await request.file();
  if (!file) throw new AppError('FILE_REQUIRED');
  try {
    return await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('FILE_TOO_LARGE');
    throw error;
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
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('FILE_TOO_LARGE');
    throw error;
  }
  if (!file) throw new AppError('FILE_REQUIRED');
  return { file, fields };
}
