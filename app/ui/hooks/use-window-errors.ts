import {useEffect, useRef} from 'react';

export type WindowErrorKind = 'window-error' | 'unhandled-rejection';

/**
 * Calls `onError` for every uncaught error and unhandled promise rejection in
 * the page, with the thrown value (or the message when there is none).
 */
export function useWindowErrors(onError: (kind: WindowErrorKind, thrown: unknown) => void) {
  const handler = useRef(onError);
  handler.current = onError;
  useEffect(() => {
    const onWindowError = (event: ErrorEvent) => handler.current('window-error', event.error ?? event.message);
    const onRejection = (event: PromiseRejectionEvent) => handler.current('unhandled-rejection', event.reason);
    window.addEventListener('error', onWindowError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onWindowError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
}
