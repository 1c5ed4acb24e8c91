import multipart from '@fastify/multipart';
import { idPathSchema } from '@atrium/domain/contract/content';
import {
  RECEIPT_MAX_BYTES,
  receiptSchema,
  receiptsQuerySchema,
  receiptUploadFieldsSchema,
} from '@atrium/domain/contract/loyalty';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { requireCustomer } from '../../auth/authenticate';
import { created, ok, paged } from '../../http/contract';
import { success } from '../../http/envelope';
import { HttpError, notFound, parseId, parseInput } from '../../http/errors';
import { multipartError } from '../../http/multipart-errors';
import type { LoyaltyRouteOptions } from '../../loyalty/route-options';
import { readReceiptFile, sendReceiptFile } from '../../loyalty/receipt-file';
import { getReceipt, listReceipts, receiptJson, submitReceipt } from '../../loyalty/receipts';
import { memberKey } from '../points/points.routes';

const FILE_FIELDS = new Set(['image', 'photo', 'file']);
const TOO_LARGE = `The receipt file must be at most ${RECEIPT_MAX_BYTES / 1024 / 1024} MB`;

/** Reads the multipart body: text fields and the one file (buffered, size-limited). */
async function readUpload(request: FastifyRequest) {
  if (!request.isMultipart()) {
    throw new HttpError(415, 'Send the receipt as multipart/form-data with the photo in "image"');
  }
  const fields: Record<string, string> = {};
  let file: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (!FILE_FIELDS.has(part.fieldname) || file) {
          part.file.resume();
          continue;
        }
        file = await part.toBuffer();
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    multipartError(error, { field: 'image', tooLarge: TOO_LARGE });
  }
  return { fields, file };
}

/**
 * POST /v1/me/receipts (multipart: company_id, amount "249.90", purchased_at YYYY-MM-DD,
 *   receipt_number, image = JPEG/PNG/PDF ≤ 10 MB) → 201 receipt (status pending or approved)
 *   409 the same receipt (shop, number, date) was already submitted; 415 not JPEG/PNG/PDF by
 *   content; 422 field errors, tenant rules and a file that claims a type it does not decode as;
 *   429 too many receipts for the shop that day. Photos are stored re-encoded (receipt-file.ts).
 * GET  /v1/me/receipts?status&page&per_page   paginated, newest first
 * GET  /v1/me/receipts/:id, /v1/me/receipts/:id/image (a download: attachment, nosniff)
 */
export const receiptsRoutes: FastifyPluginAsyncZod<LoyaltyRouteOptions> = async (app, { ctx }) => {
  app.addHook('preHandler', requireCustomer);
  await app.register(multipart, {
    limits: { fileSize: RECEIPT_MAX_BYTES, files: 2, fields: 10, parts: 12 },
  });
  // The multipart body is read and checked in the handler (receiptUploadFieldsSchema).
  app.post(
    '/me/receipts',
    { schema: { response: created(receiptSchema) } },
    async (request, reply) => {
      const key = memberKey(request);
      const { fields, file } = await readUpload(request);
      const input = parseInput(receiptUploadFieldsSchema, fields);
      if (!file || file.length === 0) {
        throw new HttpError(422, 'The given data was invalid', {
          image: ['Attach a photo of the receipt'],
        });
      }
      const row = await submitReceipt(ctx, key, input, await readReceiptFile(file));
      return reply.code(201).send(success(receiptJson(row, ctx.publicUrl)));
    },
  );

  app.get(
    '/me/receipts',
    { schema: { querystring: receiptsQuerySchema, response: paged(receiptSchema) } },
    async (request) => {
      const key = memberKey(request);
      const q = request.query;
      const page = await listReceipts(ctx.db, { ...key, status: q.status }, q);
      return success({ ...page, data: page.data.map((r) => receiptJson(r, ctx.publicUrl)) });
    },
  );

  app.get(
    '/me/receipts/:id',
    { schema: { params: idPathSchema, response: ok(receiptSchema) } },
    async (request) => {
      const row = await getReceipt(ctx.db, memberKey(request), parseId(request.params, 'Receipt'));
      if (!row) throw notFound('Receipt');
      return success(receiptJson(row, ctx.publicUrl));
    },
  );

  // A file (image or PDF), not JSON: no response schema.
  app.get(
    '/me/receipts/:id/image',
    { schema: { params: idPathSchema } },
    async (request, reply) => {
      const row = await getReceipt(ctx.db, memberKey(request), parseId(request.params, 'Receipt'));
      if (!row) throw notFound('Receipt');
      return sendReceiptFile(reply, ctx.uploads, row, 'private, max-age=3600');
    },
  );
};
