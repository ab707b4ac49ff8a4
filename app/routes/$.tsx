import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {notFound} from '~/features/errors/responses.server';

/** Anything unmatched: 404 'This page could not be found' with the error page's content. */
export async function loader({context}: LoaderFunctionArgs) {
  return notFound(context);
}

// A component makes this a UI route, so the thrown 404 renders the error boundary.
export default function CatchAll() {
  return null;
}
