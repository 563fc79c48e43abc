// Security headers on every answer, computed once by helmet and set by one hook. The CSP allows only
// this origin (and one inline script, by its hash) plus what the product uses: Google Analytics
// (gtag) and Stripe (Stripe.js, Checkout). Mantine writes style attributes, hence 'unsafe-inline' for
// styles only.
// Helmet's other defaults (HSTS, Cross-Origin-Opener-Policy, X-DNS-Prefetch-Control…) come along.
// SECURITY_HEADERS is that set as plain headers: every answer gets it (helmet's values never depend on
// the request, and @fastify/helmet would rebuild helmet's middleware, parsing the CSP again, on every
// request), and so do the answers written outside Fastify's request cycle (client-errors.ts, a URL
// the router refuses).
import type { ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet from 'helmet';
import { START_AFTER_PAINT_CSP } from '../site/start-after-paint';

const CSP_DIRECTIVES = {
  'default-src': ["'self'"],
  // The one inline script: a server-drawn page starts its scripts after the first paint.
  'script-src': ["'self'", START_AFTER_PAINT_CSP, 'https://www.googletagmanager.com', 'https://js.stripe.com'],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:', 'https://www.google-analytics.com', 'https://www.googletagmanager.com', 'https://*.stripe.com'],
  'font-src': ["'self'", 'data:'],
  'connect-src': [
    "'self'",
    'https://www.google-analytics.com',
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://www.googletagmanager.com',
    'https://api.stripe.com',
  ],
  'frame-src': ['https://js.stripe.com', 'https://hooks.stripe.com', 'https://checkout.stripe.com'],
  'form-action': ["'self'", 'https://checkout.stripe.com'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'frame-ancestors': ["'none'"],
};

const HELMET_OPTIONS = {
  // Exactly the directives above: helmet's defaults would add upgrade-insecure-requests (no TLS locally).
  contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  xFrameOptions: { action: 'deny' },
  // The operator's other hosts under the same domain are not this site's to decide.
  strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: false },
  // Pictures under /uploads/ and the column feed are meant to be shown by other sites (feed readers,
  // mail, shares): helmet's same-origin Cross-Origin-Resource-Policy would block them there.
  crossOriginResourcePolicy: false,
} satisfies Parameters<typeof helmet>[0];

/** Helmet has no Permissions-Policy: this one header is set beside it. */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(self "https://js.stripe.com")';

/** The headers helmet sets with these options, read from helmet itself (names in lower case). */
function helmetHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  } as unknown as ServerResponse;
  helmet(HELMET_OPTIONS)({} as never, response, () => undefined);
  return headers;
}

export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({ ...helmetHeaders(), 'permissions-policy': PERMISSIONS_POLICY });

/**
 * The headers that govern only a document (or a worker): what a page may load, frame, open or use.
 * A built script, stylesheet or manifest is none of those, and over HTTP/1.1 these headers cost
 * about 1.1 KiB on each of the twenty files of a first visit (docs/server-rendering.md, "What a first
 * visit downloads"). Files keep nosniff, HSTS and Referrer-Policy (a stylesheet's own fetches follow
 * it), as nginx sends them (deploy/nginx).
 */
const DOCUMENT_ONLY = Object.keys(SECURITY_HEADERS).filter((name) => !['x-content-type-options', 'strict-transport-security', 'referrer-policy'].includes(name));
const SUBRESOURCE = /\.(js|css|json|map|woff2?)$/;

/** Drops the document-only headers from the answer for a built file that is never a document. */
export function fitHeadersToFile(reply: FastifyReply, filePath: string): void {
  if (!SUBRESOURCE.test(filePath.replace(/\.(br|gz)$/, ''))) return;
  for (const name of DOCUMENT_ONLY) reply.removeHeader(name);
}

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(SECURITY_HEADERS);
    done();
  });
  // API answers are never stored unless the route says otherwise (a public list may be cached).
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/')) reply.header('cache-control', reply.getHeader('cache-control') ?? 'no-store');
    return payload;
  });
}
