/**
 * `npm test`: every check of the repository, then a table of where the time went (each step and each Nx task, with
 * its result), printed also when a check fails. With NX_BASE set (NX_HEAD optional, as in Nx's CI guides) only what
 * the change affects runs: Nx's affected projects, prettier on the changed files, the budgets when a front end is
 * affected, the e2e projects that are affected, and within those the tests and journeys that reach the change
 * (narrowing.ts); without it, everything runs.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { changedFiles, forkPoint } from './changed-files';
import { failureDigest } from './failure-digest';
import { e2eTagsFor, testsMayNarrow, type ProjectInfo } from './narrowing';
import { formatTimingTable, nxTaskRows, type TimingRow } from './timing-table';

const root = path.resolve(import.meta.dirname, '../..');
const base = process.env.NX_BASE || undefined;
const head = process.env.NX_HEAD || undefined;
const sinceBase = base ? ['--base', base, ...(head ? ['--head', head] : [])] : [];
const CHECK_TARGETS = ['lint', 'typecheck', 'test', 'test-postgres', 'build'];
/** The jest targets, which an affected run narrows to the tests that reach the change. */
const TEST_TARGETS = ['test', 'test-postgres'];
const { isBarrel } = createRequire(import.meta.url)('../jest/precise-dependencies.cjs') as {
  isBarrel: (file: string) => boolean;
};
const FRONT_ENDS = ['site', 'members'];
const E2E_PROJECTS = ['site-e2e', 'members-e2e'];
/** What the e2e server serves (tools/e2e/playwright-base.ts). */
const SERVED = ['site', 'members', 'api'];
/** Nx's own default, kept until a quiet machine measures 2 against it; NX_PARALLEL overrides it, as for any nx command. */
const NX_PARALLEL = Number(process.env.NX_PARALLEL ?? 3);
/**
 * The longest task of a full run: the API's jest suite (387 s of a 509 s Nx stage in CI 40, on two workers of its
 * own). Nx starts the tasks of the most depended-on projects first (its TasksSchedule sorts by dependents before
 * any timing), so it started only at 118 s, after every library's; a full run starts it at once, in an Nx run of its
 * own beside the others.
 */
const FIRST = { project: 'api', target: 'test' };
/** Relative: Nx writes NX_PROFILE under its working directory; each Nx run of a step has a file of its own. */
const profileFile = (step: string) => `dist/.ci/nx-profile-${step.replace(/\W+/g, '-')}.json`;

interface Finished {
  code: number;
  seconds: number;
  output: string;
}

const bin = (name: string) => path.join(root, 'node_modules/.bin', name);

/**
 * Runs a command from the repository's root, keeping its output for the failure digest; `quiet` holds it to print
 * whole once it ends, otherwise it is passed on as it comes.
 */
function run(command: string, args: string[], { quiet = false, env = {} } = {}): Promise<Finished> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const keep = (passOn: NodeJS.WriteStream) => (chunk: Buffer) => {
      output += chunk;
      if (!quiet) passOn.write(chunk);
    };
    child.stdout.on('data', keep(process.stdout));
    child.stderr.on('data', keep(process.stderr));
    child.on('error', (error) => (output += `${error.message}\n`));
    child.on('close', (code) => resolve({ code: code ?? 1, seconds: (performance.now() - started) / 1000, output }));
  });
}

const rows: TimingRow[] = [];
/** What each failed step printed, digested below the table. */
const failures: { step: string; output: string }[] = [];
function record(step: string, project: string, { code, seconds, output }: Finished): void {
  rows.push({ step, project, seconds, result: code === 0 ? 'ok' : 'FAILED' });
  if (code !== 0) failures.push({ step, output });
}

function printTable(seconds: number): void {
  console.log(`\n${formatTimingTable(rows, seconds)}`);
  for (const { step, output } of failures)
    console.log(`\nWhy ${step} failed (the whole account is above):\n${failureDigest(output).join('\n')}`);
}
const skip = (step: string, why: string) => rows.push({ step, project: why, seconds: 0, result: 'skipped' });

