import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text assets worth compressing; images other than SVG are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|webmanifest|html|txt|xml)$/;
/** Below this, the encoded file would barely be smaller than the headers it saves. */
const MIN_BYTES = 1024;

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside every
 * compressible file of the browser build, so the site server (and any CDN that serves
 * precompressed files) sends them compressed without compressing on each request.
 */
export function precompressPlugin(): Plugin {
  let outDir = '';
  return {
    name: 'atrium-precompress',
    // The browser build only: the server bundle is read from disk, never sent.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const source = await readFile(path.join(outDir, file));
          if (source.byteLength < MIN_BYTES) return;
          const params = {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.byteLength,
          };
          await Promise.all([
            writeFile(path.join(outDir, `${file}.br`), await brotli(source, { params })),
            writeFile(path.join(outDir, `${file}.gz`), await gzip(source, { level: 9 })),
          ]);
        }),
      );
    },
  };
}
