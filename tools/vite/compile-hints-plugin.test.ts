import type { Rolldown } from 'vite';
import { hintEntries } from './compile-hints-plugin';

function chunk(isEntry: boolean, code: string, mappings?: string): Rolldown.OutputChunk {
  return { type: 'chunk', isEntry, code, map: mappings === undefined ? null : { mappings } } as Rolldown.OutputChunk;
}

describe('the compile hint on the members entry', () => {
  it("puts V8's hint on the entry's first line, before Vite's preamble, its source map a line down, and on no other chunk", () => {
    const bundle: Rolldown.OutputBundle = {
      'assets/index.js': chunk(true, 'const __vite__mapDeps=1;\nimport "a";', 'AAAA;AACA'),
      'assets/page.js': chunk(false, 'export const page = 1;'),
    };
    hintEntries(bundle);
    const entry = bundle['assets/index.js'] as Rolldown.OutputChunk;
    expect(entry.code.split('\n').slice(0, 2)).toEqual(['//# allFunctionsCalledOnLoad', 'const __vite__mapDeps=1;']);
    expect(entry.map?.mappings).toBe(';AAAA;AACA');
    expect((bundle['assets/page.js'] as Rolldown.OutputChunk).code).toBe('export const page = 1;');
  });
});