/** An Nx run, its tasks timed through NX_PROFILE: a row for the whole command and one per task. */
async function nx(step: string, args: string[], parallel = NX_PARALLEL): Promise<void> {
  const profile = profileFile(step);
  rmSync(path.join(root, profile), { force: true });
  mkdirSync(path.dirname(path.join(root, profile)), { recursive: true });
  const finished = await run(bin('nx'), [...args, `--parallel=${parallel}`, '--outputStyle=static'], {
    env: { NX_PROFILE: profile, NX_DAEMON: 'false' },
  });
  record(step, '', finished);
  if (existsSync(path.join(root, profile)))
    rows.push(...nxTaskRows(JSON.parse(readFileSync(path.join(root, profile), 'utf8'))));
}

/**
 * Every check, the longest task started first: FIRST in one Nx run, and beside it the served builds, then the budgets
 * and the e2e run (`afterBuilds`) beside the other projects' checks, so the e2e run takes the cores the checks leave
 * idle instead of waiting for the last check. The rest of FIRST's project's checks follow the e2e run, which ends
 * minutes before the other two (CI 84: 619 s against 755 s and 772 s): after the other projects' checks they ran
 * alone at the end (52 s; test-postgres, its longest, spends a third of its wall on CPU, waiting on the API processes
 * and the PostgreSQL it kills and restarts). The later Nx runs leave the builds alone (no `build` target, and
 * `--excludeTaskDependencies` for test-postgres's): a build again, without Nx's cache, would empty the folders the e2e
 * server is serving.
 */
async function checkEverything(afterBuilds: () => Promise<void>): Promise<void> {
  const beside = Math.max(1, NX_PARALLEL - 1);
  await Promise.all([
    nx(`nx ${FIRST.project}:${FIRST.target}`, ['run', `${FIRST.project}:${FIRST.target}`], 1),
    (async () => {
      await nx('nx build (served)', ['run-many', '-t', 'build', '-p', ...SERVED], beside);
      await Promise.all([
        (async () => {
          await afterBuilds();
          await nx(`nx run-many ${FIRST.project}`, [
            'run-many',
            '-t',
            ...CHECK_TARGETS.filter((target) => target !== FIRST.target && target !== 'build'),
            '-p',
            FIRST.project,
            '--excludeTaskDependencies',
          ]);
        })(),
        nx(
          'nx run-many',
          ['run-many', '-t', ...CHECK_TARGETS.filter((target) => target !== 'build'), '--exclude', FIRST.project],
          beside,
        ),
      ]);
    })(),
  ]);
}

const nxOutput = (args: string[]) =>
  execFileSync(bin('nx'), args, {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, NX_DAEMON: 'false' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });

const affectedProjects = (): string[] =>
  JSON.parse(nxOutput(['show', 'projects', '--affected', ...sinceBase, '--json']));

function projectInfos(): ProjectInfo[] {
  const graphFile = 'dist/.ci/project-graph.json';
  nxOutput(['graph', `--file=${graphFile}`]);
  const { graph } = JSON.parse(readFileSync(path.join(root, graphFile), 'utf8'));
  return Object.values(graph.nodes as Record<string, { name: string; data: { root: string; tags?: string[] } }>).map(
    ({ name, data }) => ({ name, root: data.root, tags: data.tags ?? [] }),
  );
}

/** A project's build ran or came from the cache in this run, and did not fail. */
const built = (project: string) =>
  rows.some((row) => row.step.trim() === 'build' && row.project === project && ['ok', 'cached'].includes(row.result));

/**
 * The budgets and the e2e run on the served builds: in an affected run (`affected` given) only where the change
 * reaches them, the builds made (or taken from Nx's cache) first; in a full run every journey, once
 * `checkEverything` has built them.
 */
