import type {ComponentProps, MouseEvent, ReactNode} from 'react';
import type {FetcherWithComponents} from '@remix-run/react';
import {useLocation} from '@remix-run/react';
import {useRootData} from '~/ui/hooks/root-data';
import type {BagOutcome} from '~/features/bag/outcome';
import {CartForm} from '@shopify/hydrogen';
import {useHydrated} from '~/ui/hooks/use-hydrated';

export const BAG_ROUTE = '/cart';


type BagFormProps = Omit<ComponentProps<typeof CartForm>, 'route' | 'children'> & {
  children: (fetcher: FetcherWithComponents<BagOutcome>) => ReactNode;
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
      {(fetcher: FetcherWithComponents<BagOutcome>) => (
        <>
          {hydrated ? null : <input type="hidden" name="redirectTo" value={`${pathname}${search}`} />}
          {children(fetcher)}
        </>
      )}
    </CartForm>
  );
}

const ignorePress = (event: MouseEvent) => event.preventDefault();

/**
 * A bag button while its request runs (or, hydrated, at a limit such as − at 1): announced as unavailable and deaf
 * to presses (Enter in the form's field clicks it too), yet still focusable. `disabled` on the focused button would
 * throw focus to <body> (WCAG 2.4.3). Style it with `aria-disabled:`.
 */
export function inertButtonProps(inert: boolean) {
  return {'aria-disabled': inert || undefined, onClick: inert ? ignorePress : undefined} as const;
}

/** The fetcher's answer next to the control that caused it. */
export function BagFormMessage({fetcher}: {fetcher: FetcherWithComponents<BagOutcome>}) {
  const result = fetcher.state === 'idle' ? fetcher.data : undefined;
  if (!result || result.ok) return null;
  return (
    <p role="alert" className="mt-2 text-sm text-sale">
      {result.message}
    </p>
  );
}

/** The notice flashed after a no-JS bag post (read once per page). */
export function useBagNotice() {
  return useRootData()?.bagNotice ?? null;
}

/**
 * The latest answer for one of a page's line forms (an add, a line's
 * quantity): its fetcher's with JavaScript, or, without, the notice flashed
 * for that form and that variant or line (`target`).
 */
export function useLineFormResult(
  fetcher: FetcherWithComponents<BagOutcome>,
  form: string,
  target: string,
): BagOutcome | undefined {
  const notice = useBagNotice();
  if (fetcher.state !== 'idle') return undefined;
  if (fetcher.data) return fetcher.data;
  return notice?.form === form && notice.target === target ? notice : undefined;
}

/**
 * A line form's answer beside it: done (when `showDone`, e.g. 'Added to your
 * bag.'), held to the stock (always: the numbers changed from what was asked),
 * or refused. The status region is always there, so screen readers hear it fill.
 */
export function LineFormMessage({result, showDone}: {result: BagOutcome | undefined; showDone: boolean}) {
  const shown = result?.ok && (showDone || result.limited) ? result.message : '';
  return (
    <>
      <p role="status" className={`mt-2 text-sm ${result?.limited ? 'font-semibold text-amber-800' : 'text-green-800'}`}>
        {shown}
      </p>
      {result && !result.ok ? (
        <p role="alert" className="mt-2 text-sm text-sale">
          {result.message}
        </p>
      ) : null}
    </>
  );
}

/**
 * The latest answer for one bag form: the fetcher's (with JavaScript) or the
 * notice flashed after a no-JS post to that form.
 */
export function bagFormResult(
  fetcher: FetcherWithComponents<BagOutcome>,
  form: string,
  notice: ReturnType<typeof useBagNotice>,
): BagOutcome | undefined {
  if (fetcher.state !== 'idle') return undefined;
  if (fetcher.data?.form === form) return fetcher.data;
  if (!fetcher.data && notice?.form === form) return notice;
  return undefined;
}

/** A field's message, tied to the field by id for screen readers. */
export function FieldError({id, message}: {id: string; message: string | undefined}) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="mt-1 text-sm text-sale">
      {message}
    </p>
  );
}
