import { describe, expect, it } from 'vitest';
import {
  CONTENT_TYPES,
  CONTENT_TYPE_RESOURCES,
  contentTypeSchema,
  isContentType,
} from './content-types';

describe('content types', () => {
  it('are the five of spec section 3', () => {
    expect(CONTENT_TYPES).toEqual(['news', 'event', 'reward', 'product', 'company']);
  });

  it('are recognised and validated', () => {
    expect(isContentType('event')).toBe(true);
    expect(isContentType('events')).toBe(false);
    expect(isContentType(3)).toBe(false);
    expect(contentTypeSchema.parse('company')).toBe('company');
    expect(contentTypeSchema.safeParse('shop').success).toBe(false);
  });

  it('each has its list resource', () => {
    expect(Object.keys(CONTENT_TYPE_RESOURCES).sort()).toEqual([...CONTENT_TYPES].sort());
    expect(CONTENT_TYPE_RESOURCES.event).toBe('/v1/events');
  });
});
