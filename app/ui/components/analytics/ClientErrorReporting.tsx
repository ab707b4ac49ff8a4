import {useWindowErrors} from '~/ui/hooks/use-window-errors';
import {reportClientError} from '~/ui/analytics/report-error';

/** Sends uncaught errors and unhandled promise rejections to the one client-side reporter. */
export function ClientErrorReporting() {
  useWindowErrors(reportClientError);
  return null;
}
