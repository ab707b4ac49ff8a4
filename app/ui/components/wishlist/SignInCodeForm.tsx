import {useFetcher, useLocation} from '@remix-run/react';
import {useEffect, useId, useState} from 'react';
import {CODE_REQUIRED_MESSAGE, SIGN_IN_CODE_LENGTH, parseSignInCode, type SignInPurpose} from '~/domain/sign-in-code';
import {useHydrated} from '~/ui/hooks/use-hydrated';
import type {WishlistOutcome} from '~/features/wishlist/outcome';

export interface CodeStep {
  /** The address the code went to, masked (`s**@example.com`). */
  email: string;
  purpose: SignInPurpose;
}

interface SignInCodeFormProps {
  step: CodeStep;
  /** Without JavaScript: the page each form comes back to (the code step's own page). */
  returnTo?: string;
  /** A flashed answer to an earlier no-JS post of one of these forms. */
  notice?: WishlistOutcome | null;
  /** The code was right: the shopper is signed in (or has joined). */
  onSignedIn?: (outcome: WishlistOutcome) => void;
  /** The code step is over (expired, used up, or 'Use a different email'): back to the e-mail, with why. */
  onRestart?: (outcome: WishlistOutcome) => void;
}

const CODE_INTENTS = new Set(['verify-code', 'resend-code', 'sign-in', 'sign-up']);

/**
 * The second step of signing in or joining: the 6-digit code e-mailed to the shopper. Three real forms
 * (verify, send a new code, use a different email) posting to /wishlist, with and without JavaScript.
 */
export function SignInCodeForm({step, returnTo, notice, onSignedIn, onRestart}: SignInCodeFormProps) {
  const verify = useFetcher<WishlistOutcome>();
  const resend = useFetcher<WishlistOutcome>();
  const cancel = useFetcher<WishlistOutcome>();
  const hydrated = useHydrated();
  const {pathname, search} = useLocation();
  const [error, setError] = useState<string | null>(null);
  const fieldId = useId();
  const back = hydrated ? null : <input type="hidden" name="returnTo" value={returnTo ?? `${pathname}${search}`} />;

  const verified = verify.state === 'idle' ? verify.data : undefined;
  const resent = resend.state === 'idle' ? resend.data : undefined;
  const cancelled = cancel.state === 'idle' ? cancel.data : undefined;
  useEffect(() => {
    if (verified?.ok) onSignedIn?.(verified);
    else if (verified?.restart) onRestart?.(verified);
    // Once per answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [verified]);
  useEffect(() => {
    if (resent?.restart) onRestart?.(resent);
    // Once per answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [resent]);
  useEffect(() => {
    if (cancelled) onRestart?.(cancelled);
    // Once per answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [cancelled]);

  const latest = verified ?? resent ?? (notice && notice.intent && CODE_INTENTS.has(notice.intent) ? notice : null);
  const problem = error ?? (latest && !latest.ok ? (latest.fieldErrors?.code ?? latest.message) : null);
  const info = latest?.ok && latest.codeSent ? latest.message : null;
  const verifying = verify.state !== 'idle';

  return (
    <div className="space-y-4" data-testid="wishlist-sign-in-code">
      <p>
        {step.purpose === 'sign-up' ? 'To confirm your email, we’ve sent' : 'We’ve sent'} a {SIGN_IN_CODE_LENGTH}-digit code to{' '}
        <strong>{step.email}</strong>. It works for 10 minutes.
      </p>
      {info && info !== problem ? (
        <p role="status" className="text-sm">
          {info}
        </p>
      ) : null}
      <verify.Form
        method="post"
        action="/wishlist"
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          // A second press while the first is checked would spend a second try.
          if (verifying) return event.preventDefault();
          const code = parseSignInCode(String(new FormData(event.currentTarget).get('code') ?? ''));
          setError(code ? null : CODE_REQUIRED_MESSAGE);
          if (!code) event.preventDefault();
        }}
      >
        <input type="hidden" name="intent" value="verify-code" />
        {back}
        <div>
          <label htmlFor={fieldId} className="block text-sm font-semibold">
            Code
          </label>
          <input
            id={fieldId}
            name="code"
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            required
            maxLength={SIGN_IN_CODE_LENGTH + 2}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${fieldId}-error` : undefined}
            className="mt-1 w-full rounded border border-neutral-300 px-3 py-2 tracking-widest"
          />
          {problem ? (
            <p id={`${fieldId}-error`} role="alert" className="mt-2 text-sm text-sale">
              {problem}
            </p>
          ) : null}
        </div>
        <button type="submit" className="btn-primary w-full" aria-disabled={verifying || undefined}>
          {verifying ? 'Checking' : step.purpose === 'sign-up' ? 'Confirm and join' : 'Sign in'}
        </button>
      </verify.Form>
      <div className="flex flex-wrap justify-between gap-3 text-sm">
        <resend.Form method="post" action="/wishlist">
          <input type="hidden" name="intent" value="resend-code" />
          {back}
          <button type="submit" className="underline">
            {resend.state !== 'idle' ? 'Sending…' : 'Send a new code'}
          </button>
        </resend.Form>
        <cancel.Form method="post" action="/wishlist">
          <input type="hidden" name="intent" value="cancel-code" />
          {back}
          <button type="submit" className="underline">
            Use a different email
          </button>
        </cancel.Form>
      </div>
    </div>
  );
}
