import type {BagView} from '~/features/bag/view';
import {formatMoney} from '~/domain/format';
import {BagForm, FieldError, bagFormResult, useBagNotice} from './BagForm';

/** A charity donation added to the bag as its own line (hidden from the item list and the bag count). */
export function DonationForm({donation}: {donation: BagView['donation']}) {
  const notice = useBagNotice();
  if (donation.options.length === 0) return null;
  return (
    <section aria-labelledby="donation-heading" className="rounded border border-neutral-200 p-4">
      <h2 id="donation-heading" className="font-semibold">
        Make a donation
      </h2>
      {donation.lineId ? (
        <p className="mt-2 text-sm" data-testid="donation-current">
          {`Your donation: ${formatMoney(donation.amountCents, {cents: true})}. Thank you!`}
        </p>
      ) : null}
      <BagForm action="CustomSetDonation" inputs={{}}>
        {(fetcher) => {
          const result = bagFormResult(fetcher, 'CustomSetDonation', notice);
          const error = result?.fieldErrors?.amount ?? (result && !result.ok ? result.message : undefined);
          return (
            <div className="mt-3">
              <label htmlFor="donation-amount" className="block text-sm">
                {`Amount in dollars (${donation.options.map((option) => formatMoney(option.priceCents, {cents: true})).join(', ')})`}
              </label>
              <div className="mt-1 flex gap-2">
                <input
                  id="donation-amount"
                  name="amount"
                  inputMode="numeric"
                  list="donation-amounts"
                  // Uncontrolled: the form posts the field as it is, and an amount typed before the page
                  // hydrated is not emptied by the first re-render (the bag's fetchers re-render it often).
                  defaultValue={donation.amountCents ? String(donation.amountCents / 100) : ''}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? 'donation-error' : undefined}
                  className="w-32 rounded border border-neutral-300 px-3 py-2"
                />
                <datalist id="donation-amounts">
                  {donation.options.map((option) => (
                    <option key={option.id} value={String(option.priceCents / 100)} />
                  ))}
                </datalist>
                <button type="submit" className="btn-secondary" disabled={fetcher.state !== 'idle'}>
                  {donation.lineId ? 'Change donation' : 'Donate'}
                </button>
              </div>
              <FieldError id="donation-error" message={error} />
            </div>
          );
        }}
      </BagForm>
      {donation.lineId ? (
        <BagForm action="CustomRemoveDonation" inputs={{}}>
          {(fetcher) => (
            <button type="submit" className="mt-2 text-sm underline" disabled={fetcher.state !== 'idle'}>
              Remove donation
            </button>
          )}
        </BagForm>
      ) : null}
    </section>
  );
}
