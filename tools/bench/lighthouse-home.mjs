/**
 * Lighthouse (mobile preset: simulated slow 4G and a mid-range phone CPU) on the built home page of each brand,
 * served from one origin by the API (apps/api/src/main.ts), as `npm start` serves it. Prints the performance score and the main timings.
 * Goal (issue 2): performance at least 95, LCP at most 1.8 s. Run: node tools/bench/lighthouse-home.mjs
 * after `npx nx build site members`. Plain JavaScript: a TypeScript loader would rewrite the functions Lighthouse
 * sends into the page.
 */
import { execSync, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = path.resolve(import.meta.dirname, '../..');
const chromePath = process.env.CHROMIUM_PATH ?? execSync('command -v chromium', { encoding: 'utf8' }).trim();
const runs = Number(process.env.RUNS ?? 3);

async function waitForServer(url) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not start`);
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

async function measure(brand, port) {
  const server = spawn(
    process.execPath,
    [path.join(root, 'node_modules/tsx/dist/cli.mjs'), '--tsconfig', 'apps/api/tsconfig.json', 'apps/api/src/main.ts'],
    {
      cwd: root,
      env: {
        ...process.env,
        BRAND: brand,
        PORT: String(port),
        LOG_LEVEL: 'warn',
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'lighthouse-')),
      },
      stdio: 'ignore',
    },
  );
  const url = `http://localhost:${port}/`;
  try {
    await waitForServer(url);
    const scores = [];
    const lcps = [];
    const fcps = [];
    const tbts = [];
    const clss = [];
    for (let run = 0; run < runs; run += 1) {
      const chrome = await chromeLauncher.launch({
        chromePath,
        chromeFlags: [
          '--headless',
          '--no-sandbox',
          '--disable-gpu',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          '--no-first-run',
        ],
      });
      try {
        const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error' });
        const lhr = result?.lhr;
        if (!lhr) throw new Error('Lighthouse returned no result');
        scores.push(Math.round((lhr.categories.performance.score ?? 0) * 100));
        lcps.push(lhr.audits['largest-contentful-paint'].numericValue ?? NaN);
        fcps.push(lhr.audits['first-contentful-paint'].numericValue ?? NaN);
        tbts.push(lhr.audits['total-blocking-time'].numericValue ?? NaN);
        clss.push(lhr.audits['cumulative-layout-shift'].numericValue ?? NaN);
      } finally {
        chrome.kill();
      }
    }
    console.log(
      `${brand}: performance ${scores.join(', ')} (median ${median(scores)}); ` +
        `LCP median ${(median(lcps) / 1000).toFixed(2)} s; FCP ${(median(fcps) / 1000).toFixed(2)} s; ` +
        `TBT ${Math.round(median(tbts))} ms; CLS ${median(clss).toFixed(3)} (${runs} runs, mobile preset)`,
    );
  } finally {
    server.kill('SIGTERM');
  }
}

async function main() {
  const brands = readdirSync(path.join(root, 'dist/apps/site'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  let port = 3200;
  for (const brand of brands) await measure(brand, (port += 1));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
