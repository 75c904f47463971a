import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';

/** The policy every answer carries: the web app's own origin only, no framing, HTTPS remembered for a year. */
const POLICY: Parameters<typeof helmet>[0] = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // antd injects its CSS-in-JS as <style> elements.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      connectSrc: ["'self'", 'ws:', 'wss:'],
      fontSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
  crossOriginEmbedderPolicy: false,
};

/**
 * The headers helmet sets for the policy, read once by running its middleware against a
 * recording response: none of them depends on the request.
 */
export function securityHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(POLICY)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}
