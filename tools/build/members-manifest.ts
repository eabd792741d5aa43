import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * Where the members app's build manifest is kept: outside the deployable folder (nothing there is served), for the
 * first-load budget (tools/budget) to find which files the dashboard needs.
 */
export function membersManifestFile(brand: string): string {
  return path.join(root, 'dist/build-manifests/members', `${brand}.json`);
}
