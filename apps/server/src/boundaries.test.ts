import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Design §8.1: one folder per bounded context with an explicit `index.ts`, no deep imports into
 * another context. This test reads the import graph of the server and the web app and fails on
 * any import that reaches past a context's or a feature's front door.
 */

const ROOT = resolve(import.meta.dirname, '../../..');
const SERVER = join(ROOT, 'apps/server/src');
const MODULES = join(SERVER, 'modules');
const WEB = join(ROOT, 'apps/web/src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Relative import specifiers of a file, resolved to absolute paths without extension. */
function relativeImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)'(\.{1,2}\/[^']+)'/g)].map((m) => m[1] ?? '');
  return specifiers.map((specifier) => resolve(dirname(file), specifier).replace(/\.(js|ts|tsx)$/, ''));
}

/**
 * What a file takes from each module it names by a relative path: `import {a, type b as c} from`,
 * `export {a} from` and `const {a} = await import(…)`, the names as the module exports them.
 */
function importedNames(file: string): { target: string; names: string[] }[] {
  const text = readFileSync(file, 'utf8');
  const statements = [
    ...text.matchAll(/(?:import|export)\s+(?:type\s+)?\{([^}]*)\}\s*from\s*'(\.{1,2}\/[^']+)'/g),
    ...text.matchAll(/\{([^}]*)\}\s*=\s*await\s+import\(\s*'(\.{1,2}\/[^']+)'\s*\)/g),
  ];
  return statements.map((m) => ({
    target: resolve(dirname(file), m[2] ?? '').replace(/\.(js|ts|tsx)$/, ''),
    names: (m[1] ?? '').split(',').map(exportedName).filter(Boolean),
  }));
}

/** `type a as b` or `a: b` (a destructured import) → `a`, the name the module exports. */
function exportedName(part: string): string {
  const [name] = part
    .trim()
    .replace(/^type\s+/, '')
    .split(/\s+as\s+|\s*:\s*/);
  return name ?? '';
}

/** `modules/<context>/...` → context name, else undefined. */
function contextOf(path: string): string | undefined {
  const inside = relative(MODULES, path);
  if (inside.startsWith('..')) return undefined;
  return inside.split(sep)[0];
}

function isFrontDoor(target: string): boolean {
  const context = contextOf(target);
  return context !== undefined && target === join(MODULES, context, 'index');
}

/** Table definitions may reference another context's tables (foreign keys); drizzle-kit reads them all. */
function isSchemaReference(file: string, target: string): boolean {
  const fromSchema = /(^|\/)schema\.ts$/.test(file);
  return fromSchema && target.endsWith(`${sep}schema`);
}

