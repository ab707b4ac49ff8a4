import {useEffect} from 'react';
import {reportClientError} from '~/lib/analytics/report-error';

/** Sends uncaught errors and unhandled promise rejections to the one client-side reporter. */
export function ClientErrorReporting() {
  useEffect(() => {
    const onError = (event: ErrorEvent) => reportClientError('window-error', event.error ?? event.message);
    const onRejection = (event: PromiseRejectionEvent) => reportClientError('unhandled-rejection', event.reason);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
  return null;
}
