import { HttpError } from './errors';

/**
 * What a multipart/form-data body that could not be read answers (the receipt photo, the profile
 * picture, content pictures): the client's fault every time, so a 4xx in the envelope, never a
 * 500. @fastify/multipart's limits are 413 (the file with its field named), and whatever busboy
 * throws on a body it cannot parse — no boundary, a truncated body, a malformed part header — is
 * a 400 (docs/api.md "Envelope").
 */
export function multipartError(error: unknown, file: { field: string; tooLarge: string }): never {
  if (error instanceof HttpError) throw error;
  switch ((error as { code?: unknown }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      throw new HttpError(413, file.tooLarge, { [file.field]: [file.tooLarge] });
    case 'FST_PARTS_LIMIT':
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
      throw new HttpError(413, 'The form has too many parts');
    case 'FST_PROTO_VIOLATION':
      throw new HttpError(400, 'A form field has a name that is not allowed');
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      throw new HttpError(415, 'Send the form as multipart/form-data');
    default:
      throw new HttpError(400, 'Malformed multipart/form-data body');
  }
}
