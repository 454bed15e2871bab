import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/**
 * Security headers on every response. The policy allows only the page's own files: a model's
 * answer that slipped past the renderer still could not run script, load anything remote or
 * frame the page. The page's inline script and stylesheet are allowed by their hashes alone, and
 * React's style props are DOM properties, not inline styles: no 'unsafe-inline' anywhere.
 */
export const securityHeadersPlugin = fp<{ inlineScriptHashes: readonly string[]; inlineStyleHashes: readonly string[] }>(
  async (app, { inlineScriptHashes, inlineStyleHashes }) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          // The page's own inline scripts, each allowed by its hash alone (see page-html.ts).
          scriptSrc: ["'self'", ...inlineScriptHashes.map((hash) => `'sha256-${hash}'`)],
          styleSrc: ["'self'", ...inlineStyleHashes.map((hash) => `'sha256-${hash}'`)],
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
  },
  { name: 'security-headers' },
);
