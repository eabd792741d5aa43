/** The API's error names (Strapi's users-permissions contract uses the same). */
export type ApiErrorName =
  | 'ValidationError'
  | 'UnauthorizedError'
  | 'ForbiddenError'
  | 'NotFoundError'
  | 'ConflictError'
  | 'PayloadTooLargeError'
  | 'RequestTimeoutError'
  | 'NotAcceptableError'
  | 'UnsupportedMediaTypeError'
  | 'RateLimitError'
  | 'ServiceUnavailableError'
  | 'ApplicationError';

export interface ApiFieldError {
  path: (string | number)[];
  message: string;
}

/** Every error answer of the API: { data: null, error: { status, name, message, details } }. */
export interface ApiErrorBody {
  data: null;
  error: {
    status: number;
    name: ApiErrorName;
    message: string;
    details: { errors?: ApiFieldError[] };
  };
}
