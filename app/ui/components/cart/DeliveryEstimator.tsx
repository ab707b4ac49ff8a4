import type {DeliveryRateView, DeliveryView} from '~/features/bag/view';
import {formatMoney} from '~/domain/format';
import {deliveryOptionsAnnouncement} from '~/domain/delivery-announcement';
import {BagForm, FieldError, bagFormResult, inertButtonProps, useBagNotice} from './BagForm';

/**
 * Postcode (and suburb) → delivery options. Choosing an option is a submit
 * button per rate, so it works the same with and without JavaScript.
 */
export function DeliveryEstimator({delivery}: {delivery: DeliveryView | null}) {
  const notice = useBagNotice();
  return (
    <section aria-labelledby="delivery-heading" className="rounded border border-neutral-200 p-4">
      <h2 id="delivery-heading" className="font-semibold">
        Delivery
      </h2>
      <BagForm action="CustomEstimateDelivery" inputs={{}}>
        {(fetcher) => {
          const result = bagFormResult(fetcher, 'CustomEstimateDelivery', notice);
          const busy = fetcher.state !== 'idle';
          const postcodeError = result?.fieldErrors?.postcode;
          const suburbError = result?.fieldErrors?.suburb;
          return (
            <div className="mt-3 grid grid-cols-[1fr_1fr_auto] items-start gap-2">
              <div>
                <label htmlFor="postcode" className="block text-sm">
                  Postcode
                </label>
                <input
                  id="postcode"
                  name="postcode"
                  inputMode="numeric"
                  autoComplete="postal-code"
                  maxLength={4}
                  required
                  // A refused postcode stays as typed (without JavaScript the page is rendered afresh).
                  defaultValue={result?.values?.postcode ?? delivery?.postcode}
                  aria-invalid={postcodeError ? true : undefined}
                  aria-describedby={postcodeError ? 'postcode-error' : undefined}
                  className="w-full rounded border border-neutral-300 px-3 py-2"
                />
                <FieldError id="postcode-error" message={postcodeError} />
              </div>
              <div>
                <label htmlFor="suburb" className="block text-sm">
                  Suburb <span className="text-neutral-500">(optional)</span>
                </label>
                <input
                  id="suburb"
                  name="suburb"
                  autoComplete="address-level2"
                  maxLength={60}
                  defaultValue={result?.values?.suburb ?? delivery?.suburb}
                  aria-invalid={suburbError ? true : undefined}
                  aria-describedby={suburbError ? 'suburb-error' : undefined}
                  className="w-full rounded border border-neutral-300 px-3 py-2"
                />
                <FieldError id="suburb-error" message={suburbError} />
              </div>
              <button type="submit" className="btn-secondary mt-5" {...inertButtonProps(busy)}>
                {busy ? 'Checking…' : 'Check'}
              </button>
              {/* How many options the check found, said politely (WCAG 4.1.3); the region is always there so it is heard
                  when it fills. Only right after a check: a page opened later does not repeat it. */}
              <p role="status" className="sr-only" data-testid="delivery-status">
                {result?.ok && delivery ? deliveryOptionsAnnouncement(delivery.rates.length, delivery.postcode) : ''}
              </p>
              {/* The last estimate's verdict, unless the postcode just typed was refused: one message at a time. */}
              {delivery?.unavailableMessage && result?.ok !== false ? (
                <p role="alert" className="col-span-3 mt-1 text-sm font-semibold text-sale" data-testid="delivery-unavailable">
                  {delivery.unavailableMessage}
                </p>
              ) : null}
            </div>
          );
        }}
      </BagForm>
      {delivery?.quickship ? (
        <p className="mt-3 rounded bg-member/10 p-3 text-sm text-member" data-testid="express-message">
          {delivery.quickship.message ?? 'Express delivery is available to your postcode.'}
          {delivery.quickship.promise ? ` ${delivery.quickship.promise}` : ''}
        </p>
      ) : null}
      {delivery && delivery.rates.length > 0 ? <RateChoices delivery={delivery} /> : null}
    </section>
  );
}

function RateChoices({delivery}: {delivery: DeliveryView}) {
  const notice = useBagNotice();
  return (
    <BagForm action="CustomSelectDeliveryRate" inputs={{}}>
      {(fetcher) => {
        const pending = fetcher.formData?.get('serviceCode');
        const result = bagFormResult(fetcher, 'CustomSelectDeliveryRate', notice);
        return (
          <fieldset className="mt-4">
            <legend className="text-sm font-semibold">{`Delivery options for ${delivery.postcode}`}</legend>
            <ul className="mt-2 space-y-2" data-testid="delivery-options">
              {delivery.rates.map((rate) => {
                const selected = (pending ?? delivery.selectedCode) === rate.serviceCode;
                return (
                  <li key={rate.serviceCode}>
                    <button
                      type="submit"
                      name="serviceCode"
                      value={rate.serviceCode}
                      aria-pressed={selected}
                      className={`flex w-full items-start justify-between gap-4 rounded border p-3 text-left text-sm ${
                        selected ? 'border-brand ring-2 ring-brand' : 'border-neutral-300 hover:border-brand'
                      }`}
                    >
                      <span>
                        <span className="block font-semibold">{rate.serviceName}</span>
                        {rate.description ? <span className="block text-neutral-600">{rate.description}</span> : null}
                      </span>
                      <RatePrice rate={rate} />
                    </button>
                  </li>
                );
              })}
            </ul>
            {result && !result.ok ? <FieldError id="rate-error" message={result.message} /> : null}
          </fieldset>
        );
      }}
    </BagForm>
  );
}

const priceText = (cents: number) => (cents === 0 ? 'Free' : formatMoney(cents, {cents: true}));

/**
 * What the bag charges for a rate; when that is less than its list price (the member delivery discount), the list
 * price follows struck through, as words too ("$50.00 was $99.00"), since a screen reader does not say the strike.
 */
function RatePrice({rate}: {rate: DeliveryRateView}) {
  if (rate.chargedCents === rate.priceCents) {
    return (
      <span className="font-semibold" data-testid="rate-price">
        {priceText(rate.chargedCents)}
      </span>
    );
  }
  return (
    <span className="shrink-0 text-right" data-testid="rate-price">
      <span className="block font-semibold">{priceText(rate.chargedCents)}</span>{' '}
      <span className="block text-xs font-normal text-neutral-700">
        was <s>{priceText(rate.priceCents)}</s>
      </span>
    </span>
  );
}
