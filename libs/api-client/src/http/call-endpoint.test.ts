import { z } from 'zod';
import { defineEndpoint } from '@matri/contracts';
import { callEndpoint } from './call-endpoint';
import type { Http } from './create-http-client';

function recordingHttp() {
  const calls: unknown[][] = [];
  const answer = (...args: unknown[]) => {
    calls.push(args);
    return Promise.resolve({ ok: true });
  };
  const http: Http = { get: answer, post: answer, put: answer, patch: answer, del: answer } as Http;
  return { http, calls };
}

const removePhoto = defineEndpoint({
  method: 'DELETE',
  path: '/api/users/me/photos/:id',
  summary: 'x',
  tags: ['x'],
  params: z.object({ id: z.coerce.number() }),
  response: z.object({ ok: z.boolean() }),
});
const search = defineEndpoint({
  method: 'GET',
  path: '/api/search',
  summary: 'x',
  tags: ['x'],
  query: z.object({ religion: z.string().optional() }),
  response: z.object({ ok: z.boolean() }),
});
const rename = defineEndpoint({
  method: 'PATCH',
  path: '/api/saved-searches/:id',
  summary: 'x',
  tags: ['x'],
  params: z.object({ id: z.coerce.number() }),
  body: z.object({ name: z.string() }),
  response: z.object({ ok: z.boolean() }),
});

describe('callEndpoint', () => {
  it('sends each method to the address built from the description, with the body', async () => {
    const { http, calls } = recordingHttp();
    await callEndpoint(http, removePhoto, { params: { id: 7 } });
    await callEndpoint(http, search, { query: { religion: 'sikh' } });
    await callEndpoint(http, search);
    await callEndpoint(http, rename, { params: { id: 3 }, body: { name: 'Pune doctors' } });
    await callEndpoint(http, rename, { params: { id: 4 }, body: { name: 'Kochi' }, config: { timeout: 5 } });
    expect(calls).toEqual([
      ['/api/users/me/photos/7'],
      ['/api/search?religion=sikh'],
      ['/api/search'],
      ['/api/saved-searches/3', { name: 'Pune doctors' }],
      ['/api/saved-searches/4', { name: 'Kochi' }, { timeout: 5 }],
    ]);
  });

  it('answers what the API answered, typed by the response schema', async () => {
    const { http } = recordingHttp();
    const answer: { ok: boolean } = await callEndpoint(http, search);
    expect(answer).toEqual({ ok: true });
  });
});
