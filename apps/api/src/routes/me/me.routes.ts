import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

import multipart from '@fastify/multipart';
import type { ContentType } from '@atrium/domain/content-types';
import { customerSchema, messageResponseSchema } from '@atrium/domain/contract/auth';
import {
  favouriteItemSchema,
  followRequestSchema,
  followStateSchema,
  likeIdsSchema,
  likeRequestSchema,
  likeSchema,
  likeStateSchema,
  memberListQuerySchema,
  parkingQrCodeSchema,
  PROFILE_PICTURE_MAX_BYTES,
  profileUpdateRequestSchema,
  thumbRequestSchema,
  thumbSchema,
  thumbStateSchema,
} from '@atrium/domain/contract/me';
import { customers } from '@atrium/server-db/schema/accounts';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import QRCode from 'qrcode';
import { z } from 'zod';

import { currentCustomer, requireCustomer } from '../../auth/authenticate';
import { revokeToken } from '../../auth/token-store';
import { created, ok, paged } from '../../http/contract';
import { success } from '../../http/envelope';
import { HttpError, notFound, parseInput } from '../../http/errors';
import { multipartError } from '../../http/multipart-errors';
import { reencodeImage, sniffImage, UnreadableImageError } from '../../http/image-intake';
import { uploadsDir } from '../auth/auth.routes';
import { findCustomerById, toCustomer } from '../auth/auth.service';
import {
  addLike,
  contentExists,
  favouritePage,
  follow,
  likeIds,
  listLikes,
  listThumbs,
  removeLike,
  removeThumb,
  setThumb,
  unfollow,
} from './favourites.service';
import { createParkingCode, parkingSecret } from './parking-code';

const PICTURE_TOO_LARGE = `The picture must be at most ${PROFILE_PICTURE_MAX_BYTES / 1024 / 1024} MB`;
const clientError = (error: unknown) =>
  multipartError(error, { field: 'image', tooLarge: PICTURE_TOO_LARGE });

/** Profile pictures are stored as WebP squares of this size. */
export const AVATAR_SIZE = 512;

/**
 * Member paths `/v1/me/*` (bearer token required on all of them). See docs/api.md,
 * "Accounts and member paths".
 */
const customerAnswer = { response: ok(customerSchema) };
const favourites = { querystring: memberListQuerySchema, response: paged(favouriteItemSchema) };
/*
 * Likes, follows and thumbs read {type, id} from the body or, for DELETE, the body or the query:
 * checked in the handlers (`input`), so they have response schemas only.
 */

