/**
 * Lighthouse (mobile preset: simulated slow 4G and a mid-range phone CPU) on the public pages members land on first,
 * `/`, `/hi/` and `/login`, for each brand, served as `npm start` serves them: the built API (dist/apps/api) with its
 * demo data loaded, so the home page shows recent members. Prints the performance score and the main timings per page.
 * Goal (issue 18): performance at least 95 as the median of 3 runs. Run: node tools/bench/lighthouse-home.mjs after
 * `npx nx run-many -t build -p site members api`. Plain JavaScript: a TypeScript loader would rewrite the functions
 * Lighthouse sends into the page.
 */
import { execFileSync, execSync, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = path.resolve(import.meta.dirname, '../..');
const chromePath = process.env.CHROMIUM_PATH ?? execSync('command -v chromium', { encoding: 'utf8' }).trim();
const runs = Number(process.env.RUNS ?? 3);
const pages = (process.env.PAGES ?? '/,/hi/,/login').split(',');

async function waitForServer(url) {
  for (let attempt = 0; attempt < 600; attempt += 1) {
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

async function lighthouseRun(url) {
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
    if (lhr.runtimeError)
      console.log(`${url}: Lighthouse could not measure (${lhr.runtimeError.code}: ${lhr.runtimeError.message})`);
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      lcp: lhr.audits['largest-contentful-paint'].numericValue ?? NaN,
      fcp: lhr.audits['first-contentful-paint'].numericValue ?? NaN,
      tbt: lhr.audits['total-blocking-time'].numericValue ?? NaN,
      cls: lhr.audits['cumulative-layout-shift'].numericValue ?? NaN,
      bootup: lhr.audits['bootup-time'].numericValue ?? NaN,
    };
  } finally {
    chrome.kill();
  }
}

async function measure(brand, port) {
  const env = {
    ...process.env,
    BRAND: brand,
    PORT: String(port),
    LOG_LEVEL: 'warn',
    DEMO_MODE: 'true',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'lighthouse-')),
  };
  execFileSync(
    process.execPath,
    [
      path.join(root, 'node_modules/tsx/dist/cli.mjs'),
      '--tsconfig',
      'apps/api/tsconfig.json',
      'apps/api/src/cli/main.ts',
      'demo-data',
      '--if-empty',
    ],
    { cwd: root, env, stdio: 'ignore' },
  );
  const server = spawn(process.execPath, [path.join(root, 'dist/apps/api/main.js')], {
    cwd: root,
    env,
    stdio: 'ignore',
  });
  const origin = `http://localhost:${port}`;
  let lowest = 100;
  try {
    await waitForServer(`${origin}/`);
    for (const page of pages) {
      const results = [];
      for (let run = 0; run < runs; run += 1) results.push(await lighthouseRun(`${origin}${page}`));
      const of = (key) => median(results.map((result) => result[key]));
      lowest = Math.min(lowest, of('score'));
      console.log(
        `${brand} ${page}: performance ${results.map((result) => result.score).join(', ')} (median ${of('score')}); ` +
          `LCP ${(of('lcp') / 1000).toFixed(2)} s; FCP ${(of('fcp') / 1000).toFixed(2)} s; ` +
          `TBT ${Math.round(of('tbt'))} ms; CLS ${of('cls').toFixed(3)}; script boot-up ${Math.round(of('bootup'))} ms ` +
          `(${runs} runs, mobile preset)`,
      );
    }
  } finally {
    server.kill('SIGTERM');
  }
  return lowest;
}

async function main() {
  const brands = (
    process.env.BRANDS?.split(',') ??
    readdirSync(path.join(root, 'dist/apps/site'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
  ).sort();
  let port = 3200;
  let lowest = 100;
  for (const brand of brands) lowest = Math.min(lowest, await measure(brand, (port += 1)));
  console.log(`lowest median: ${lowest} (goal ≥ 95)`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
