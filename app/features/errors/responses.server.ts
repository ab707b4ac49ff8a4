import {data} from '@shopify/remix-oxygen';
import type {AppLoadContext} from '@shopify/remix-oxygen';
import type {ErrorPageContent} from '~/domain/content-types';
import {NOT_FOUND_MESSAGE, TEMPORARILY_UNAVAILABLE_MESSAGE} from '~/domain/error-page';
import {isStorefrontUnavailable} from '~/services/storefront/errors';

/** What a thrown error page carries to the error boundary: the message and the error page's content. */
export interface ErrorPayload {
  message: string;
  errorPage: ErrorPageContent | null;
}

/** Throw the 404 error page, with its content from Prismic when it loads. */
export async function notFound(
  context: AppLoadContext,
  message: string = NOT_FOUND_MESSAGE,
): Promise<never> {
  const errorPage = await context.content.getErrorPage();
  throw data<ErrorPayload>({message, errorPage}, {status: 404});
}

/** Seconds a shopper (or a crawler) is asked to wait before trying a 503 page again. */
export const RETRY_AFTER_SECONDS = 30;

/**
 * Runs the part of a loader a page cannot do without (its product, its
 * collection, its content). When an upstream fails, the answer is the 503
 * 'temporarily unavailable' page, never a 404 (the thing may well exist) and
 * never cached; the failure is reported. 404s and other thrown responses pass.
 */
export async function orUnavailable<T>(context: AppLoadContext, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Response || isThrownData(error)) throw error;
    context.reportError(error, {service: isStorefrontUnavailable(error) ? 'storefront' : 'page'});
    throw data<ErrorPayload>(
      {message: TEMPORARILY_UNAVAILABLE_MESSAGE, errorPage: null},
      {status: 503, headers: {'Cache-Control': 'no-store', 'Retry-After': String(RETRY_AFTER_SECONDS)}},
    );
  }
}

function isThrownData(value: unknown): boolean {
  return typeof value === 'object' && value !== null && (value as {type?: unknown}).type === 'DataWithResponseInit';
}
