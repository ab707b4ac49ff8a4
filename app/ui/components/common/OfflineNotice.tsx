import {useOnlineStatus} from '~/ui/hooks/use-online-status';

export const OFFLINE_MESSAGE = 'You are offline. Some things may not work until you reconnect.';

/**
 * A polite status message while the browser is offline. The live region is
 * always in the page so screen readers announce the message when it appears.
 */
export function OfflineNotice() {
  const online = useOnlineStatus();
  return (
    <div role="status" aria-live="polite" className={online ? 'sr-only' : 'fixed inset-x-0 bottom-0 z-[65]'}>
      {online ? null : (
        <p data-testid="offline-notice" className="bg-brand-dark px-4 py-3 text-center text-sm text-white">
          {OFFLINE_MESSAGE}
        </p>
      )}
    </div>
  );
}
