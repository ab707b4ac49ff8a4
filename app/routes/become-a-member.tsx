import {useFetcher, useLoaderData, useLocation, useNavigate, type MetaFunction} from '@remix-run/react';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {useEffect, useId, useState} from 'react';
import {BRAND} from '~/config/brand';
import {notFound, orUnavailable} from '~/features/errors/responses.server';
import {ContentPage, contentPageMeta} from '~/ui/components/common/ContentPage';
import {useHydrated} from '~/ui/hooks/use-hydrated';
import {useRootData} from '~/ui/hooks/root-data';
import type {WishlistOutcome} from '~/features/wishlist/outcome';
import {SignInCodeForm, type CodeStep} from '~/ui/components/wishlist/SignInCodeForm';
import {PAGE_CACHE_ALLOWED} from '~/kernel/page-cache-handle';

export const handle = PAGE_CACHE_ALLOWED;

/** /become-a-member: the `become_a_member` content and the sign-up form (where 'Join Now' leads). */
export async function loader({context}: LoaderFunctionArgs) {
  const page = await orUnavailable(context, () => context.content.getBecomeAMemberPage());
  if (!page) return notFound(context);
  return {page, canonicalUrl: context.site.url(page.url)};
}

export const meta: MetaFunction<typeof loader> = ({data}) => contentPageMeta(data);

export default function BecomeAMember() {
  const {page} = useLoaderData<typeof loader>();
  return (
    <>
      <ContentPage page={page} />
      <section className="container-page max-w-lg pb-12" aria-labelledby="join-heading">
        <h2 id="join-heading" className="text-2xl font-bold text-brand">
          Join {BRAND.name} Members
        </h2>
        <SignUpForm />
      </section>
    </>
  );
}

/**
 * Joining: names and e-mail, then the code e-mailed to confirm the address (the member is created, and
 * their number goes on the bag, only once it is entered). With JavaScript both steps are here; without,
 * the code step is the wishlist page's.
 */
function SignUpForm() {
  const fetcher = useFetcher<WishlistOutcome>();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const {pathname} = useLocation();
  const flashed = useRootData()?.wishlistNotice;
  const id = useId();
  const [codeStep, setCodeStep] = useState<CodeStep | null>(null);
  const [restarted, setRestarted] = useState<WishlistOutcome | null>(null);
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  const result = restarted ?? answer ?? (flashed?.intent === 'sign-up' ? flashed : undefined);
  const errors = result && !result.ok ? (result.fieldErrors ?? {}) : {};

  useEffect(() => {
    if (answer?.codeSent) setCodeStep(answer.codeSent);
  }, [answer]);

  if (codeStep) {
    return (
      <div className="mt-6">
        <SignInCodeForm
          step={codeStep}
          onSignedIn={() => navigate('/wishlist')}
          onRestart={(outcome) => {
            setRestarted(outcome.message ? outcome : null);
            setCodeStep(null);
          }}
        />
      </div>
    );
  }

  const field = (name: 'firstName' | 'lastName' | 'email', label: string, type = 'text', autoComplete?: string) => (
    <div>
      <label htmlFor={`${id}-${name}`} className="block text-sm font-semibold">
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        name={name}
        type={type}
        required
        autoComplete={autoComplete}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
        className="mt-1 w-full rounded border border-neutral-300 px-3 py-2"
      />
      {errors[name] ? (
        <p id={`${id}-${name}-error`} role="alert" className="mt-1 text-sm text-sale">
          {errors[name]}
        </p>
      ) : null}
    </div>
  );

  return (
    <fetcher.Form
      method="post"
      action="/wishlist"
      noValidate
      className="mt-6 space-y-4"
      data-testid="sign-up-form"
      onSubmit={() => setRestarted(null)}
    >
      <input type="hidden" name="intent" value="sign-up" />
      {/* Without JavaScript: a new member lands on their wishlist; a refused form comes back here. */}
      {hydrated ? null : <input type="hidden" name="returnTo" value={pathname} />}
      {field('firstName', 'First name', 'text', 'given-name')}
      {field('lastName', 'Last name', 'text', 'family-name')}
      {field('email', 'Email', 'email', 'email')}
      {result && !result.ok && !result.fieldErrors ? (
        <p role="alert" className="text-sm text-sale">
          {result.message}
        </p>
      ) : null}
      <button type="submit" className="btn-primary w-full" disabled={fetcher.state !== 'idle'}>
        {fetcher.state !== 'idle' ? 'Submitting' : 'Join Now'}
      </button>
    </fetcher.Form>
  );
}
