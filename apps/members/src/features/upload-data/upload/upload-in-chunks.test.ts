import { HttpError } from '@matri/api-client';
import type { Http } from '@matri/api-client';
import { toJsonText, type ImportResultJson } from '@matri/contracts';
import { uploadInChunks, type UploadProgress } from './upload-in-chunks';

/** Five rows in chunks of two, as the reader hands them over. */
const chunks = [[1, 2], [3, 4], [5]].map((numbers) => ({
  body: toJsonText(numbers.map((n) => ({ 'Full name': `Member ${n}` }))),
  rowCount: numbers.length,
}));

function failedWith(status: number | null, message = 'Refused'): HttpError {
  return new HttpError(
    'failed',
    status ? { status, headers: {}, data: { error: { name: 'ValidationError', message, status } } } : undefined,
  );
}

/** A server that imports every row it gets, numbering failures the way the API does, with scripted troubles per chunk. */
function fakeServer(troubles: Record<number, HttpError[]> = {}) {
  const calls: { url: string; params?: unknown; count: number }[] = [];
  const bodies: unknown[] = [];
  const http = {
    post: async (address: string, body: unknown) => {
      const [url, search] = address.split('?');
      const query = new URLSearchParams(search);
      const params = query.has('first')
        ? { import: Number(query.get('import')), first: Number(query.get('first')) }
        : undefined;
      calls.push({ url, params, count: typeof body === 'string' ? JSON.parse(body).length : 0 });
      if (url === '/api/imports') return { id: 7 };
      const first = params?.first ?? 1;
      const trouble = troubles[first]?.shift();
      if (trouble) throw trouble;
      const chunk = JSON.parse(body as string) as unknown[];
      bodies.push(chunk);
      const result: ImportResultJson = {
        message: '',
        created: chunk.length - 1,
        updated: 0,
        unchanged: 0,
        failed: [{ row: first, field: 'mobile', message: 'Bad mobile' }],
        warnings: [{ row: first + 1, field: 'aboutMe', message: 'About me left out' }],
        unknownHeaders: ['Colour'],
      };
      return result;
    },
  } as unknown as Http;
  return { http, calls, bodies };
}

describe('uploadInChunks', () => {
  it('sends the rows in chunks under one import, adds up the outcomes and reports progress after each chunk', async () => {
    const { http, calls, bodies } = fakeServer();
    const progress: UploadProgress[] = [];
    const outcome = await uploadInChunks({
      http,
      fileName: 'm.csv',
      chunks,
      signal: new AbortController().signal,
      onProgress: (p) => progress.push(p),
    });
    expect(calls.map((c) => [c.url, c.params, c.count])).toEqual([
      ['/api/imports', undefined, 0],
      ['/api/upload-csv', { import: 7, first: 1 }, 2],
      ['/api/upload-csv', { import: 7, first: 3 }, 2],
      ['/api/upload-csv', { import: 7, first: 5 }, 1],
    ]);
    expect(progress.map((p) => p.sentRows)).toEqual([0, 2, 4, 5]);
    expect(bodies[0]).toEqual([{ 'Full name': 'Member 1' }, { 'Full name': 'Member 2' }]);
    expect(outcome).toMatchObject({
      created: 2,
      sentRows: 5,
      cancelled: false,
      stoppedBecause: null,
      unknownHeaders: ['Colour'],
    });
    expect(outcome.failures.map((f) => f.row)).toEqual([1, 3, 5]);
    expect(outcome.warnings.map((w) => w.row)).toEqual([2, 4, 6]);
  });

  it('sends a chunk that got no answer again, at the same place, and stops with the server’s message on a refusal', async () => {
    const { http, calls } = fakeServer({
      1: [failedWith(null), failedWith(503)],
      3: [failedWith(409, 'Rows from 3 were already sent as 5 rows, not 2.')],
    });
    const outcome = await uploadInChunks({
      http,
      fileName: 'm.csv',
      chunks,
      signal: new AbortController().signal,
      onProgress: () => undefined,
      retryDelaysMs: [0, 0, 0],
    });
    expect(calls.slice(1).map((c) => (c.params as { first: number }).first)).toEqual([1, 3, 1, 1]);
    expect(outcome).toMatchObject({
      sentRows: 2,
      created: 1,
      stoppedBecause: 'Rows from 3 were already sent as 5 rows, not 2.',
      cancelled: false,
    });
  });

  it('sends no new chunk once cancelled (the one already on its way still counts)', async () => {
    const { http, calls } = fakeServer();
    const controller = new AbortController();
    const outcome = await uploadInChunks({
      http,
      fileName: 'm.csv',
      chunks,
      signal: controller.signal,
      onProgress: (p) => p.sentRows === 2 && controller.abort(),
    });
    expect(calls.map((c) => (c.params as { first: number } | undefined)?.first)).toEqual([undefined, 1, 3]);
    expect(outcome).toMatchObject({ sentRows: 4, cancelled: true, stoppedBecause: null });
  });
});
