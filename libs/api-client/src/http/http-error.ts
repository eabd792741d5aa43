/** The API's answer to a request, or what it says when it refused one. */
export interface HttpResponse {
  status: number;
  data: unknown;
  /** Header names in lower case. */
  headers: Record<string, string>;
}

/**
 * A request that failed: refused by the API (`response` holds its answer) or never answered (no `response`: the
 * network, the timeout, a cancel).
 */
export class HttpError extends Error {
  readonly response?: HttpResponse;

  constructor(message: string, response?: HttpResponse) {
    super(message);
    this.name = 'HttpError';
    this.response = response;
  }
}

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}
