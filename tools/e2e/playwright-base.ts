import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';
import { execSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  try {
    return execSync('command -v chromium', { encoding: 'utf8' }).trim();
  } catch {
    throw new Error('Debian chromium is required for e2e tests: apt-get install -y chromium');
  }
}

/** Both e2e projects drive Debian's chromium against the built product served from one origin. */
export function playwrightConfig(project: string, port: number): PlaywrightTestConfig {
  const baseURL = `http://localhost:${port}`;
  return defineConfig({
    testDir: path.join(root, 'apps', project, 'src'),
    outputDir: path.join(root, 'dist/.playwright', project),
    fullyParallel: true,
    workers: 2,
    retries: process.env.CI ? 1 : 0,
    reporter: [['list']],
    use: { baseURL, trace: 'retain-on-failure' },
    projects: [
      {
        name: 'chromium',
        use: {
          ...devices['Desktop Chrome'],
          launchOptions: {
            executablePath: chromiumPath(),
            args: [
              '--headless',
              '--no-sandbox',
              '--disable-gpu',
              '--disable-quic',
              '--no-first-run',
              '--disable-background-networking',
              '--disable-component-update',
              '--disable-sync',
            ],
          },
        },
      },
    ],
    // The whole product as `npm start` runs it, on a fresh embedded database of the run's own.
    webServer: {
      command: 'npx tsx --tsconfig apps/api/tsconfig.json apps/api/src/main.ts',
      cwd: root,
      url: baseURL,
      env: { PORT: String(port), HOST: 'localhost', DATA_DIR: mkdtempSync(path.join(tmpdir(), `${project}-data-`)), LOG_LEVEL: 'warn' },
      reuseExistingServer: false,
      timeout: 60_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5000 },
    },
  });
}
