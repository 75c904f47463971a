import { DEFAULT_LANG, isLang, type Lang, nonceSchema, pickLang } from '@veritex/shared';
import type { FastifyRequest } from 'fastify';
import type { RequestOrigin } from '../modules/identity/index.js';

/** token, lang and nonce may come as headers (the web client) or as query/body fields (the spec's clients). */
export function conventionField(request: FastifyRequest, name: 'token' | 'lang' | 'nonce'): string | undefined {
  const header = request.headers[name];
  if (typeof header === 'string' && header !== '') return header;
  for (const source of [request.body, request.query]) {
    if (source && typeof source === 'object' && name in source) {
      const value = (source as Record<string, unknown>)[name];
      if (typeof value === 'string') return value;
    }
  }
  return undefined;
}

export function requestLang(request: FastifyRequest): Lang {
  const explicit = conventionField(request, 'lang');
  if (isLang(explicit)) return explicit;
  const accepted = (request.headers['accept-language'] ?? '')
    .split(',')
    .map((part) => part.split(';')[0] ?? '')
    .filter(Boolean);
  return pickLang(accepted) ?? DEFAULT_LANG;
}

export function hasValidNonce(request: FastifyRequest): boolean {
  return nonceSchema.safeParse(conventionField(request, 'nonce')).success;
}

export function requestOrigin(request: FastifyRequest): RequestOrigin {
  return { ip: request.ip, userAgent: String(request.headers['user-agent'] ?? '') };
}

/** Query and body merged, body winning, convention fields removed. */
export function callParams(request: FastifyRequest): Record<string, unknown> {
  const merged: Record<string, unknown> = {};
  for (const source of [request.query, request.body]) {
    if (source && typeof source === 'object') Object.assign(merged, source);
  }
  delete merged.token;
  delete merged.lang;
  delete merged.nonce;
  return merged;
}
