import {data} from '@shopify/remix-oxygen';
import type {AppLoadContext} from '@shopify/remix-oxygen';
import type {ErrorPageContent} from '~/services/prismic/types';
import {NOT_FOUND_MESSAGE} from '~/domain/error-page';

/** What a thrown 404 carries to the error boundary: the message and the error page's content. */
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
