import { endpoints } from '../endpoints/endpoints';
import type { AnyEndpoint } from '../endpoints/define-endpoint';
import { isOfflineReadable, offlineReadablePaths } from './member-data-cache';

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
