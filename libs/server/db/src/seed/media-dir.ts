import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Folder with the generated demo images, served by the API under /media/. */
export const MEDIA_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../media');
