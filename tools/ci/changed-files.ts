import { execFileSync } from 'node:child_process';

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', args, { cwd, encoding: 'utf8' })
    .split('\n')
    .filter((line) => line !== '');

/** Where the branch left `base`: what `nx affected` compares against. */
export const forkPoint = (cwd: string, base: string, head?: string): string =>
  git(cwd, 'merge-base', base, head ?? 'HEAD')[0];

/**
 * The files a change touches, as `nx affected` counts them: from where the branch left `base` up to `head`, or, with
 * no head, up to the working tree (uncommitted and untracked files included). Deleted files are left out: there is
 * nothing left to check in them.
 */
export function changedFiles(cwd: string, base: string, head?: string): string[] {
  const since = forkPoint(cwd, base, head);
  if (head) return git(cwd, 'diff', '--name-only', '--no-renames', '--diff-filter=d', since, head);
  return [
    ...new Set([
      ...git(cwd, 'diff', '--name-only', '--no-renames', '--diff-filter=d', since),
      ...git(cwd, 'ls-files', '--others', '--exclude-standard'),
    ]),
  ];
}
