import { CONTENT_POST_TYPES } from '@atrium/domain/contract/content-admin';

/**
 * The `/v1/admin/content/*` operations (content-admin.routes.ts), each needing the `content`
 * permission (owners, the `content` role and the automation key). Their handlers write their own
 * audit rows; staff/admin-access.ts merges this list into ADMIN_ROUTES.
 */
export const CONTENT_ADMIN_ROUTES: Record<string, { permission: 'content' }> = Object.fromEntries(
  [
    ...CONTENT_POST_TYPES.flatMap((type) => [
      `GET /content/${type}`,
      `GET /content/${type}/:id`,
      `POST /content/${type}`,
      `PATCH /content/${type}/:id`,
      `POST /content/${type}/:id/publish`,
      `POST /content/${type}/:id/unpublish`,
      `DELETE /content/${type}/:id`,
    ]),
    'GET /content/shops',
    'GET /content/shops/:id',
    'POST /content/shops',
    'PATCH /content/shops/:id',
    'DELETE /content/shops/:id',
    'POST /content/images',
    'GET /content/categories',
    'POST /content/categories',
    'PATCH /content/categories/:id',
    'PUT /content/categories/order',
    'DELETE /content/categories/:id',
  ].map((key) => [key, { permission: 'content' as const }]),
);
