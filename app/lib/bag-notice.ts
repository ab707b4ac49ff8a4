/**
 * The outcome of a bag form posted without JavaScript: the action flashes it
 * into the session, redirects back (303), and the next page shows it once.
 */
export const BAG_NOTICE_KEY = 'bagNotice';

export interface BagNotice {
  kind: 'success' | 'error';
  message: string;
  /** The bag form it answers, so the page can show it next to that form. */
  form?: string;
  fieldErrors?: Record<string, string>;
}
