import { inlineStyles, referencedFiles } from './first-load-files';

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
