/** The error page's apology and default links: loaded with the error page alone (not every page needs them). */

export interface HelpfulLink {
  label: string;
  url: string;
}

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

export function errorApology(brandName: string, status?: number): string {
  if (status === 503) return 'Sorry, we couldn’t load this page just now. Please try again in a moment.';
  return `Sorry, it looks like this page is having a ${brandName}.`;
}
