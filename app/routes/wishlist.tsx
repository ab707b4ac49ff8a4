import {Link, useFetcher, useLoaderData, type MetaFunction} from '@remix-run/react';
import type {ActionFunctionArgs, LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {useEffect, useState} from 'react';
import {BRAND} from '~/config/brand';
import {safeRedirectPath} from '~/domain/bag-input';
import {LOGIN_TITLE, parseOrigin} from '~/domain/wishlist';
import {useRootData} from '~/ui/hooks/root-data';
import {useHydrated} from '~/ui/hooks/use-hydrated';
import {useWishlistSummary} from '~/ui/hooks/wishlist';
import {pageMeta} from '~/features/seo/meta';
import {wishlistAction} from '~/features/wishlist/action.server';
import {loadWishlistPage, type WishlistEntry} from '~/features/wishlist/view.server';
import {pendingSignInView} from '~/features/wishlist/sign-in.server';
import {SignInForm} from '~/ui/components/wishlist/SignInForm';
import {BackToPrevious} from '~/ui/components/common/BackToPrevious';
import {WishlistForm} from '~/ui/components/wishlist/WishlistForm';
import {WishlistEntryRow} from '~/ui/components/wishlist/WishlistEntryRow';

const NUMERIC = /^\d{1,20}$/;

/**
 * /wishlist: a signed-in member's wishlist, a page at a time; signed out, the
 * sign-in form (which may carry a product a heart was pressed for, and the
 * page to go back to, when JavaScript is off).
 */
export async function loader({context, request}: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const productId = url.searchParams.get('productId') ?? '';
  const variantId = url.searchParams.get('variantId') ?? '';
  const page = await loadWishlistPage(context, url.searchParams.get('after'));
  // A code sent to this browser and not yet used: the sign-in starts at the code step (the address it went to is
  // this shopper's alone, so the answer is private: app/kernel/personal-answer.ts).
  const codeStep = page.signedIn ? null : pendingSignInView(context.session);
  if (codeStep) context.personal.mark('session');
  return {
    page,
    signIn: {
      codeStep,
      origin: parseOrigin(url.searchParams.get('origin') ?? 'HEADER'),
      pending: NUMERIC.test(productId) && NUMERIC.test(variantId) ? {productId, variantId} : null,
      returnTo: safeRedirectPath(url.searchParams.get('returnTo')) ?? '/wishlist',
    },
  };
}

export async function action({request, context}: ActionFunctionArgs) {
  return wishlistAction(request, context, Date.now());
}

export const meta: MetaFunction = () =>
  pageMeta({title: 'Wishlist', robots: 'noindex, follow', brandName: BRAND.name});

export default function WishlistPage() {
  const {page, signIn} = useLoaderData<typeof loader>();
  const notice = useRootData()?.wishlistNotice ?? null;
  if (!page.signedIn) {
    return (
      <section className="container-page max-w-lg py-10">
        <h1 className="text-3xl font-bold text-brand">Wishlist</h1>
        <p className="mt-4">{LOGIN_TITLE}</p>
        <div className="mt-6">
          <SignInForm
            origin={signIn.origin}
            pending={signIn.pending}
            returnTo={signIn.returnTo}
            notice={notice}
            codeStep={signIn.codeStep}
          />
        </div>
      </section>
    );
  }
  return (
    <section className="container-page py-8">
      <div className="flex flex-wrap items-baseline justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-brand">Your wishlist</h1>
          <BackToPrevious exceptPath="/wishlist" />
        </div>
        <div className="flex items-center gap-4 text-sm">
          <span>Signed in as {page.email}</span>
          <WishlistForm intent="sign-out">
            {() => (
              <button type="submit" className="underline">
                Sign out
              </button>
            )}
          </WishlistForm>
        </div>
      </div>
      {page.entries === null ? (
        <p role="status" className="mt-6 rounded border border-amber-300 bg-amber-50 p-4" data-testid="wishlist-unavailable">
          Sorry, your wishlist is unavailable right now. Please try again in a moment.
        </p>
      ) : page.entries.length === 0 && !page.after ? (
        <div className="mt-8" data-testid="wishlist-empty">
          <p>Your wishlist is empty. Tap the heart on any product to keep it here.</p>
          <Link to="/collections/all" className="btn-primary mt-4">
            Start browsing
          </Link>
        </div>
      ) : (
        <WishlistEntries first={page.entries} after={page.after} nextAfter={page.nextAfter} />
      )}
    </section>
  );
}

/** The items, with 'Load more' (a link without JavaScript; more items on this page with it) and 'Remove all'. */
function WishlistEntries(props: {first: WishlistEntry[]; after: string | null; nextAfter: string | null}) {
  const hydrated = useHydrated();
  // The whole wishlist's count comes with every page (the header badge's).
  const itemCount = useWishlistSummary().count ?? props.first.length;
  const more = useFetcher<typeof loader>();
  const [loaded, setLoaded] = useState<{entries: WishlistEntry[]; nextAfter: string | null}>({
    entries: props.first,
    nextAfter: props.nextAfter,
  });
  useEffect(() => setLoaded({entries: props.first, nextAfter: props.nextAfter}), [props.first, props.nextAfter]);
  useEffect(() => {
    const page = more.data?.page;
    if (!page?.signedIn || !page.entries) return;
    const entries = page.entries;
    setLoaded((current) => ({
      entries: [...current.entries, ...entries.filter((entry) => !current.entries.some((seen) => seen.ref === entry.ref))],
      nextAfter: page.nextAfter,
    }));
  }, [more.data]);

  return (
    <>
      <div className="mt-6 flex items-center justify-between">
        <p aria-live="polite" data-testid="wishlist-count">
          {itemCount} {itemCount === 1 ? 'item' : 'items'}
        </p>
        <WishlistForm intent="remove-all">
          {(fetcher) => (
            <button type="submit" className="text-sm underline" disabled={fetcher.state !== 'idle'}>
              Remove all
            </button>
          )}
        </WishlistForm>
      </div>
      <ul className="mt-2 divide-y divide-neutral-200 border-y border-neutral-200">
        {loaded.entries.map((entry) => (
          <li key={entry.ref}>
            <WishlistEntryRow entry={entry} />
          </li>
        ))}
      </ul>
      <nav aria-label="Wishlist pages" className="mt-8 flex justify-center gap-4">
        {props.after && !hydrated ? (
          <Link to="/wishlist" className="btn-secondary">
            Back to the start
          </Link>
        ) : null}
        {loaded.nextAfter ? (
          hydrated ? (
            <button
              type="button"
              className="btn-primary"
              disabled={more.state !== 'idle'}
              onClick={() => more.load(`/wishlist?after=${encodeURIComponent(loaded.nextAfter ?? '')}`)}
            >
              {more.state !== 'idle' ? 'Loading…' : 'Load more'}
            </button>
          ) : (
            <Link to={`/wishlist?after=${encodeURIComponent(loaded.nextAfter)}`} className="btn-primary">
              Load more
            </Link>
          )
        ) : null}
      </nav>
    </>
  );
}
