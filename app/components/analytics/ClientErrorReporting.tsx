import {useWindowErrors} from '~/hooks/use-window-errors';
import {reportClientError} from '~/lib/analytics/report-error';

/** Sends uncaught errors and unhandled promise rejections to the one client-side reporter. */
export function ClientErrorReporting() {
  useWindowErrors(reportClientError);
  return null;
}
