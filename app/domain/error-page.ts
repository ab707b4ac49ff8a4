/**
 * Error messages and the error page's heading (also its title, so every page's code has it). The page's other
 * copy, which only the error page itself needs, is in ./error-page-copy.ts.
 */

export const NOT_FOUND_MESSAGE = 'This page could not be found';
export const COLLECTION_NOT_FOUND_MESSAGE = 'Page not found';
/** A service the page needs is down: the page exists, it just cannot be shown right now. */
export const TEMPORARILY_UNAVAILABLE_MESSAGE = 'This page is temporarily unavailable';

/** "Status code (default 500) plus message, else a 'client error' fallback." */
export function errorHeading(status: number | undefined, message: string | undefined): string {
  const code = status && Number.isInteger(status) ? status : 500;
  const text = message?.trim() || (code >= 400 && code < 500 ? 'client error' : 'server error');
  return `${code} ${text}`;
}
