import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brands } from '@matri/contracts';
import { memberShellSkeleton } from './member-shell-skeleton-plugin';

const shell = path.resolve(__dirname, '../../apps/members/src/app/shell');

describe('memberShellSkeleton', () => {
  it.each(Object.values(brands))('shows $name’s mark in its colours and no other word', (brand) => {
    const html = memberShellSkeleton(brand);
    expect(html).toContain(`stroke="${brand.primaryColour[7]}"`);
    expect(html).toContain(`stroke="${brand.primaryColour[5]}"`);
    expect(html.replace(/<[^>]*>/g, '')).toBe(brand.name);
  });

  it('is drawn by the rules of the shell React renders in its place, so nothing moves when it does', () => {
    const html = memberShellSkeleton(Object.values(brands)[0]);
    const frame = [...html.matchAll(/class="(member-shell-[a-z-]+)"/g)].map((m) => m[1]);
    expect(frame).toEqual(['member-shell-header', 'member-shell-navbar', 'member-shell-main']);
    const rules = readFileSync(path.join(shell, 'shell-frame.css'), 'utf8');
    const component = readFileSync(path.join(shell, 'dashboard-shell.tsx'), 'utf8');
    for (const name of frame) {
      expect(rules).toContain(`.${name} {`);
      expect(component).toMatch(new RegExp(`className="${name}[ "]`));
    }
  });
});
