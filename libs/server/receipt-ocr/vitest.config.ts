import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'receipt-ocr', environment: 'node', include: ['src/**/*.test.ts'] },
});
