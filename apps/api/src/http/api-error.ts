import { say, type ApiErrorBody, type ApiErrorName, type ApiFieldError } from '@matri/contracts';

/** An error the API answers with on purpose: its status, name and message reach the client as they are. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly errorName: ApiErrorName,
    message: string,
    readonly fieldErrors: ApiFieldError[] = [],
    /** Headers the answer carries (Retry-After of a limit). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  toBody(): ApiErrorBody {
    return errorBody(this.status, this.errorName, this.message, this.fieldErrors);
  }
}

export function errorBody(
  status: number,
  name: ApiErrorName,
  message: string,
  errors: ApiFieldError[] = [],
): ApiErrorBody {
  return { data: null, error: { status, name, message, details: errors.length ? { errors } : {} } };
}

export function validationError(message: string, errors: ApiFieldError[]): ApiError {
  return new ApiError(400, 'ValidationError', message, errors);
}

export function unauthorized(message?: string): ApiError {
  return new ApiError(
    401,
    'UnauthorizedError',
    message ?? say({ en: 'Log in to continue.', hi: 'आगे बढ़ने के लिए लॉग इन करें।' }),
  );
}

export function forbidden(message: string): ApiError {
  return new ApiError(403, 'ForbiddenError', message);
}

export function notFound(message: string): ApiError {
  return new ApiError(404, 'NotFoundError', message);
}
