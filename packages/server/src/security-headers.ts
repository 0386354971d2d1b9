import { IncomingMessage, ServerResponse } from "node:http";
import { Socket } from "node:net";
import type { FastifyInstance } from "fastify";
import helmet from "helmet";

/**
 * The content security policy of the web app and the API: scripts, styles, fonts and connections
 * only from this server (`'self'` covers its own WebSocket), no inline script or plugin, no
 * framing, no `<base>` tricks. The built app passes it: Vite emits one module script and one
 * stylesheet, React sets styles through the DOM, not as inline markup. No
 * `upgrade-insecure-requests`: a table on a LAN is served over plain HTTP.
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", "data:"],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  upgradeInsecureRequests: null,
};

/** Helmet's options: the CSP above, no referrer, no framing. */
const HELMET_OPTIONS = {
  contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
  referrerPolicy: { policy: "no-referrer" as const },
  frameguard: { action: "deny" as const },
  // The app loads nothing cross-origin; COEP would only get in the way of a reverse proxy's pages.
  crossOriginEmbedderPolicy: false,
};

/**
 * The headers `helmet` sets with {@link HELMET_OPTIONS}, read once by running its middleware on
 * a response that is never sent. Our policy has no per-request part (no nonces), so the headers
 * are the same on every answer; `@fastify/helmet` rebuilt the whole middleware (parsing the CSP
 * again) on every request, a few per cent of a roll's CPU.
 */
export function securityHeaders(): Readonly<Record<string, string>> {
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  let failed: unknown;
  helmet(HELMET_OPTIONS)(request, response, (error?: unknown) => {
    failed = error;
  });
  if (failed) throw failed;
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.getHeaders())) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(", ") : String(value);
  }
  return Object.freeze(headers);
}

/**
 * Security headers on every answer (`helmet`): the CSP above, `Referrer-Policy: no-referrer`
 * (invite tokens travel in URLs and must not leak to other sites in a `Referer`),
 * `X-Content-Type-Options: nosniff`, `X-Frame-Options: DENY`.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  const headers = securityHeaders();
  app.addHook("onRequest", (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
