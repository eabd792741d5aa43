import { endpoints } from '../endpoints/endpoints';
import type { AnyEndpoint } from '../endpoints/define-endpoint';
import { isKeptAnswer, isOfflineReadable, offlineReadablePaths } from './member-data-cache';

const described: AnyEndpoint[] = Object.values(endpoints).flatMap((area) => Object.values(area) as AnyEndpoint[]);

describe('offlineReadablePaths', () => {
  it.each(offlineReadablePaths)('%s is a member-only GET endpoint answering JSON', (path) => {
    const endpoint = described.find((candidate) => candidate.method === 'GET' && candidate.path === path);
    expect(endpoint).toBeDefined();
    expect(endpoint?.access).toBe('member');
    expect(endpoint?.produces).toBeUndefined();
  });

  it('keeps no admin address and no path with a parameter', () => {
    for (const path of offlineReadablePaths) {
      expect(path).not.toMatch(/^\/api\/admin\//);
      expect(path).not.toContain(':');
    }
  });
});

describe('isOfflineReadable', () => {
  it('admits the listed GETs only', () => {
    expect(isOfflineReadable('GET', '/api/users/me/profile')).toBe(true);
    expect(isOfflineReadable('PUT', '/api/users/me/profile')).toBe(false);
    expect(isOfflineReadable('GET', '/api/admin/photos')).toBe(false);
    expect(isOfflineReadable('GET', '/api/notifications/stream')).toBe(false);
    expect(isOfflineReadable('GET', '/api/profiles/12')).toBe(false);
  });
});

describe('isKeptAnswer', () => {
  const answer = {
    url: 'https://humsafar.example/api/users/me',
    authorization: 'Bearer a.b.c',
    body: '{"id":1}',
    sentAt: 'Fri, 27 Nov 2026 10:00:00 GMT',
  };

  it('admits an answer as a page posts it', () => {
    expect(isKeptAnswer(answer)).toBe(true);
  });

  it.each([
    ['not an object', 'answer'],
    ['null', null],
    ['a field missing', { ...answer, sentAt: undefined }],
    ['a field of another type', { ...answer, body: { id: 1 } }],
    ['an address without its origin', { ...answer, url: '/api/users/me' }],
    ['no bearer token', { ...answer, authorization: 'Basic YTpi' }],
    ['a date no Date header carries', { ...answer, sentAt: 'yesterday' }],
    ['a date with a line break', { ...answer, sentAt: 'Fri, 27 Nov 2026 10:00:00 GMT\r\nX-Other: 1' }],
    ['a body that is not JSON', { ...answer, body: '<html>' }],
  ])('refuses %s', (_, entry) => {
    expect(isKeptAnswer(entry)).toBe(false);
  });
});
