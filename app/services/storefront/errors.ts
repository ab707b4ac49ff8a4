/**
 * One rule for every Storefront API read: an answer is either usable or the
 * catalogue is unavailable. Hydrogen throws for HTTP and network failures but
 * hands GraphQL errors back inside the result; `checked` turns both into
 * StorefrontUnavailableError, so no caller mistakes a failure for "not found"
 * (a missing `product` in a failed reply is not a missing product).
 */
export class StorefrontUnavailableError extends Error {
  /** True when the failure was already reported where it happened. */
  readonly reported: boolean;
  constructor(operation: string, cause?: unknown, {reported = false}: {reported?: boolean} = {}) {
    super(`Storefront API unavailable (${operation}): ${cause instanceof Error ? cause.message : String(cause ?? '')}`, {
      cause,
    });
    this.name = 'StorefrontUnavailableError';
    this.reported = reported;
  }
}

export function isStorefrontUnavailable(error: unknown): error is StorefrontUnavailableError {
  return error instanceof StorefrontUnavailableError;
}

/** Awaits a `storefront.query`/`mutate` and returns its data, or throws StorefrontUnavailableError. */
export async function checked<T extends object>(operation: string, reply: Promise<T>): Promise<T> {
  let result: T & {errors?: unknown};
  try {
    result = await reply;
  } catch (error) {
    throw new StorefrontUnavailableError(operation, error);
  }
  const errors = result.errors;
  if (Array.isArray(errors) && errors.length > 0) throw new StorefrontUnavailableError(operation, errors[0]);
  return result;
}
