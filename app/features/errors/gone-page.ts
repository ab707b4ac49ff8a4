/**
 * The error page's head, and what a 410 'gone' page carries to the root error boundary (see
 * seo-middleware.server.ts): the error page's payload plus the layout's data,
 * because the root loader is the one that threw.
 */
import {isRouteErrorResponse, type MetaDescriptor} from '@remix-run/react';
import {errorHeading} from '~/domain/error-page';
import type {RootData} from '~/features/root/root-data';
import type {ErrorPageContent} from '~/domain/content-types';

export interface GonePayload {
  message: string;
  errorPage: ErrorPageContent | null;
  layout: RootData;
}

/** The layout data a thrown 'gone' page brought with it, if the error is one. */
export function layoutFromError(error: unknown): RootData | undefined {
  if (!isRouteErrorResponse(error)) return undefined;
  const payload = error.data as Partial<GonePayload> | null;
  return payload && typeof payload === 'object' && payload.layout ? payload.layout : undefined;
}

/** The error page's head: its heading as the title, and never indexed (a 410 tells crawlers to drop the URL). */
export function errorPageMeta(error: unknown, brandName: string): MetaDescriptor[] {
  let status = 500;
  let message: string | undefined;
  if (isRouteErrorResponse(error)) {
    status = error.status;
    const payload = error.data as {message?: unknown} | string | null;
    message = typeof payload === 'string' ? payload : typeof payload?.message === 'string' ? payload.message : error.statusText;
  } else if (error instanceof Error) {
    message = error.message;
  }
  return [{title: `${errorHeading(status, message)} | ${brandName}`}, {name: 'robots', content: 'noindex, follow'}];
}
