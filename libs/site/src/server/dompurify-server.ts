import { createRequire } from 'node:module';
import type { DOMPurify } from 'dompurify';

/**
 * DOMPurify needs a DOM; in the server build (`vite build --ssr`) the tenant Vite factory
 * aliases `dompurify` to this module: the same sanitiser over a jsdom window, so API HTML is
 * sanitised exactly as in the browser and rendered into the server HTML. Node loads both
 * packages at run time (past the alias; jsdom ships no types).
 */
const require = createRequire(import.meta.url);
const createDOMPurify = require('dompurify') as DOMPurify;
const { JSDOM } = require('jsdom') as { JSDOM: new (html: string) => { window: unknown } };
const purify = createDOMPurify(new JSDOM('').window as Window & typeof globalThis);
export default purify;