export const meRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireCustomer);
  await app.register(multipart, {
    limits: { fileSize: PROFILE_PICTURE_MAX_BYTES, files: 1, fields: 5, parts: 6 },
  });
  const env = app.config;
  const key = (request: FastifyRequest) => ({
    tenantId: request.tenant.id,
    customerId: currentCustomer(request).id,
  });
  /** Likes/thumbs input from the body (POST) or, for DELETE, the body or the query. */
  const input = (request: FastifyRequest) =>
    request.body && typeof request.body === 'object' ? request.body : request.query;

  // ---- profile ---------------------------------------------------------------------------------

  app.get('/profile', { schema: customerAnswer }, async (request) =>
    success(toCustomer(currentCustomer(request), env.PUBLIC_URL)),
  );

  const patchProfile = { body: profileUpdateRequestSchema, ...customerAnswer };
  app.patch('/profile', { schema: patchProfile }, async (request) => {
    const customer = currentCustomer(request);
    const body = request.body;
    const set: Partial<typeof customers.$inferInsert> = { updatedAt: new Date() };
    if (body.first_name !== undefined) set.firstName = body.first_name;
    if (body.last_name !== undefined) set.lastName = body.last_name;
    if (body.locale !== undefined) set.locale = body.locale;
    if (body.phone !== undefined) set.phone = body.phone;
    if (body.birth_date !== undefined) set.birthDate = body.birth_date;
    if (body.gender !== undefined) set.gender = body.gender;
    if (body.city !== undefined) set.city = body.city;
    if (body.zip_code !== undefined) set.zipCode = body.zip_code;
    if (body.marketing_consent !== undefined) set.marketingConsent = body.marketing_consent;
    const [row] = await app.db
      .update(customers)
      .set(set)
      .where(eq(customers.id, customer.id))
      .returning();
    return success(toCustomer(row!, env.PUBLIC_URL));
  });

  // multipart/form-data with the picture in "image", read in the handler.
  app.post('/profile-picture', { schema: customerAnswer }, async (request) => {
    const customer = currentCustomer(request);
    if (!request.isMultipart()) {
      throw new HttpError(415, 'Send the picture as multipart/form-data (field "image")');
    }
    const file = await request.file().catch(clientError);
    if (!file) {
      throw new HttpError(422, 'The given data was invalid', { image: ['Choose a picture'] });
    }
    const input = await file.toBuffer().catch(clientError); // 413 past PROFILE_PICTURE_MAX_BYTES
    if (!sniffImage(input)) {
      const message = 'The picture must be a JPEG, PNG or WebP image';
      throw new HttpError(415, message, { image: [message] });
    }
    let output: Buffer;
    try {
      ({ data: output } = await reencodeImage(input, {
        resize: { width: AVATAR_SIZE, height: AVATAR_SIZE, fit: 'cover', position: 'attention' },
        output: { format: 'webp', quality: 82 },
      }));
    } catch (error) {
      if (!(error instanceof UnreadableImageError)) throw error;
      const message = 'The file is not a readable JPEG, PNG or WebP image';
      throw new HttpError(422, message, { image: [message] });
    }
    const rel = `avatars/${request.tenant.id}/${customer.id}-${randomBytes(6).toString('hex')}.webp`;
    const abs = join(uploadsDir(env), rel);
    await mkdir(dirname(abs), { recursive: true });
    await writeFile(abs, output);
    const [row] = await app.db
      .update(customers)
      .set({ avatarPath: rel, updatedAt: new Date() })
      .where(eq(customers.id, customer.id))
      .returning()
      .catch(async (error: unknown) => {
        await rm(abs, { force: true }); // not recorded: leave no file behind
        throw error;
      });
    if (customer.avatarPath) await rm(join(uploadsDir(env), customer.avatarPath), { force: true });
    return success(toCustomer(row!, env.PUBLIC_URL));
  });

  app.delete('/profile-picture', { schema: customerAnswer }, async (request) => {
    const customer = currentCustomer(request);
    if (customer.avatarPath) {
      await app.db.update(customers).set({ avatarPath: null }).where(eq(customers.id, customer.id));
      await rm(join(uploadsDir(env), customer.avatarPath), { force: true });
    }
    const fresh = await findCustomerById(app.db, request.tenant.id, customer.id);
    return success(toCustomer(fresh!, env.PUBLIC_URL));
  });

  /** Logout alias: revokes the token of this request (same as POST /v1/logout). */
  app.delete('/token', { schema: { response: ok(messageResponseSchema) } }, async (request) => {
    await revokeToken(app.db, request.authTokenId!);
    return success({ message: 'Logged out.' });
  });

  // ---- liked / followed content ----------------------------------------------------------------

  const lists: [string, ContentType][] = [
    ['/companies', 'company'],
    ['/events', 'event'],
    ['/news', 'news'],
    ['/products', 'product'],
    ['/rewards', 'reward'],
  ];
  for (const [path, type] of lists) {
    app.get(path, { schema: favourites }, async (request) =>
      success(await favouritePage(app.db, key(request), type, request.query)),
    );
  }

  app.get('/likes', { schema: { response: ok(z.array(likeSchema)) } }, async (request) =>
    success(await listLikes(app.db, key(request))),
  );
  app.get('/likes/ids', { schema: { response: ok(likeIdsSchema) } }, async (request) =>
    success(await likeIds(app.db, key(request))),
  );

  app.post('/likes', { schema: { response: created(likeStateSchema) } }, async (request, reply) => {
    const body = parseInput(likeRequestSchema, request.body);
    if (!(await contentExists(app.db, request.tenant.id, body.type, body.id))) {
      throw notFound('Content');
    }
    await addLike(app.db, key(request), body.type, body.id);
    return reply.code(201).send(success({ type: body.type, id: body.id, liked: true }));
  });

  app.delete('/likes', { schema: { response: ok(likeStateSchema) } }, async (request) => {
    const body = parseInput(likeRequestSchema, input(request));
    await removeLike(app.db, key(request), body.type, body.id);
    return success({ type: body.type, id: body.id, liked: false });
  });

  app.get('/follows/companies', { schema: favourites }, async (request) =>
    success(
      await favouritePage(app.db, key(request), 'company', request.query, { followsOnly: true }),
    ),
  );

  const followed = { response: created(followStateSchema) };
  app.post('/follows/companies', { schema: followed }, async (request, reply) => {
    const body = parseInput(followRequestSchema, request.body) as { company_id: number };
    if (!(await contentExists(app.db, request.tenant.id, 'company', body.company_id))) {
      throw notFound('Company');
    }
    await follow(app.db, key(request), body.company_id);
    return reply.code(201).send(success({ company_id: body.company_id, following: true }));
  });

  app.delete(
    '/follows/companies',
    { schema: { response: ok(followStateSchema) } },
    async (request) => {
      const body = parseInput(followRequestSchema, input(request)) as { company_id: number };
      await unfollow(app.db, key(request), body.company_id);
      return success({ company_id: body.company_id, following: false });
    },
  );

  app.get('/thumbs', { schema: { response: ok(z.array(thumbSchema)) } }, async (request) =>
    success(await listThumbs(app.db, key(request))),
  );

  const thumbState = { response: ok(thumbStateSchema) };
  app.post('/thumbs', { schema: thumbState }, async (request) => {
    const body = parseInput(thumbRequestSchema, request.body);
    if (!(await contentExists(app.db, request.tenant.id, body.type, body.id))) {
      throw notFound('Content');
    }
    await setThumb(app.db, key(request), body.type, body.id, body.value);
    return success({ type: body.type, id: body.id, value: body.value });
  });

  app.delete('/thumbs', { schema: thumbState }, async (request) => {
    const body = parseInput(likeRequestSchema, input(request));
    await removeThumb(app.db, key(request), body.type, body.id);
    return success({ type: body.type, id: body.id, value: null });
  });

  // ---- parking ---------------------------------------------------------------------------------

  app.get(
    '/parking/show-qr-code',
    { schema: { response: ok(parkingQrCodeSchema) } },
    async (request) => {
      const { code, expiresAt } = createParkingCode(
        parkingSecret(env),
        request.tenant.id,
        currentCustomer(request).id,
      );
      const qr_svg = await QRCode.toString(code, {
        type: 'svg',
        errorCorrectionLevel: 'M',
        margin: 1,
      });
      return success({ code, qr_svg, expires_at: expiresAt.toISOString() });
    },
  );
};
