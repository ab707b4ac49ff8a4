import {Link, useFetcher, useLocation} from '@remix-run/react';
import {useEffect, useId, useState} from 'react';
import {emailError, type WishlistOrigin} from '~/domain/wishlist';
import type {WishlistOutcome} from '~/wishlist/outcome';
import type {PendingProduct} from '~/hooks/wishlist';
import {useHydrated} from '~/hooks/use-hydrated';

interface SignInFormProps {
  origin: WishlistOrigin;
  pending?: Pick<PendingProduct, 'productId' | 'variantId'> | null;
  /** Without JavaScript: where the form comes back to (defaults to this page). */
  returnTo?: string;
  /** A flashed answer to an earlier no-JS post of this form. */
  notice?: WishlistOutcome | null;
  onSignedIn?: (outcome: WishlistOutcome) => void;
  /** 'Not a member? Join Now': opens the membership modal (with JS); a link to /become-a-member without. */
  onJoin?: () => void;
}

/**
 * Member sign-in by e-mail (spec: browsing §2 login modal, §5 validation):
 * checked on blur and on submit, the first error shown; Submit reads
 * 'Submitting' while it is sent. A real form: it posts to /wishlist without
 * JavaScript too.
 */
export function SignInForm({origin, pending, returnTo, notice, onSignedIn, onJoin}: SignInFormProps) {
  const fetcher = useFetcher<WishlistOutcome>();
  const hydrated = useHydrated();
  const {pathname, search} = useLocation();
  const [error, setError] = useState<string | null>(null);
  const fieldId = useId();
  const submitting = fetcher.state !== 'idle';
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;

  useEffect(() => {
    if (answer?.ok) onSignedIn?.(answer);
    // Runs once per answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answer]);

  const failure = answer && !answer.ok ? answer : notice && !notice.ok && notice.intent === 'sign-in' ? notice : null;
  const shown = error ?? failure?.message ?? null;

  return (
    <fetcher.Form
      method="post"
      action="/wishlist"
      noValidate
      onSubmit={(event) => {
        // Read from the field itself: the input is uncontrolled, so what a shopper typed before the page
        // hydrated is kept and checked too (a controlled field would be reset to its empty state).
        const problem = emailError(String(new FormData(event.currentTarget).get('email') ?? ''));
        setError(problem);
        if (problem) event.preventDefault();
      }}
      className="space-y-4"
      data-testid="wishlist-sign-in"
    >
      <input type="hidden" name="intent" value="sign-in" />
      <input type="hidden" name="origin" value={origin} />
      {pending ? (
        <>
          <input type="hidden" name="productId" value={pending.productId} />
          <input type="hidden" name="variantId" value={pending.variantId} />
        </>
      ) : null}
      {hydrated ? null : <input type="hidden" name="returnTo" value={returnTo ?? `${pathname}${search}`} />}
      <div>
        <label htmlFor={fieldId} className="block text-sm font-semibold">
          Email
        </label>
        <input
          id={fieldId}
          type="email"
          name="email"
          autoComplete="email"
          required
          onBlur={(event) => setError(emailError(event.currentTarget.value))}
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? `${fieldId}-error` : undefined}
          className="mt-1 w-full rounded border border-neutral-300 px-3 py-2"
        />
        {shown ? (
          <p id={`${fieldId}-error`} role="alert" className="mt-2 text-sm text-sale">
            {shown}
          </p>
        ) : null}
      </div>
      <button type="submit" className="btn-primary w-full" disabled={submitting}>
        {submitting ? 'Submitting' : 'Submit'}
      </button>
      <p className="text-sm">
        Not a member?{' '}
        {onJoin && hydrated ? (
          <button type="button" className="font-semibold underline" onClick={onJoin}>
            Join Now
          </button>
        ) : (
          <Link to="/become-a-member" className="font-semibold underline">
            Join Now
          </Link>
        )}
      </p>
    </fetcher.Form>
  );
}
