import { resolveApiUrl } from './resolve-api-url';
import { parseRuntimeConfig } from './runtime-config';

describe('parseRuntimeConfig', () => {
  it('accepts the same origin or an http(s) address without a trailing slash', () => {
    expect(parseRuntimeConfig({ apiBaseUrl: '' })).toEqual({ apiBaseUrl: '' });
    expect(parseRuntimeConfig({ apiBaseUrl: 'https://api.shubhvivah.in/' })).toEqual({
      apiBaseUrl: 'https://api.shubhvivah.in',
    });
  });

  it('names what is wrong', () => {
    expect(() => parseRuntimeConfig({ apiBaseUrl: 'ftp://x' })).toThrow(/apiBaseUrl: apiBaseUrl must be empty/);
    expect(() => parseRuntimeConfig({})).toThrow(/apiBaseUrl/);
  });
});

describe('resolveApiUrl', () => {
  it('prefixes relative urls with the API base and keeps absolute ones', () => {
    const config = { apiBaseUrl: 'https://api.example.in' };
    expect(resolveApiUrl(config, '/uploads/a.webp')).toBe('https://api.example.in/uploads/a.webp');
    expect(resolveApiUrl(config, 'uploads/a.webp')).toBe('https://api.example.in/uploads/a.webp');
    expect(resolveApiUrl(config, 'https://cdn.example.in/a.webp')).toBe('https://cdn.example.in/a.webp');
  });
});
