/**
 * The loading bar's states (starts after 200 ms, runs about 3 seconds, hides
 * after 500 ms, failure styling on error), as a pure reducer: the component only turns navigation changes
 * and its timers into events.
 *
 * idle ─start→ waiting ─throttle→ running ─end→ finishing ─hide→ idle
 *                  └─end→ idle (a quick navigation never shows the bar)
 */
export type LoadingBarState =
  | {phase: 'idle'}
  /** A navigation started; the bar waits for the throttle before showing. */
  | {phase: 'waiting'}
  /** Shown, creeping towards the end over the bar's duration. */
  | {phase: 'running'}
  /** The navigation ended: shown full (red when it failed) until the hide delay passes. */
  | {phase: 'finishing'; failed: boolean};

export type LoadingBarEvent =
  | {type: 'start'}
  | {type: 'throttle-elapsed'}
  | {type: 'end'; failed: boolean}
  | {type: 'hide-elapsed'};

export const LOADING_BAR_IDLE: LoadingBarState = {phase: 'idle'};

export function loadingBarReducer(state: LoadingBarState, event: LoadingBarEvent): LoadingBarState {
  switch (event.type) {
    case 'start':
      // A navigation that starts while the bar is still shown keeps it shown.
      return state.phase === 'idle' ? {phase: 'waiting'} : state.phase === 'waiting' ? state : {phase: 'running'};
    case 'throttle-elapsed':
      return state.phase === 'waiting' ? {phase: 'running'} : state;
    case 'end':
      if (state.phase === 'waiting') return LOADING_BAR_IDLE;
      if (state.phase === 'running') return {phase: 'finishing', failed: event.failed};
      return state;
    case 'hide-elapsed':
      return state.phase === 'finishing' ? LOADING_BAR_IDLE : state;
  }
}

export function isLoadingBarVisible(state: LoadingBarState): boolean {
  return state.phase === 'running' || state.phase === 'finishing';
}
