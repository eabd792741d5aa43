/**
 * How far an affected run may narrow below Nx's projects. Nx picks the projects a change affects; within them, jest
 * runs only the tests whose import graph reaches a changed file, and Playwright only the journeys tagged with the area
 * a change stays inside. Each narrowing holds only where its graph sees the change: anything else runs whole.
 */

export interface ProjectInfo {
  name: string;
  root: string;
  tags: string[];
}

/** The tag of the libraries split out by area (horoscope, membership, csv-import): pure code with few readers. */
export const AREA_TAG = 'contracts:area';

/** The Playwright tag of the journeys that show an area library's work: its project's name. */
export const e2eTagOf = (project: string) => `@${project}`;

/** The project whose folder holds a file (the deepest one, as project roots may nest). */
export function owningProject(file: string, projects: readonly ProjectInfo[]): ProjectInfo | undefined {
  return projects
    .filter((project) => project.root !== '.' && file.startsWith(`${project.root}/`))
    .sort((a, b) => b.root.length - a.root.length)[0];
}

/** Source jest's graph follows: code and catalogs of the apps and libraries (styles are stubbed out in jest). */
const FOLLOWED = /^(apps|libs)\/.+\.(tsx?|po|css)$/;
/** Their configuration is read by the tools, not imported: a change to it may change any test. */
const CONFIGURATION = /(^|\/)([^/]+\.config\.[cm]?[jt]s|jest-dependencies\.cjs)$/;

/**
 * Whether `jest --changedSince` finds every test a change can fail: only when each changed file is followed by jest's
 * graph and is not a barrel (the precise graph goes through barrels to the files they name, so a changed barrel has no
 * importers in it: tools/jest/precise-dependencies.cjs). Migrations, the lock file, configuration and tools run whole.
 */
export function testsMayNarrow(files: readonly string[], isBarrel: (file: string) => boolean): boolean {
  return files.every((file) => FOLLOWED.test(file) && !CONFIGURATION.test(file) && !isBarrel(file));
}

/**
 * The Playwright tags to run when every changed file lies inside area libraries (the journeys tagged with them), or
 * undefined when the change reaches further and every affected e2e project runs whole.
 */
export function e2eTagsFor(files: readonly string[], projects: readonly ProjectInfo[]): string[] | undefined {
  const owners = files.map((file) => owningProject(file, projects));
  if (files.length === 0 || owners.some((owner) => !owner?.tags.includes(AREA_TAG))) return undefined;
  return [...new Set(owners.map((owner) => e2eTagOf((owner as ProjectInfo).name)))].sort();
}
