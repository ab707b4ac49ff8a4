/**
 * Whether this request's answer was made for one shopper: a signed-in member's wishlist, badge and hearts, prices
 * from the member details on their bag, or what their session holds for them (a flashed notice, a sign-in waiting
 * for its code). Marked where those are read (the
 * load context, the wishlist's views, the root loader); server.ts then sends the answer (page or single-fetch
 * data) with PERSONAL_CACHE_CONTROL, so no CDN, shared cache or browser cache keeps it for anyone else, and the
 * page cache never keeps it (it refuses `private`). Answers nothing marked keep their own caching.
 */
export type PersonalReason = 'member' | 'member-prices' | 'session';

/** What a personal answer (and a Prismic preview's) is sent with. */
export const PERSONAL_CACHE_CONTROL = 'private, no-store';

export class PersonalAnswer {
  readonly #reasons = new Set<PersonalReason>();

  mark(reason: PersonalReason): void {
    this.#reasons.add(reason);
  }

  get isPersonal(): boolean {
    return this.#reasons.size > 0;
  }

  /** Why, in the order first marked (for tests and logs). */
  get reasons(): PersonalReason[] {
    return [...this.#reasons];
  }
}
