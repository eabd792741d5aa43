import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { changedFiles } from './changed-files';

let repo: string;
const git = (...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.in', ...args], { cwd: repo, encoding: 'utf8' });
const write = (file: string) => writeFileSync(path.join(repo, file), `${file}\n`);

beforeAll(() => {
  repo = mkdtempSync(path.join(tmpdir(), 'changed-files-'));
  git('init', '-q', '-b', 'main');
  for (const file of ['kept.ts', 'edited.ts', 'deleted.ts']) write(file);
  git('add', '.');
  git('commit', '-qm', 'base');
  git('checkout', '-qb', 'feature');
  writeFileSync(path.join(repo, 'edited.ts'), 'changed\n');
  git('rm', '-q', 'deleted.ts');
  write('committed.ts');
  git('add', '.');
  git('commit', '-qm', 'change');
  // Work not committed yet: what a developer checks before pushing.
  writeFileSync(path.join(repo, 'kept.ts'), 'changed\n');
  write('untracked.ts');
});

afterAll(() => rmSync(repo, { recursive: true, force: true }));

it('with a head, names the files committed since the branch left the base, not deleted ones', () => {
  expect(changedFiles(repo, 'main', 'HEAD').sort()).toEqual(['committed.ts', 'edited.ts']);
});

it('without a head, also names uncommitted and untracked files, as nx affected does', () => {
  expect(changedFiles(repo, 'main').sort()).toEqual(['committed.ts', 'edited.ts', 'kept.ts', 'untracked.ts']);
});
