import {
  fillTemplate,
  htmlFileFor,
  inLanguage,
  inlineExtraStylesheets,
  inlineStylesheets,
  splitHoistedHead,
  stylesheetsOf,
  withDevanagariFontCheck,
} from './prerender-html';

describe('splitHoistedHead', () => {
  it('moves the leading title, meta and link tags to the head and keeps the rest as the body', () => {
    const rendered =
      '<title>About | Shubh Vivah</title><meta name="description" content="x"/><link rel="icon" href="/i.svg"/><div><meta itemprop="x"/>Body</div>';
    expect(splitHoistedHead(rendered)).toEqual({
      head: '<title>About | Shubh Vivah</title><meta name="description" content="x"/><link rel="icon" href="/i.svg"/>',
      body: '<div><meta itemprop="x"/>Body</div>',
    });
  });
});

describe('fillTemplate', () => {
  it('fills both markers and refuses a template without them', () => {
    const template = '<head><!--app-head--></head><body><div id="root"><!--app-html--></div></body>';
    expect(fillTemplate(template, '<title>T</title><p>Hi</p>')).toBe(
      '<head><title>T</title></head><body><div id="root"><p>Hi</p></div></body>',
    );
    expect(() => fillTemplate('<body></body>', '<p>Hi</p>')).toThrow(/marker/);
  });
});

describe('htmlFileFor', () => {
  it('maps routes to index files', () => {
    expect(htmlFileFor('/')).toBe('index.html');
    expect(htmlFileFor('/about')).toBe('about/index.html');
    expect(htmlFileFor('/hi/')).toBe('hi/index.html');
    expect(htmlFileFor('/hi/about')).toBe('hi/about/index.html');
  });
});

describe('stylesheets', () => {
  const manifest = {
    'src/main.tsx': { file: 'assets/index.js', css: ['assets/index.css'], isEntry: true },
    'src/features/about/about-page.tsx': {
      file: 'assets/about.js',
      css: ['assets/about.css'],
      imports: ['_Title.js', 'src/main.tsx'],
    },
    '_Title.js': { file: 'assets/Title.js', css: ['assets/Title.css'] },
  };

  it('collects a lazy module’s styles with those of the chunks it imports, never the entry’s', () => {
    expect(stylesheetsOf(manifest, ['src/features/about/about-page.tsx'])).toEqual([
      '/assets/about.css',
      '/assets/Title.css',
    ]);
  });

  it('fails loudly for a module the build does not know', () => {
    expect(() => stylesheetsOf(manifest, ['src/nope.tsx'])).toThrow(/no chunk for src\/nope.tsx/);
  });

  it('inlines linked and extra stylesheets once each, escaping a closing style tag', async () => {
    const read = async (url: string) => (url === '/assets/a.css' ? 'a{}' : 'b{content:"</style>"}');
    const html = '<head><link rel="stylesheet" crossorigin href="/assets/a.css"></head>';
    const withEntry = await inlineStylesheets(html, read);
    expect(withEntry).toBe('<head><style data-inlined-from="/assets/a.css">a{}</style></head>');
    const withExtra = await inlineExtraStylesheets(withEntry, ['/assets/a.css', '/assets/b.css'], read);
    expect(withExtra).toBe(
      '<head><style data-inlined-from="/assets/a.css">a{}</style><style data-inlined-from="/assets/b.css">b{content:"<\\/style>"}</style></head>',
    );
  });
});

describe('inLanguage', () => {
  it('sets the page language and preloads its catalog; a template without <html lang> is refused', () => {
    const page = '<html lang="en-IN"><head><title>T</title></head><body></body></html>';
    expect(inLanguage(page, 'hi-IN', { catalogUrls: ['/assets/hi-1.js', '/assets/hi-2.js'] })).toBe(
      '<html lang="hi-IN"><head><title>T</title><link rel="modulepreload" crossorigin href="/assets/hi-1.js"><link rel="modulepreload" crossorigin href="/assets/hi-2.js"></head><body></body></html>',
    );
    expect(() => inLanguage('<html><head></head></html>', 'hi-IN', { catalogUrls: [] })).toThrow(/lang/);
  });
});

describe('withDevanagariFontCheck', () => {
  const page =
    '<head><style>@font-face{font-family:Matri Devanagari;font-weight:400;src:local(Noto Sans Devanagari),' +
    'url(/assets/noto-400-Ab1.woff2)format("woff2")}</style><script type="module" src="/assets/index.js"></script></head>';

  it('puts the check before the entry script, preloading the font the stylesheet names', () => {
    const checked = withDevanagariFontCheck(page);
    expect(checked.indexOf("l.href='/assets/noto-400-Ab1.woff2'")).toBeGreaterThan(0);
    expect(checked.indexOf('measureText')).toBeLessThan(checked.indexOf('<script type="module"'));
  });

  it('refuses a page whose stylesheet has no Devanagari font', () => {
    expect(() => withDevanagariFontCheck('<head><script type="module"></script></head>')).toThrow(/Matri Devanagari/);
  });
});
