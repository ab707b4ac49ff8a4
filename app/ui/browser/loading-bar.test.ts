import {describe, expect, it} from 'vitest';
import {
  LOADING_BAR_IDLE,
  isLoadingBarVisible,
  loadingBarReducer,
  type LoadingBarEvent,
  type LoadingBarState,
} from './loading-bar';

function run(events: LoadingBarEvent[], from: LoadingBarState = LOADING_BAR_IDLE): LoadingBarState {
  return events.reduce(loadingBarReducer, from);
}

describe('loading bar (starts after 200 ms, hides 500 ms after finishing, failure style on error)', () => {
  it('never shows for a navigation that ends within the throttle', () => {
    const waiting = run([{type: 'start'}]);
    expect(isLoadingBarVisible(waiting)).toBe(false);
    expect(run([{type: 'start'}, {type: 'end', failed: false}])).toEqual(LOADING_BAR_IDLE);
    // The throttle timer firing late changes nothing once the navigation is over.
    expect(run([{type: 'start'}, {type: 'end', failed: false}, {type: 'throttle-elapsed'}])).toEqual(LOADING_BAR_IDLE);
  });

  it('shows once the throttle has passed, then stays full until the hide delay', () => {
    const running = run([{type: 'start'}, {type: 'throttle-elapsed'}]);
    expect(running).toEqual({phase: 'running'});
    expect(isLoadingBarVisible(running)).toBe(true);
    const finishing = loadingBarReducer(running, {type: 'end', failed: false});
    expect(finishing).toEqual({phase: 'finishing', failed: false});
    expect(isLoadingBarVisible(finishing)).toBe(true);
    expect(loadingBarReducer(finishing, {type: 'hide-elapsed'})).toEqual(LOADING_BAR_IDLE);
  });

  it('finishes in the failure style when the navigation ended in an error', () => {
    expect(run([{type: 'start'}, {type: 'throttle-elapsed'}, {type: 'end', failed: true}])).toEqual({
      phase: 'finishing',
      failed: true,
    });
  });

  it('keeps running when another navigation starts while it is shown', () => {
    const finishing = run([{type: 'start'}, {type: 'throttle-elapsed'}, {type: 'end', failed: true}]);
    const again = loadingBarReducer(finishing, {type: 'start'});
    expect(again).toEqual({phase: 'running'});
    // The old hide timer must not hide the new navigation's bar.
    expect(loadingBarReducer(again, {type: 'hide-elapsed'})).toEqual({phase: 'running'});
  });
});
