import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";

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

/**
 * Security headers on every answer (`@fastify/helmet`): the CSP above, `Referrer-Policy:
 * no-referrer` (invite tokens travel in URLs and must not leak to other sites in a `Referer`),
 * `X-Content-Type-Options: nosniff`, `X-Frame-Options: DENY`.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    referrerPolicy: { policy: "no-referrer" },
    frameguard: { action: "deny" },
    // The app loads nothing cross-origin; COEP would only get in the way of a reverse proxy's pages.
    crossOriginEmbedderPolicy: false,
  });
}
