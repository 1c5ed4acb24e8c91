import { z } from 'zod';

/** The content-type enumeration (spec section 3). */
export const CONTENT_TYPES = ['news', 'event', 'reward', 'product', 'company'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

export const contentTypeSchema = z.enum(CONTENT_TYPES);

export function isContentType(value: unknown): value is ContentType {
  return typeof value === 'string' && (CONTENT_TYPES as readonly string[]).includes(value);
}

/** The `/v1` resource path of each content type's list (spec section 7). */
export const CONTENT_TYPE_RESOURCES: Record<ContentType, string> = {
  news: '/v1/news',
  event: '/v1/events',
  reward: '/v1/rewards',
  product: '/v1/products',
  company: '/v1/companies',
};
