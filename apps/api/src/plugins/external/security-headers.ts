import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * CSP hashes of the inline scripts in every built page under the front ends' folders (the colour-mode, language and
 * early-tap scripts in each <head>; the Devanagari font check of the Hindi pages), so none other can run.
 */
export async function inlineScriptHashes(frontEndDirs: readonly string[]): Promise<string[]> {
  const hashes = new Set<string>();
  for (const dir of frontEndDirs) {
    for (const file of await readdir(dir, { recursive: true })) {
      if (file.endsWith('.html')) await addHashes(hashes, path.join(dir, file));
    }
  }
  return [...hashes];
}

async function addHashes(hashes: Set<string>, htmlFile: string): Promise<void> {
  const html = await readFile(htmlFile, 'utf8');
  for (const match of html.matchAll(/<script>([\s\S]*?)<\/script>/g)) {
    hashes.add(`'sha256-${createHash('sha256').update(match[1]).digest('base64')}'`);
  }
}

export interface SecurityHeadersOptions {
  scriptHashes: readonly string[];
  /** Served over https (PUBLIC_URL): then every request of the page is upgraded to https too. */
  isHttps: boolean;
  /** Origins a third party's widget needs (the payment provider's Checkout), by what it does there. */
  thirdPartyOrigins?: {
    script: readonly string[];
    frame: readonly string[];
    connect: readonly string[];
    image: readonly string[];
  } | null;
}

/**
 * helmet with a strict Content-Security-Policy: scripts only from this origin or the hashed inline ones, nothing may
 * frame the pages, HSTS, nosniff and a strict referrer policy. Styles may be inline: Mantine sets its theme
 * variables that way and prerendered pages carry their CSS.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance, options: SecurityHeadersOptions) => {
  const third = options.thirdPartyOrigins;
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...options.scriptHashes, ...(third?.script ?? [])],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...(third?.image ?? [])],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...(third?.connect ?? [])],
        ...(third ? { frameSrc: ["'self'", ...third.frame] } : {}),
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: options.isHttps ? [] : null,
      },
    },
    frameguard: { action: 'deny' },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    // Checkout's bank and wallet pages open as popups that report back to the opener.
    crossOriginOpenerPolicy: { policy: third ? 'same-origin-allow-popups' : 'same-origin' },
  });
});
