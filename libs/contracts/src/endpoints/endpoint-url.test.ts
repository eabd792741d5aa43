import { z } from 'zod';
import { defineEndpoint } from './define-endpoint';
import { endpointUrl } from './endpoint-url';

describe('endpointUrl', () => {
  const photo = { path: '/api/users/me/photos/:id' };

  it('fills path parameters, encoded so a value never reaches another path', () => {
    expect(endpointUrl(photo, { id: 12 })).toBe('/api/users/me/photos/12');
    expect(endpointUrl(photo, { id: '../../admin' })).toBe('/api/users/me/photos/..%2F..%2Fadmin');
  });

  it('adds the set query values, repeating a list, and leaves out empty ones', () => {
    expect(
      endpointUrl({ path: '/api/search' }, undefined, {
        religion: 'hindu',
        state: ['kerala', 'goa'],
        cursor: undefined,
        q: '',
      }),
    ).toBe('/api/search?religion=hindu&state=kerala&state=goa');
  });

  it('refuses a call without a path parameter it needs', () => {
    expect(() => endpointUrl(photo, {})).toThrow('/api/users/me/photos/:id needs the path parameter id');
  });
});

describe('defineEndpoint', () => {
  it('is member-only unless the description says who else may call it', () => {
    const base = { method: 'GET', path: '/api/x', summary: 'x', tags: ['x'], response: z.object({}) } as const;
    expect(defineEndpoint(base).access).toBe('member');
    expect(defineEndpoint({ ...base, access: 'public' }).access).toBe('public');
  });
});
