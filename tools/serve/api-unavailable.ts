import type { ServerResponse } from 'node:http';

/** Until the API runs behind this origin, its paths answer in the API's error shape instead of a page. */
export function sendApiUnavailable(res: ServerResponse): void {
  res.writeHead(503, { 'Content-Type': 'application/json' });
  res.end(
    JSON.stringify({
      data: null,
      error: { status: 503, name: 'ServiceUnavailableError', message: 'The member service is not running.', details: {} },
    }),
  );
}
