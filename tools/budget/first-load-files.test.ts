import { inlineStyles, referencedFiles, staticClosure } from './first-load-files';

describe('first-load files', () => {
  const html = `<head>
    <script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/Box-b.js">
    <link rel="stylesheet" crossorigin href="/assets/index-c.css">
    <style data-inlined-from="/assets/x.css">.x{}</style>
    <link rel="icon" href="/brands/a/icon.svg">
  </head><body><style>.y{}</style></body>`;

  it('counts the entry script, module preloads and stylesheets, not icons', () => {
    expect(referencedFiles(html)).toEqual({
      js: ['/assets/index-a.js', '/assets/Box-b.js'],
      css: ['/assets/index-c.css'],
    });
  });

  it('counts CSS carried inline', () => {
    expect(inlineStyles(html)).toEqual(['.x{}', '.y{}']);
  });
});

describe('staticClosure', () => {
  const manifest = {
    'index.html': { file: 'assets/index-a.js', isEntry: true, imports: ['_shared.js'], css: ['assets/index-a.css'] },
    '_shared.js': { file: 'assets/shared-b.js' },
    'src/dashboard.tsx': { file: 'assets/dashboard-c.js', imports: ['_shared.js', '_card.js'], css: ['assets/d.css'] },
    '_card.js': { file: 'assets/card-d.js', css: ['assets/card-d.css'] },
    'src/admin.tsx': { file: 'assets/admin-e.js', imports: ['_card.js'] },
  };

  it('follows static imports once each and leaves modules nobody imported out', () => {
    expect(staticClosure(manifest, ['index.html', 'src/dashboard.tsx'])).toEqual({
      js: ['assets/index-a.js', 'assets/shared-b.js', 'assets/dashboard-c.js', 'assets/card-d.js'],
      css: ['assets/index-a.css', 'assets/d.css', 'assets/card-d.css'],
    });
  });

  it('names a module the build does not have', () => {
    expect(() => staticClosure(manifest, ['src/missing.tsx'])).toThrow('src/missing.tsx');
  });
});
