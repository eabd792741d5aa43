import { readFileSync } from 'node:fs';
import path from 'node:path';
import { scrollAreaMergedRefPlugin } from './scroll-area-merged-ref-plugin';
import { transformWith } from './testing/transform-with';

const scrollAreaFile = path.resolve(
  __dirname,
  '../../node_modules/@mantine/core/esm/components/ScrollArea/ScrollArea.mjs',
);

const transform = (code: string, id: string) => transformWith(scrollAreaMergedRefPlugin(), code, id);

describe('scrollAreaMergedRefPlugin', () => {
  it('gives the installed ScrollArea Mantine’s useMergedRef instead of anything from Floating UI', () => {
    const result = transform(readFileSync(scrollAreaFile, 'utf8'), scrollAreaFile);
    expect(result?.code).not.toContain('@floating-ui/react');
    expect(result?.code).not.toContain('useMergeRefs');
    expect(result?.code).toContain('import { useMergedRef } from "@mantine/hooks";');
    expect(result?.code).toContain('useMergedRef(...[');
  });

  it('fails the build when ScrollArea no longer imports the hook as it expects', () => {
    expect(() => transform('export const ScrollArea = 1;', scrollAreaFile)).toThrow(/no longer imports useMergeRefs/);
  });

  it('leaves every other module alone', () => {
    expect(transform('import { useMergeRefs } from "@floating-ui/react";', '/app/popover.mjs')).toBeNull();
  });
});
