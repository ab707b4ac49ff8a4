import {data, redirect, type AppLoadContext} from '@shopify/remix-oxygen';
import {BAG_NOTICE_KEY, readBagNotice, type BagOutcome} from './outcome';

/**
 * Answers a bag form: back to the page it came from (303) with the outcome
 * flashed when the form was posted without JavaScript (it names where to go
 * back to), else the outcome as data for the fetcher. Never cached.
 */
export function respondWithBagOutcome(context: AppLoadContext, outcome: BagOutcome, redirectTo: string | null) {
  if (redirectTo) {
    context.session.flash(BAG_NOTICE_KEY, outcome);
    return redirect(redirectTo, {status: 303, headers: {'Cache-Control': 'no-store'}});
  }
  return data(outcome, {status: outcome.status, headers: {'Cache-Control': 'no-store'}});
}

/** The outcome flashed by the last no-JS bag post, once. */
export function takeBagNotice(context: AppLoadContext): BagOutcome | null {
  return readBagNotice(context.session.takeFlash<unknown>(BAG_NOTICE_KEY));
}
