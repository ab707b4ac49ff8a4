import type {ComponentProps, ReactNode} from 'react';
import type {FetcherWithComponents} from '@remix-run/react';
import {useLocation} from '@remix-run/react';
import {CartForm} from '@shopify/hydrogen';
import {useHydrated} from '~/lib/use-hydrated';

export const BAG_ROUTE = '/cart';

/** What the bag action answers a fetcher (with JavaScript). */
export interface BagActionResult {
  ok: boolean;
  message: string;
}

type BagFormProps = Omit<ComponentProps<typeof CartForm>, 'route' | 'children'> & {
  children: (fetcher: FetcherWithComponents<BagActionResult>) => ReactNode;
};

/**
 * A bag action as a real form. Before hydration (or with JavaScript off) it
 * carries `redirectTo`, so the action answers 303 back to this page, which
 * then shows the outcome; once hydrated the field is dropped and the fetcher
 * gets the result as data, with no reload.
 */
export function BagForm({children, ...props}: BagFormProps) {
  const hydrated = useHydrated();
  const {pathname, search} = useLocation();
  return (
    <CartForm {...(props as ComponentProps<typeof CartForm>)} route={BAG_ROUTE}>
      {(fetcher: FetcherWithComponents<BagActionResult>) => (
        <>
          {hydrated ? null : <input type="hidden" name="redirectTo" value={`${pathname}${search}`} />}
          {children(fetcher)}
        </>
      )}
    </CartForm>
  );
}

/** The fetcher's answer next to the control that caused it. */
export function BagFormMessage({fetcher}: {fetcher: FetcherWithComponents<BagActionResult>}) {
  const result = fetcher.state === 'idle' ? fetcher.data : undefined;
  if (!result || result.ok) return null;
  return (
    <p role="alert" className="mt-2 text-sm text-sale">
      {result.message}
    </p>
  );
}
