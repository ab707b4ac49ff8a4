import {useNavigation} from '@remix-run/react';
import {useEffect, useReducer, useRef} from 'react';
import {UI_TIMINGS} from '~/config/ui';
import {
  LOADING_BAR_IDLE,
  isLoadingBarVisible,
  loadingBarReducer,
  type LoadingBarState,
} from '~/ui/browser/loading-bar';

const {loadingBarThrottleMs, loadingBarHideDelayMs} = UI_TIMINGS;

/**
 * The bar's state outlives the component: when a navigation ends on the error
 * page, React mounts the document afresh (the root's error boundary), and the
 * new bar must carry on from the old one to finish in the failure style.
 * Browser only; the server always renders an idle bar.
 */
let carriedState: LoadingBarState = LOADING_BAR_IDLE;

/**
 * The page-loading bar at the top of the window: it appears only
 * when a navigation takes longer than 200 ms, creeps along for about 3 s,
 * fills and hides 500 ms after the navigation ends, and turns red when the
 * navigation ended on an error page (`failed`). The creep is a CSS
 * animation (`.loading-bar-creep`, app.css), left out with reduced motion.
 */
export function LoadingBar({failed}: {failed: boolean}) {
  const busy = useNavigation().state !== 'idle';
  const [state, dispatch] = useReducer(loadingBarReducer, LOADING_BAR_IDLE, (idle) =>
    typeof document === 'undefined' ? idle : carriedState,
  );
  carriedState = state;
  // Read when the navigation ends: the error boundary has rendered by then.
  const failedRef = useRef(failed);
  failedRef.current = failed;

  useEffect(() => {
    dispatch(busy ? {type: 'start'} : {type: 'end', failed: failedRef.current});
  }, [busy]);

  useEffect(() => {
    if (state.phase === 'waiting') {
      const timer = window.setTimeout(() => dispatch({type: 'throttle-elapsed'}), loadingBarThrottleMs);
      return () => window.clearTimeout(timer);
    }
    if (state.phase === 'finishing') {
      const timer = window.setTimeout(() => dispatch({type: 'hide-elapsed'}), loadingBarHideDelayMs);
      return () => window.clearTimeout(timer);
    }
  }, [state]);

  if (!isLoadingBarVisible(state)) return null;
  const finishing = state.phase === 'finishing';
  const failedStyle = finishing && state.failed;
  return (
    <div
      role="progressbar"
      aria-label={failedStyle ? 'Page failed to load' : 'Loading page'}
      aria-busy={!finishing}
      data-testid="loading-bar"
      data-state={failedStyle ? 'failed' : finishing ? 'done' : 'loading'}
      className="pointer-events-none fixed inset-x-0 top-0 z-[70] h-1"
    >
      <div
        className={`h-full origin-left ${failedStyle ? 'bg-sale' : 'bg-brand-accent'} ${finishing ? '' : 'loading-bar-creep'}`}
        style={{transform: finishing ? 'scaleX(1)' : 'scaleX(0.9)'}}
      />
    </div>
  );
}
