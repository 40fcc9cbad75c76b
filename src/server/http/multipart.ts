// The one file part of an upload (photos, report files, ticket workbooks), and the text fields
// of a form without files, read through @fastify/multipart with the refusals they share: not
// multipart 415, a body that does not parse 400, and a body cut short (no closing boundary) a
// prompt 400. Busboy reports a cut-short part by an 'error' event on the file stream, or by
// destroying it, possibly before the handler has attached anything: without the guard below the
// handler's loop threw a 500, or its pipe waited on a destroyed stream until the request timeout.
import { finished, PassThrough, type Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../errors';

export const invalidMultipart = () =>
  new HttpError(400, 'El cuerpo multipart no es válido', 'invalid_multipart');

const isFileTooLarge = (error: unknown) =>
  (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE' ||
  (error as { statusCode?: number }).statusCode === 413;

export interface FilePart {
  fieldname: string;
  filename: string;
  /** The part's bytes; fails with the 400 of invalidMultipart() if the body was cut short. */
  file: Readable;
  /** Whether the part went past `fileSize` (busboy then drops the rest). */
  truncated(): boolean;
}

export interface FilePartOptions {
  /** Bytes kept of the part (busboy's fileSize limit). */
  fileSize: number;
  /** The 415's message when the body is not multipart. */
  notMultipart: string;
  /** What a part over the limit is answered, when busboy already refuses it. */
  tooLarge?: () => HttpError;
}

/** The request's first part (null when the form is empty), with its stream guarded. */
export async function readFilePart(
  request: FastifyRequest,
  options: FilePartOptions,
): Promise<FilePart | null> {
  if (!request.isMultipart()) {
    throw new HttpError(415, options.notMultipart, 'unsupported_media_type');
  }
  let part;
  try {
    part = await request.file({ limits: { fileSize: options.fileSize, files: 1 } });
  } catch (error) {
    if (options.tooLarge && isFileTooLarge(error)) throw options.tooLarge();
    throw invalidMultipart();
  }
  if (!part) return null;
  const source = part.file;
  const file = new PassThrough();
  // finished() also reports a stream destroyed before this line ran.
  finished(source, (error) => {
    if (error) file.destroy(error instanceof HttpError ? error : invalidMultipart());
  });
  source.pipe(file);
  // The consumer may attach its own handlers only after an await: it still sees the failure
  // (the stream stays errored), so the event itself must not count as unhandled meanwhile.
  file.on('error', () => undefined);
  return {
    fieldname: part.fieldname,
    filename: part.filename,
    file,
    truncated: () => source.truncated,
  };
}

/** What a form of text fields may hold (its parts and each one's bytes). */
export interface FormFieldLimits {
  fields: number;
  fieldSize: number;
}

export const FORM_FIELD_LIMITS: FormFieldLimits = { fields: 400, fieldSize: 64 * 1024 };

/**
 * The text fields of a multipart form that carries no file: name -> the values sent, in order.
 * A file part, a field past `fieldSize` or a body that does not parse answers a 400.
 */
export async function readFormFields(
  request: FastifyRequest,
  limits: FormFieldLimits = FORM_FIELD_LIMITS,
): Promise<Map<string, string[]>> {
  const fields = new Map<string, string[]>();
  try {
    for await (const part of request.parts({
      // One file is let through, to be refused by name below.
      limits: { fields: limits.fields, fieldSize: limits.fieldSize, files: 1 },
    })) {
      if (part.type === 'file') {
        part.file.resume();
        throw new HttpError(400, 'Esta solicitud no lleva archivos', 'invalid_multipart');
      }
      if (part.valueTruncated) {
        throw new HttpError(
          400,
          `El campo "${part.fieldname.slice(0, 40)}" pasa de ${limits.fieldSize} bytes`,
          'invalid_multipart',
        );
      }
      const value = typeof part.value === 'string' ? part.value : String(part.value);
      fields.set(part.fieldname, [...(fields.get(part.fieldname) ?? []), value]);
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw invalidMultipart();
  }
  return fields;
}

/** Reads and drops whatever multipart body is left (to answer, not reset); never throws. */
export async function discardMultipart(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) return;
  try {
    for await (const part of request.parts()) if (part.type === 'file') part.file.resume();
  } catch {
    // a broken body has nothing more to drain
  }
}
