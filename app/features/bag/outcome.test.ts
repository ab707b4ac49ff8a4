import {describe, expect, it} from 'vitest';
import {bagLanding, failed, succeeded, typedValues} from './outcome';

const POSTCODE_MESSAGE = 'Enter a 4-digit Australian postcode.';

describe('bagLanding', () => {
  it('lands a refused postcode on its field', () => {
    const outcome = failed(400, POSTCODE_MESSAGE, {form: 'CustomEstimateDelivery', fieldErrors: {postcode: POSTCODE_MESSAGE}});
    expect(bagLanding('/cart', outcome)).toBe('/cart#postcode');
    expect(bagLanding('/cart?x=1#top', outcome)).toBe('/cart?x=1#postcode');
  });

  it('lands a refused suburb on its field', () => {
    const outcome = failed(400, 'Suburb', {form: 'CustomEstimateDelivery', fieldErrors: {suburb: 'Suburb'}});
    expect(bagLanding('/cart', outcome)).toBe('/cart#suburb');
  });

  it('goes back to the page as it was otherwise', () => {
    expect(bagLanding('/cart', succeeded('Delivery options for 2000.', {form: 'CustomEstimateDelivery'}))).toBe('/cart');
    expect(bagLanding('/cart', failed(400, 'No', {form: 'CustomEstimateDelivery'}))).toBe('/cart');
    // A form whose field names are not ids on the page.
    expect(bagLanding('/cart', failed(400, 'Email', {form: 'CustomSaveMembership:member', fieldErrors: {email: 'Email'}}))).toBe('/cart');
  });
});

describe('typedValues', () => {
  it('keeps what was typed, strings only, cut short for the session cookie', () => {
    expect(typedValues({postcode: '20a0', suburb: undefined})).toEqual({postcode: '20a0'});
    expect(typedValues({postcode: 'x'.repeat(500)}).postcode).toHaveLength(60);
    expect(typedValues({postcode: 2000})).toEqual({});
  });
});
