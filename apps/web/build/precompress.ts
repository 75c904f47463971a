import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Logger, Plugin } from 'vite';

/** Text formats worth compressing; images and fonts (woff2) are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below this a compressed body saves less than the round of headers costs to negotiate it. */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (entry.isFile()) yield path;
  }
}

export interface PrecompressTotals {
  files: number;
  rawBytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

/**
 * Writes `<file>.br` (brotli, best quality) and `<file>.gz` (gzip, level 9) beside every text file of
 * `dir`, once, at build time, so that the server sends them as they are (@fastify/static's
 * `preCompressed`) instead of compressing on every request. A variant that would not be smaller is
 * not written; the server then sends the file itself.
 */
export async function precompressDirectory(dir: string): Promise<PrecompressTotals> {
  const totals: PrecompressTotals = { files: 0, rawBytes: 0, brotliBytes: 0, gzipBytes: 0 };
  const work: Promise<void>[] = [];
  for await (const path of files(dir)) {
    if (!COMPRESSIBLE.test(path) || (await stat(path)).size < MIN_BYTES) continue;
    work.push(
      (async () => {
        const raw = await readFile(path);
        // zlib's asynchronous calls run on libuv's thread pool: the files compress in parallel.
        const [br, gz] = await Promise.all([
          brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
          gzipAsync(raw, { level: constants.Z_BEST_COMPRESSION }),
        ]);
        totals.files++;
        totals.rawBytes += raw.length;
        totals.brotliBytes += Math.min(br.length, raw.length);
        totals.gzipBytes += Math.min(gz.length, raw.length);
        if (br.length < raw.length) await writeFile(`${path}.br`, br);
        if (gz.length < raw.length) await writeFile(`${path}.gz`, gz);
      })(),
    );
  }
  await Promise.all(work);
  return totals;
}

/** The Vite step: once the bundle is written (public files included), precompress the output folder. */
export function precompress(): Plugin {
  let outDir = '';
  let logger: Logger | undefined;
  return {
    name: 'veritex-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      logger = config.logger;
    },
    async closeBundle() {
      const totals = await precompressDirectory(outDir);
      const kb = (bytes: number) => `${(bytes / 1000).toFixed(0)} kB`;
      logger?.info(
        `precompressed ${totals.files} files in ${relative(process.cwd(), outDir) || '.'}: ${kb(totals.rawBytes)} → brotli ${kb(totals.brotliBytes)}, gzip ${kb(totals.gzipBytes)}`,
      );
    },
  };
}
