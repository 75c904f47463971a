import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_LANG, LANGUAGES, type Lang } from '@veritex/shared';

/** A namespace's messages: nested objects of strings. */
export interface Messages {
  [key: string]: string | Messages;
}
/** namespace → messages, for one language. */
export type LocaleBundle = Record<string, Messages>;
export type Catalogue = ReadonlyMap<Lang, LocaleBundle>;

/** Folder of `<lang>/<namespace>.json`; the web app imports the same files through Vite. */
export const LOCALES_DIR = join(dirname(fileURLToPath(import.meta.url)), 'locales');

export function loadCatalogue(dir: string = LOCALES_DIR): Catalogue {
  const catalogue = new Map<Lang, LocaleBundle>();
  for (const lang of LANGUAGES) {
    const bundle: LocaleBundle = {};
    const langDir = join(dir, lang);
    for (const file of safeReaddir(langDir)) {
      if (file.endsWith('.json')) bundle[file.slice(0, -'.json'.length)] = JSON.parse(readFileSync(join(langDir, file), 'utf8')) as Messages;
    }
    catalogue.set(lang, bundle);
  }
  return catalogue;
}

function safeReaddir(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

/** Looks up `namespace:dotted.key`; falls back to English, then to the key itself. */
export function translate(catalogue: Catalogue, lang: Lang, key: string, vars: Record<string, string | number> = {}): string {
  const template = lookup(catalogue.get(lang), key) ?? lookup(catalogue.get(DEFAULT_LANG), key) ?? key;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

function lookup(bundle: LocaleBundle | undefined, key: string): string | undefined {
  if (!bundle) return undefined;
  const [namespace, path] = key.includes(':') ? (key.split(':', 2) as [string, string]) : ['web', key];
  let node: string | Messages | undefined = bundle[namespace];
  for (const part of path.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Flattens a namespace to dotted keys: used by the completeness test and by tooling. */
export function flatten(messages: Messages, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}