async function checkServedProduct(files: string[], affected: string[] | undefined): Promise<void> {
  const frontEndChanged = !affected || FRONT_ENDS.some((project) => affected.includes(project));
  const e2eProjects = E2E_PROJECTS.filter((project) => !affected || affected.includes(project));
  // In affected mode the e2e server still serves all three builds: those not affected come from Nx's cache (or build).
  if (affected && (e2eProjects.length > 0 || frontEndChanged))
    await nx('nx build (served)', ['run-many', '-t', 'build', '-p', ...SERVED]);
  const serving = SERVED.every(built);

  if (!frontEndChanged) skip('budgets', 'no front end affected');
  else if (!serving) skip('budgets', 'a build failed');
  else
    record(
      'budgets',
      FRONT_ENDS.join(', '),
      await run(bin('tsx'), ['--tsconfig', 'tools/tsconfig.json', 'tools/budget/check-first-load-budgets.ts']),
    );

  // A change inside area libraries runs the journeys tagged with them (tools/ci/narrowing.ts).
  const tags = affected && e2eProjects.length > 0 ? e2eTagsFor(files, projectInfos()) : undefined;
  if (e2eProjects.length === 0) skip('e2e', 'no e2e project affected');
  else if (!serving) skip('e2e', 'a build failed');
  else
    record(
      'e2e',
      [...e2eProjects, ...(tags ?? [])].join(', '),
      await run(bin('playwright'), [
        'test',
        '-c',
        'tools/e2e/playwright.config.ts',
        ...e2eProjects.map((project) => `--project=${project}`),
        ...(tags ? ['--grep', tags.join('|')] : []),
      ]),
    );
}

async function main(): Promise<number> {
  const started = performance.now();
  console.log(base ? `Checking what changed since ${base}${head ? ` up to ${head}` : ''}.` : 'Checking everything.');

  // Both are cheap and single-threaded: side by side, and beside the Nx stage, whose start leaves a core idle; each
  // one's output printed whole when it ends.
  const files = base ? changedFiles(root, base, head) : ['.'];
  const quickChecks = Promise.all([
    files.length > 0
      ? run(bin('prettier'), ['--check', '--ignore-unknown', ...files], { quiet: true })
      : Promise.resolve(undefined),
    run(bin('tsx'), ['--tsconfig', 'tools/tsconfig.json', 'tools/i18n/check-catalogs.ts'], { quiet: true }),
  ]).then(([formatting, catalogs]) => {
    if (formatting) {
      console.log(`\n> prettier --check\n${formatting.output}`);
      record('prettier', base ? `${files.length} changed files` : 'all files', formatting);
    } else skip('prettier', 'no changed files');
    console.log(`\n> check-catalogs\n${catalogs.output}`);
    record('catalogs', 'all', catalogs);
  });

  if (!base) await checkEverything(() => checkServedProduct(files, undefined));
  else if (!testsMayNarrow(files, isBarrel))
    await nx('nx affected', ['affected', '-t', ...CHECK_TARGETS, ...sinceBase]);
  else {
    // Jest's own --changedSince over the precise graph (tools/jest/precise-dependencies.cjs): within each affected
    // project, the tests that reach a changed file. Nx hashes the argument, so a narrowed run is cached apart.
    const since = forkPoint(root, base, head);
    console.log(`Jest runs the tests that reach the files changed since ${since.slice(0, 12)}.`);
    await nx('nx affected (tests)', [
      'affected',
      '-t',
      ...TEST_TARGETS,
      ...sinceBase,
      `--changedSince=${since}`,
      '--passWithNoTests',
    ]);
    await nx('nx affected', [
      'affected',
      '-t',
      ...CHECK_TARGETS.filter((target) => !TEST_TARGETS.includes(target)),
      ...sinceBase,
    ]);
  }

  if (base) await checkServedProduct(files, affectedProjects());
  await quickChecks;

  printTable((performance.now() - started) / 1000);
  return rows.some((row) => row.result === 'FAILED') ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    printTable(0);
    process.exit(1);
  },
);