describe('server context boundaries', () => {
  const files = sourceFiles(SERVER);

  it('imports another context only through its index.ts', () => {
    const violations: string[] = [];
    for (const file of files) {
      const own = contextOf(file);
      for (const target of relativeImports(file)) {
        const theirs = contextOf(target);
        if (theirs === undefined || theirs === own) continue;
        if (isFrontDoor(target) || isSchemaReference(file, target)) continue;
        violations.push(`${relative(ROOT, file)} → ${relative(ROOT, target)}`);
      }
    }
    expect(violations).toEqual([]);
  });

  it('keeps the keys in the signer process: nothing outside src/signer imports it, and only it reads the key file', () => {
    const signerDir = join(SERVER, 'signer') + sep;
    const importers = files
      .filter((file) => !file.startsWith(signerDir))
      .flatMap((file) =>
        relativeImports(file)
          .filter((target) => target.startsWith(signerDir))
          .map((target) => `${relative(ROOT, file)} → ${relative(ROOT, target)}`),
      );
    expect(importers).toEqual([]);
    // The web process may know the variable is set (to start the signer beside it), never open what it names.
    const readers = files.filter(
      (file) => !file.startsWith(signerDir) && /readFileSync\([^)]*(SIGNER_KEY_FILE|signerKeyFile|keyFile)/.test(readFileSync(file, 'utf8')),
    );
    expect(readers).toEqual([]);
  });

  it('keeps platform code free of the contexts (except the schema list and the composition root)', () => {
    const allowed = new Set([join(SERVER, 'platform/db/schema.ts'), join(SERVER, 'platform/compose.ts')]);
    const violations = files
      .filter((file) => file.startsWith(join(SERVER, 'platform')) && !allowed.has(file))
      .flatMap((file) =>
        relativeImports(file)
          .filter((target) => contextOf(target) !== undefined)
          .map((target) => `${relative(ROOT, file)} → ${relative(ROOT, target)}`),
      );
    expect(violations).toEqual([]);
  });

  it("exports from a context's index.ts only what is used outside the context", () => {
    // Used means imported from the index by a file outside the context: a name that only turns up
    // in a comment, as a local variable or through a direct import of the context's schema.ts is not.
    const imports = [...files, ...sourceFiles(join(ROOT, 'e2e')), ...sourceFiles(join(ROOT, 'bench'))].map((file) => ({
      context: contextOf(file),
      imported: importedNames(file),
    }));
    const usedOutside = (context: string) =>
      new Set(
        imports
          .filter((file) => file.context !== context)
          .flatMap((file) => file.imported.filter((entry) => entry.target === join(MODULES, context, 'index')))
          .flatMap((entry) => entry.names),
      );
    const unused: string[] = [];
    for (const context of readdirSync(MODULES)) {
      const index = readFileSync(join(MODULES, context, 'index.ts'), 'utf8');
      const names = [...index.matchAll(/export\s+(?:type\s+)?\{([^}]*)\}/g)].flatMap((m) =>
        (m[1] ?? '')
          .split(',')
          .map((part) => part.trim().replace(/^type\s+/, ''))
          .filter(Boolean)
          .map((part) => part.split(/\s+as\s+/).pop() ?? part),
      );
      const used = usedOutside(context);
      for (const name of names) if (!used.has(name)) unused.push(`${context}: ${name}`);
    }
    expect(unused).toEqual([]);
  });
});

/** `pages/<feature>` or `components/<feature>` of a web file, else undefined (api, lib, layout, router…). */
function featureOf(path: string): string | undefined {
  for (const area of ['pages', 'components']) {
    const inside = relative(join(WEB, area), path);
    if (!inside.startsWith('..') && inside.includes(sep)) return `${area}/${inside.split(sep)[0]}`;
  }
  return undefined;
}

/** Building blocks every feature may use: charts, lists, forms, market tables, strips, coin icons. */
const SHARED_COMPONENT_FOLDERS = new Set([
  'components/chart',
  'components/lists',
  'components/form',
  'components/market',
  'components/strip',
  'components/coin',
]);

/**
 * Pages compose components, so a page may use any component folder; but one page folder does not
 * reach into another's files, nor one feature's components into another's: what a feature offers
 * others is in its `index.ts`.
 */
function crossesFeature(from: string | undefined, to: string): boolean {
  if (from === to || SHARED_COMPONENT_FOLDERS.has(to)) return false;
  return !(from?.startsWith('pages/') && to.startsWith('components/'));
}

describe('web feature boundaries', () => {
  it("imports another feature's files only through its index.ts (shared building blocks excepted)", () => {
    const violations: string[] = [];
    // The router is the composition root of the pages: it may load any page.
    for (const file of sourceFiles(WEB).filter((path) => !path.startsWith(join(WEB, 'router')))) {
      const own = featureOf(file);
      for (const target of relativeImports(file)) {
        const theirs = featureOf(target);
        if (theirs === undefined || !crossesFeature(own, theirs)) continue;
        if (target === join(WEB, theirs, 'index')) continue;
        violations.push(`${relative(ROOT, file)} → ${relative(ROOT, target)}`);
      }
    }
    expect(violations).toEqual([]);
  });
});
