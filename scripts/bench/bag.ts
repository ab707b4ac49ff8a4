/**
 * The bag the bench measures: three lines, added once through the worker's
 * no-JavaScript bag form (POST /cart, 303 back), the way scripts/load.ts and
 * the no-JS bag journey add. Every request for the bag page then sends the
 * same cookies, so it is always this cart that is rendered.
 */
import {FIXTURE_CASES, variantBySku, variantGid} from '../../tests/mocks/fixtures/catalogue';
import {CookieJar, timedGet, USER_AGENT} from './http';

export const BAG_LINES = 3;

/** Plain, buyable variants (no service, gift or donation lines, which the bag refuses). */
const SKUS = [FIXTURE_CASES.noAssembly.sku, FIXTURE_CASES.memberOver999.sku, FIXTURE_CASES.compareAtOnly.sku];

function gidOf(sku: string): string {
  const found = variantBySku(sku);
  if (!found) throw new Error(`No variant ${sku} in the demo catalogue`);
  return variantGid(found.variant.id);
}

/** The Cookie header of a new shopper whose bag holds BAG_LINES lines; throws when the bag does not show them. */
export async function createBag(origin: string): Promise<string> {
  const jar = new CookieJar();
  for (const sku of SKUS) {
    const form = new URLSearchParams({
      cartFormInput: JSON.stringify({action: 'LinesAdd', inputs: {lines: [{merchandiseId: gidOf(sku), quantity: 1}]}}),
      redirectTo: '/cart',
    });
    const response = await fetch(`${origin}/cart`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        // Same-origin form post, as the browser sends it.
        Origin: origin,
        Cookie: jar.header(),
        'User-Agent': USER_AGENT,
      },
      body: form,
      signal: AbortSignal.timeout(15_000),
    });
    await response.arrayBuffer();
    if (response.status !== 303) throw new Error(`Adding ${sku} to the bag answered ${response.status}, not 303`);
    jar.store(response.headers.getSetCookie());
  }
  const bag = await timedGet(`${origin}/cart`, {Accept: 'text/html', Cookie: jar.header()});
  jar.store(bag.setCookies);
  const lines = bag.body.match(/data-testid="cart-line"/g)?.length ?? 0;
  if (bag.status !== 200 || lines !== BAG_LINES) {
    throw new Error(`The bench's bag shows ${lines} lines (status ${bag.status}), not ${BAG_LINES}`);
  }
  return jar.header();
}
