import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers on every response. The policy allows only the page's own files: a model's
 * answer that slipped past the renderer still could not run script, load anything remote or
 * frame the page. React's style props are DOM properties, not inline <style>, so style-src needs
 * no 'unsafe-inline'.
 */
export async function registerSecurityHeaders(app: FastifyInstance, inlineScriptHashes: readonly string[] = []): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // The page's own inline scripts, each allowed by its hash alone (see page-shell.ts).
        scriptSrc: ["'self'", ...inlineScriptHashes.map((hash) => `'sha256-${hash}'`)],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
  });
}
