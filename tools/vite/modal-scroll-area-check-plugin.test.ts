import { readFileSync } from 'node:fs';
import path from 'node:path';
import { modalScrollAreaCheckPlugin } from './modal-scroll-area-check-plugin';
import { transformWith } from './testing/transform-with';

const mantineComponent = (file: string) =>
  path.resolve(__dirname, '../../node_modules/@mantine/core/esm/components', file);
const roots = [mantineComponent('Modal/ModalRoot.mjs'), mantineComponent('Drawer/DrawerRoot.mjs')];

const transform = (code: string, id: string) => transformWith(modalScrollAreaCheckPlugin(), code, id);

describe('modalScrollAreaCheckPlugin', () => {
  it.each(roots)('leaves ScrollArea out of the installed %s and tells Autosize by its name', (file) => {
    const result = transform(readFileSync(file, 'utf8'), file);
    expect(result?.code).not.toContain('ScrollArea.mjs');
    expect(result?.code).not.toMatch(/\bScrollArea\b/);
    expect(result?.code).toContain(
      '"data-offset-scrollbars": scrollAreaComponent?.displayName === "@mantine/core/ScrollAreaAutosize" || void 0',
    );
  });

  it('names the component the check stood for', () => {
    const { ScrollArea } = jest.requireActual<typeof import('@mantine/core')>('@mantine/core');
    expect(ScrollArea.Autosize.displayName).toBe('@mantine/core/ScrollAreaAutosize');
  });

  it('fails the build when a root no longer checks as it expects', () => {
    expect(() => transform('export const ModalRoot = 1;', roots[0])).toThrow(/no longer checks for ScrollArea/);
    const moreUse = `${readFileSync(roots[0], 'utf8')}\nconsole.log(ScrollArea);`;
    expect(() => transform(moreUse, roots[0])).toThrow(/uses ScrollArea beyond/);
  });

  it('leaves every other module alone', () => {
    expect(transform('import { ScrollArea } from "../ScrollArea/ScrollArea.mjs";', '/app/select.mjs')).toBeNull();
  });
});
