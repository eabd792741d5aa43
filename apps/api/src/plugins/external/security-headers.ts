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
 * Headers only a document or a worker's own script obeys: a script, stylesheet, font or image ignores them. On a slow
 * phone network their ~1 KB (the policy's hashes most of it) on each of a first visit's ~100 script and style responses
 * is ~100 KB, seconds at 400 kbit/s (issue 37). nosniff, Cross-Origin-Resource-Policy and Referrer-Policy stay: a
 * subresource obeys those.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'x-frame-options',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];
/**
 * Sec-Fetch-Dest values of requests whose answer cannot become a document or start a worker. A worker's script comes
 * as `worker`, `sharedworker` or `serviceworker` and a frame as `iframe`, so those keep every header; so does a
 * request without the header (a browser that does not send it, a tool), whatever it asks for.
 */
const SUBRESOURCE_DESTINATIONS = new Set(['script', 'style', 'font', 'image', 'audio', 'video', 'track', 'manifest']);

/**
 * Whether an answer can never become a document or start a worker. A script's fetch (`empty`) of an API address is
 * read by that script: the member area's first visit asks for 5–6 such answers beside its entry, each ~0.8 KB lighter
 * without these headers (ARCHITECTURE.md, "How the member area loads"); an API answer the service worker keeps is
 * given back only to a script's request carrying a token, never to a page. An `empty` request elsewhere keeps them:
 * the worker's install fetches the shell's index.html that way, and answers pages with it.
 */
function isSubresourceAnswer(destination: string | undefined, url: string): boolean {
  if (destination === 'empty') return url.startsWith('/api/');
  return destination !== undefined && SUBRESOURCE_DESTINATIONS.has(destination);
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
  app.addHook('onSend', async (request, reply, payload) => {
    const destination = request.headers['sec-fetch-dest'];
    if (!isSubresourceAnswer(typeof destination === 'string' ? destination : undefined, request.url)) return payload;
    for (const name of DOCUMENT_ONLY_HEADERS) reply.raw.removeHeader(name);
    // A cache must not hand this answer to a document or a worker asking for the same address.
    const vary = reply.getHeader('vary');
    reply.header('vary', vary ? `${vary}, Sec-Fetch-Dest` : 'Sec-Fetch-Dest');
    return payload;
  });
});
