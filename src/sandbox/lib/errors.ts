// One error type for both families: routes throw it, the server renders it per family.

type ErrorStatus = 400 | 401 | 403 | 404 | 405 | 409 | 429 | 500;

export class ApiError extends Error {
  /** A 429's Retry-After, in seconds; sent as the header when set. */
  retryAfterSeconds?: number;

  constructor(
    readonly status: ErrorStatus,
    message: string,
    /** JSON family: a machine code (`validation_failed`, `wrong_status`, ...). */
    readonly code = "bad_request",
    /** JSON family: per-field validation messages. */
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string): ApiError => new ApiError(400, message);
