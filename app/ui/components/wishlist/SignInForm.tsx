import {Link, useFetcher, useLocation} from '@remix-run/react';
import {useEffect, useId, useState} from 'react';
import {emailError, type WishlistOrigin} from '~/domain/wishlist';
import type {WishlistOutcome} from '~/features/wishlist/outcome';
import type {PendingProduct} from '~/ui/hooks/wishlist';
import {useHydrated} from '~/ui/hooks/use-hydrated';
import {SignInCodeForm, type CodeStep} from './SignInCodeForm';

interface SignInFormProps {
  origin: WishlistOrigin;
  pending?: Pick<PendingProduct, 'productId' | 'variantId'> | null;
  /** Without JavaScript: where the form comes back to (defaults to this page). */
  returnTo?: string;
  /** A flashed answer to an earlier no-JS post of this form. */
  notice?: WishlistOutcome | null;
  /** A code this browser was sent and has not used yet (the page's loader says): start at the code step. */
  codeStep?: CodeStep | null;
  onSignedIn?: (outcome: WishlistOutcome) => void;
  /** 'Not a member? Join Now': opens the membership modal (with JS); a link to /become-a-member without. */
  onJoin?: () => void;
}

/**
 * Member sign-in (the wishlist's login modal), in two steps: the e-mail (required and a valid address, checked
 * on blur and on submit, the first error shown; Submit reads 'Submitting' while it is sent), then the 6-digit code
 * e-mailed to it (SignInCodeForm). Knowing an address is not a sign-in: only the code is. Real forms: they
 * post to /wishlist without JavaScript too, where the code step is the wishlist page's.
 */
export function SignInForm({origin, pending, returnTo, notice, codeStep, onSignedIn, onJoin}: SignInFormProps) {
  const fetcher = useFetcher<WishlistOutcome>();
  const hydrated = useHydrated();
  const {pathname, search} = useLocation();
  const [error, setError] = useState<string | null>(null);
  const [step, setStep] = useState<CodeStep | null>(codeStep ?? null);
  const [restarted, setRestarted] = useState<WishlistOutcome | null>(null);
  const fieldId = useId();
  const submitting = fetcher.state !== 'idle';
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;

  useEffect(() => {
    if (answer?.codeSent) setStep(answer.codeSent);
  }, [answer]);
  // The page's loader says again after each post (by value: a revalidation is a new object).
  const pageEmail = codeStep?.email;
  const pagePurpose = codeStep?.purpose;
  useEffect(() => setStep(pageEmail && pagePurpose ? {email: pageEmail, purpose: pagePurpose} : null), [pageEmail, pagePurpose]);

  if (step) {
    return (
      <SignInCodeForm
        step={step}
        returnTo={returnTo}
        notice={notice}
        onSignedIn={onSignedIn}
        onRestart={(outcome) => {
          setRestarted(outcome.message ? outcome : null);
          setStep(null);
        }}
      />
    );
  }

  const flashed = notice && !notice.ok && (notice.intent === 'sign-in' || notice.restart) ? notice : null;
  const failure = answer && !answer.ok ? answer : (restarted ?? flashed);
  const shown = error ?? failure?.fieldErrors?.email ?? failure?.message ?? null;

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
        setRestarted(null);
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
