import { brands } from '@matri/contracts';
import { robotsTxt, sitemapXml } from './search-engine-files';

describe('search engine files', () => {
  const brand = brands.humsafar;

  it('robots.txt keeps crawlers out of member pages and the API and names the brand’s sitemap', () => {
    const robots = robotsTxt(brand);
    expect(robots).toContain('Disallow: /dashboard\n');
    expect(robots).toContain('Disallow: /api/\n');
    expect(robots).not.toMatch(/Disallow: \/(about|legal)\b/);
    expect(robots).toContain('Sitemap: https://www.humsafar.in/sitemap.xml');
  });

  it('the sitemap lists the public pages in both languages with their alternates, and leaves out /legal', () => {
    const sitemap = sitemapXml(brand);
    expect(sitemap).toContain('<loc>https://www.humsafar.in/about</loc>');
    expect(sitemap).toContain('<loc>https://www.humsafar.in/hi/about</loc>');
    expect(sitemap).toContain('<loc>https://www.humsafar.in/hi/</loc>');
    expect(sitemap).toContain(
      '<xhtml:link rel="alternate" hreflang="hi-IN" href="https://www.humsafar.in/hi/membership"/>',
    );
    expect(sitemap).toContain(
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://www.humsafar.in/login"/>',
    );
    expect(sitemap).not.toMatch(/legal|dashboard|resetpassword|404/);
    expect(sitemap.match(/<url>/g)).toHaveLength(16);
  });
});
