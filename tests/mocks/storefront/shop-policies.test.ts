import {describe, expect, it} from 'vitest';
import {BRAND} from '../../../app/config/brand';
import privacyDocument from '../fixtures/content/static-page-privacy-policy.json';
import termsDocument from '../fixtures/content/static-page-terms-and-conditions.json';
import deliveryDocument from '../fixtures/content/page-delivery-information.json';
import {executeStorefrontRequest} from './execute';
import {createStorefrontStore} from './handlers';
import {TEST_ORIGIN} from './test-support';

const store = createStorefrontStore();

const POLICY = 'id handle title url body';
const SHOP_POLICIES = `{ shop {
  privacyPolicy { ${POLICY} } refundPolicy { ${POLICY} } shippingPolicy { ${POLICY} } termsOfService { ${POLICY} }
  subscriptionPolicy { id body } } }`;

interface Policy {
  id: string;
  handle: string;
  title: string;
  url: string;
  body: string;
}

async function shopPolicies(): Promise<Record<string, Policy | null>> {
  const {body} = await executeStorefrontRequest(store, {query: SHOP_POLICIES}, TEST_ORIGIN);
  expect(body.errors).toBeUndefined();
  return (body.data as {shop: Record<string, Policy | null>}).shop;
}

/** The text a Prismic rich-text field shows, `{product}` filled in and HTML-escaped as the policy's body is. */
function paragraphsOf(document: {data: {body: {text: string}[]}}): string[] {
  return document.data.body.map((block) => block.text.replaceAll('{product}', BRAND.name).replaceAll('&', '&amp;'));
}

describe('shop policies', () => {
  it('gives the demo shop its privacy, refund, shipping and terms policies at Shopify handles and URLs', async () => {
    const shop = await shopPolicies();
    const expected = [
      ['privacyPolicy', 'privacy-policy', 'Privacy policy'],
      ['refundPolicy', 'refund-policy', 'Refund policy'],
      ['shippingPolicy', 'shipping-policy', 'Shipping policy'],
      ['termsOfService', 'terms-of-service', 'Terms of service'],
    ];
    for (const [field, handle, title] of expected) {
      expect(shop[field]).toMatchObject({
        id: expect.stringMatching(/^gid:\/\/shopify\/ShopPolicy\/\d+$/),
        handle,
        title,
        url: `https://www.${BRAND.slug}.com.au/policies/${handle}`,
        body: expect.stringMatching(/^<(p|h2)>/),
      });
    }
    // The shop sells no subscriptions.
    expect(shop.subscriptionPolicy).toBeNull();
  });

  it('uses the same copy as the Prismic privacy, terms and delivery pages, with the brand filled in', async () => {
    const shop = await shopPolicies();
    const cases: [Policy | null, {data: {body: {text: string}[]}}][] = [
      [shop.privacyPolicy, privacyDocument],
      [shop.termsOfService, termsDocument],
      [shop.shippingPolicy, deliveryDocument],
    ];
    for (const [policy, document] of cases) {
      const text = policy!.body.replace(/<[^>]+>/g, '');
      for (const paragraph of paragraphsOf(document)) expect(text).toContain(paragraph);
      expect(policy!.body).not.toContain('{product}');
    }
    expect(shop.privacyPolicy!.body).toContain(`${BRAND.name} respects your privacy`);
  });

  it('states the Australian Consumer Law guarantee and the change-of-mind rule in the refund policy', async () => {
    const {refundPolicy} = await shopPolicies();
    expect(refundPolicy!.body).toContain('Our goods come with guarantees that cannot be excluded under the Australian Consumer Law.');
    expect(refundPolicy!.body).toContain('Mattresses are hygiene products and cannot be returned for a change of mind once delivered.');
    expect(refundPolicy!.body).toContain('within 30 days');
  });

  it('finds a policy by its id with node()', async () => {
    const {privacyPolicy} = await shopPolicies();
    const {body} = await executeStorefrontRequest(
      store,
      {query: `{ node(id: "${privacyPolicy!.id}") { ... on ShopPolicy { handle title } } }`},
      TEST_ORIGIN,
    );
    expect(body.data).toEqual({node: {handle: 'privacy-policy', title: 'Privacy policy'}});
  });
});
