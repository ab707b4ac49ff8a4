/**
 * How long each kind of upstream reply is kept in the worker's cache
 * (Hydrogen's sub-request cache, Cache-Control semantics). A fresh reply is
 * used as is; a stale one is still used once while the worker fetches a new
 * copy after the response (stale-while-revalidate), so a page view waits on
 * an upstream only when nothing is cached at all. The shopper's cart, the
 * wishlist items and every write are never cached.
 */
import {CacheCustom, CacheLong} from '@shopify/hydrogen';

/**
 * Products, collections, variants and shop settings. Five minutes fresh: a
 * price or stock change shows within minutes, and the bag and checkout read
 * the cart itself, never this copy.
 */
export const catalogueCache = () => CacheCustom({mode: 'public', maxAge: 300, staleWhileRevalidate: 86_400});

/**
 * Prismic's repository answer (which ref is the published content). Checked
 * every 30 s, so a publish shows within about half a minute.
 */
export const contentRefCache = () => CacheCustom({mode: 'public', maxAge: 30, staleWhileRevalidate: 86_400});

/** Prismic documents asked for by ref: a ref's content never changes, so they are kept for as long as Hydrogen keeps anything. */
export const contentByRefCache = () => CacheLong();

/** Search results, suggestions and recommendations: a minute fresh (merchandising changes show quickly). */
export const searchCache = () => CacheCustom({mode: 'public', maxAge: 60, staleWhileRevalidate: 600});

/** A product's reviews: ten minutes fresh (a new review shows within minutes). */
export const reviewsCache = () => CacheCustom({mode: 'public', maxAge: 600, staleWhileRevalidate: 86_400});

/** The experiment platform's active tests: a minute fresh (starting or stopping a test shows within a minute). */
export const experimentsCache = () => CacheCustom({mode: 'public', maxAge: 60, staleWhileRevalidate: 3600});
