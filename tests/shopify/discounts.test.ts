/**
 * `npm run shopify:setup -- --discounts`'s work, through @shopify/admin-api-client, against the Admin API stand-in
 * (msw): the demo campaigns' plans made on a store, once; a campaign changed in content updates its discount, one
 * taken out ends its discount; a dry run changes nothing; a store without the app's functions, and a userError, are
 * reported.
 */
import {setupServer} from 'msw/node';
import {afterAll, afterEach, beforeAll, describe, expect, it} from 'vitest';
import {CHECKOUT_RULES_TAG} from '~/config/checkout';
import type {Campaign} from '~/domain/campaigns';
import {checkoutRulePlans, storefrontPlanSettings, type DiscountPlan} from '~/domain/checkout-plans';
import {
  compareCheckoutRules,
  DISCOUNTS_API_VERSION,
  readCheckoutRules,
  setupDiscounts,
} from '../../scripts/shopify-discounts';
import {createAdminRequest} from '../../scripts/shopify-setup';
import {dateTimeOut, discountStatus} from '../mocks/shopify-admin/checkout-rules';
import {createShopifyAdminHandlers, STAND_IN_ADMIN_ACCESS_TOKEN} from '../mocks/shopify-admin/handlers';
import {APP_NAMESPACE, createShopifyAdminStore} from '../mocks/shopify-admin/store';
import {demoCampaigns} from '../mocks/searchspring/feed-prices';

// On the demo's fixed timeline: the sales run 2025-01-01 → 2030-12-31, the Summer Sale from 2030-06-01, the EOFY sale ended.
const NOW = Date.parse('2026-03-10T04:00:00Z');
const KEY = 'test-signing-key-3f9a';
let clock = NOW;
const store = createShopifyAdminStore({now: () => clock});
const server = setupServer(...createShopifyAdminHandlers(store));
const request = createAdminRequest({
  storeDomain: 'demo-shop.myshopify.com',
  accessToken: STAND_IN_ADMIN_ACCESS_TOKEN,
  apiVersion: DISCOUNTS_API_VERSION,
});
const lines: string[] = [];

beforeAll(() => server.listen({onUnhandledRequest: 'error'}));
afterEach(() => {
  store.reset();
  clock = NOW;
  lines.length = 0;
});
afterAll(() => server.close());

const plansFor = (campaigns: readonly Campaign[], key = KEY) => checkoutRulePlans(campaigns, storefrontPlanSettings(key, clock));
const run = (campaigns: readonly Campaign[] = demoCampaigns(), options: {dryRun?: boolean; key?: string} = {}) =>
  setupDiscounts({
    request,
    plans: plansFor(campaigns, options.key),
    signingKey: options.key ?? KEY,
    nowMs: clock,
    dryRun: options.dryRun,
    log: (line) => lines.push(line),
  });
const mutationNames = () => store.mutations.map((mutation) => mutation.name);
const byTitle = (title: string) => store.checkoutRules.discounts().find((discount) => discount.title === title)!;
const metafield = (owner: {metafields: {namespace: string; key: string; value: string}[]}, handle: string, key: string) =>
  JSON.parse(owner.metafields.find((item) => item.namespace === `${APP_NAMESPACE}--${handle}` && item.key === key)!.value) as unknown;

describe('shopify:setup --discounts', () => {
  it('creates every planned discount and the validation, as planned; a second run changes nothing', async () => {
    const plans = plansFor(demoCampaigns());
    const discountPlans = plans.filter((plan): plan is DiscountPlan => plan.type === 'discount');
    expect(discountPlans.map((plan) => plan.title)).toEqual([
      'Member Prices',
      'Velocity Frequent Flyer Offer',
      'Spring Sale',
      'Storage Sale',
      'Summer Sale',
      'Member delivery price',
    ]);

    const first = await run();
    expect(first).toMatchObject({created: discountPlans.map((plan) => plan.title), updated: [], unchanged: [], ended: [], validation: 'created', failed: []});
    expect(lines.at(-1)).toBe('discounts: 6 created, 0 updated, 0 unchanged, 0 ended; validation: created');
    expect(lines).toContain('created discount Spring Sale (campaign-prices, from 2025-01-01 until 2031-01-01)');
    expect(lines).toContain('created discount Member delivery price (member-delivery, from now, no end)');

    const functionHandle = (id: string) => store.checkoutRules.functionById(id)?.handle;
    for (const plan of discountPlans) {
      const discount = byTitle(plan.title);
      expect(
        {
          functionHandle: functionHandle(discount.functionId),
          discountClasses: discount.discountClasses,
          combinesWith: discount.combinesWith,
          startsAt: dateTimeOut(discount.startsAt),
          endsAt: discount.endsAt === null ? null : dateTimeOut(discount.endsAt),
          tags: discount.tags,
          configuration: metafield(discount, plan.functionHandle, 'function-configuration'),
          variables: metafield(discount, plan.functionHandle, 'input-variables'),
        },
        plan.title,
      ).toEqual({
        functionHandle: plan.functionHandle,
        discountClasses: plan.discountClasses,
        combinesWith: plan.combinesWith,
        // To the second, as Shopify keeps them; a plan without a start starts now.
        startsAt: dateTimeOut(plan.startsAt ? Date.parse(plan.startsAt) : NOW),
        endsAt: plan.endsAt && dateTimeOut(Date.parse(plan.endsAt)),
        tags: [CHECKOUT_RULES_TAG],
        configuration: plan.configuration,
        variables: plan.variables,
      });
    }
    expect(discountStatus(byTitle('Spring Sale'), clock)).toBe('ACTIVE');
    expect(discountStatus(byTitle('Summer Sale'), clock)).toBe('SCHEDULED');
    expect(metafield(byTitle('Member Prices'), 'campaign-prices', 'function-configuration')).toMatchObject({kind: 'member', signingKey: KEY});

    const [validation] = store.checkoutRules.validations();
    const rules = plans.find((plan) => plan.type === 'validation')!;
    expect(validation).toMatchObject({title: 'Bag rules', enabled: true, blockOnFailure: true});
    expect(functionHandle(validation.functionId)).toBe('bag-rules');
    expect(metafield(validation, 'bag-rules', 'function-configuration')).toEqual(rules.configuration);
    expect(metafield(validation, 'bag-rules', 'input-variables')).toEqual(rules.variables);

    store.mutations.length = 0;
    clock += 60_000;
    const second = await run();
    expect(second).toMatchObject({created: [], updated: [], ended: [], validation: 'unchanged', failed: []});
    expect(second.unchanged).toHaveLength(6);
    expect(store.mutations).toEqual([]);
    expect(lines.at(-1)).toBe('discounts: 0 created, 0 updated, 6 unchanged, 0 ended; validation: unchanged');
  });

  it("updates a campaign's discount when its percent and dates change in content, and only it", async () => {
    await run();
    store.mutations.length = 0;
    const newEnd = Date.parse('2030-09-30T13:59:59Z');
    const changed = demoCampaigns().map((campaign) =>
      campaign.saleTitle === 'Summer Sale' ? {...campaign, tags: [...campaign.tags, 'summer-sale-20'], endTime: newEnd} : campaign,
    );
    const report = await run(changed);
    expect(report).toMatchObject({created: [], updated: ['Summer Sale'], ended: [], validation: 'unchanged', failed: []});
    expect(lines).toContain('updated discount Summer Sale: dates, configuration, variables');
    expect(mutationNames()).toEqual(['discountAutomaticAppUpdate']);
    const summer = byTitle('Summer Sale');
    // Shopify ends a discount at its end: the next second after the campaign's last.
    expect(summer.endsAt).toBe(newEnd + 1000);
    expect(metafield(summer, 'campaign-prices', 'function-configuration')).toMatchObject({percent: 20});
    expect(metafield(summer, 'campaign-prices', 'input-variables')).toMatchObject({campaignTags: expect.arrayContaining(['summer-sale-20'])});
    expect(summer.tags).toEqual([CHECKOUT_RULES_TAG]);
    expect((await run(changed)).updated).toEqual([]);
  });

  it('an earlier campaign ending sooner splits a later one at that date: its discount ends, one per part is made', async () => {
    await run();
    const springEnd = Date.parse('2026-04-30T13:59:59Z');
    const changed = demoCampaigns().map((campaign) => (campaign.saleTitle === 'Spring Sale' ? {...campaign, endTime: springEnd} : campaign));
    const report = await run(changed);
    expect(report).toMatchObject({
      updated: ['Spring Sale', 'Summer Sale'],
      created: ['Storage Sale (1/2)', 'Storage Sale (2/2)'],
      ended: ['Storage Sale'],
      failed: [],
    });
    // The Summer Sale no longer leaves out the Spring Sale's tags, which has ended by then.
    expect(lines).toContain('updated discount Summer Sale: variables');
    expect((await run(changed))).toMatchObject({created: [], updated: [], ended: []});
  });

  it('updates the member discounts and the member delivery discount for a new signing key, printing neither key', async () => {
    await run();
    const report = await run(demoCampaigns(), {key: 'a-new-signing-key-77'});
    expect(report.updated).toEqual(['Member Prices', 'Velocity Frequent Flyer Offer', 'Member delivery price']);
    expect(lines).toContain('updated discount Member Prices: signing key');
    expect(lines.join('\n')).not.toMatch(/test-signing-key-3f9a|a-new-signing-key-77/);
    expect(metafield(byTitle('Member Prices'), 'campaign-prices', 'function-configuration')).toMatchObject({signingKey: 'a-new-signing-key-77'});
  });

  it('ends the discount of a campaign taken out of content (a running one and one not started yet), once', async () => {
    await run();
    const kept = demoCampaigns().filter((campaign) => !['Storage Sale', 'Summer Sale'].includes(campaign.saleTitle));
    store.mutations.length = 0;
    const report = await run(kept);
    expect(report).toMatchObject({created: [], ended: ['Storage Sale', 'Summer Sale'], failed: []});
    expect(lines).toContain('ended discount Storage Sale (no campaign in content names it)');
    expect(discountStatus(byTitle('Storage Sale'), clock)).toBe('EXPIRED');
    expect(discountStatus(byTitle('Summer Sale'), clock)).toBe('EXPIRED');
    expect(byTitle('Storage Sale').endsAt).toBe(NOW);
    expect(lines.at(-1)).toBe('discounts: 0 created, 0 updated, 4 unchanged, 2 ended; validation: unchanged');

    const again = await run(kept);
    expect(again).toMatchObject({ended: [], updated: [], created: []});
    // Back in content: its discount runs again, under the same id.
    const back = await run();
    expect(back.updated).toEqual(['Storage Sale', 'Summer Sale']);
    expect(store.checkoutRules.discounts()).toHaveLength(6);
  });

  it("leaves alone the store's other discounts: untagged ones, even with a plan's title", async () => {
    store.checkoutRules.createDiscount({
      title: 'Spring Sale',
      functionHandle: 'campaign-prices',
      discountClasses: ['PRODUCT'],
      startsAt: '2026-01-01T00:00:00Z',
      tags: ['made-by-hand'],
    });
    const report = await run();
    expect(report.created).toContain('Spring Sale');
    expect(report.ended).toEqual([]);
    expect(store.checkoutRules.discounts().filter((discount) => discount.title === 'Spring Sale').map((discount) => discount.tags)).toEqual([
      ['made-by-hand'],
      [CHECKOUT_RULES_TAG],
    ]);
  });

  it('turns a validation disabled in the admin back on', async () => {
    await run();
    const [validation] = store.checkoutRules.validations();
    store.checkoutRules.updateValidation(validation.id, {enable: false, blockOnFailure: true});
    const report = await run();
    expect(report.validation).toBe('updated');
    expect(lines).toContain('updated validation Bag rules: disabled');
    expect(store.checkoutRules.validations()[0].enabled).toBe(true);
  });

  it('a dry run says what it would do and changes nothing', async () => {
    const report = await run(demoCampaigns(), {dryRun: true});
    expect(report.created).toHaveLength(6);
    expect(report.validation).toBe('created');
    expect(lines).toContain('would create discount Spring Sale (campaign-prices, from 2025-01-01 until 2031-01-01)');
    expect(lines).toContain('would create validation Bag rules (bag-rules)');
    expect(lines.at(-1)).toBe('discounts: 6 to create, 0 to update, 0 unchanged, 0 to end; validation: to create');
    expect(store.mutations).toEqual([]);

    await run();
    lines.length = 0;
    store.mutations.length = 0;
    await run(demoCampaigns().filter((campaign) => campaign.saleTitle !== 'Summer Sale'), {dryRun: true});
    expect(lines).toContain('would end discount Summer Sale (no campaign in content names it)');
    expect(lines.at(-1)).toBe('discounts: 0 to create, 0 to update, 5 unchanged, 1 to end; validation: unchanged');
    expect(store.mutations).toEqual([]);
  });

  it("says to deploy the app first when the store lacks its functions, and does nothing", async () => {
    store.checkoutRules.setDeployed(['campaign-prices']);
    const report = await run();
    expect(report.missingFunctions).toEqual(['member-delivery', 'bag-rules']);
    expect(lines).toEqual([
      "The app's Shopify Functions are not on the store (member-delivery, bag-rules missing): run npx shopify app deploy first (shopify/README.md § 4), then this again.",
    ]);
    expect(store.mutations).toEqual([]);
  });

  it('reports what the Admin API refuses, by discount, and goes on with the rest', async () => {
    const plans = plansFor(demoCampaigns());
    const broken = plans.map((plan) =>
      plan.title === 'Storage Sale' && plan.type === 'discount' ? {...plan, endsAt: '2024-12-31T00:00:00.000Z'} : plan,
    );
    const report = await setupDiscounts({request, plans: broken, signingKey: KEY, nowMs: clock, log: (line) => lines.push(line)});
    expect(report.failed).toEqual([
      'Storage Sale: END_DATE_BEFORE_START_DATE automaticAppDiscount.endsAt: Ends at needs to be after starts_at',
    ]);
    expect(report.created).toHaveLength(5);
    expect(lines.at(-1)).toBe('discounts: 5 created, 0 updated, 0 unchanged, 0 ended, 1 failed; validation: created');
  });

  it('compares to the second, with the signing key apart from the rest of the configuration', async () => {
    await run();
    const onStore = await readCheckoutRules(request);
    expect(onStore.missingFunctions).toEqual([]);
    expect(onStore.discounts).toHaveLength(6);
    const same = compareCheckoutRules(plansFor(demoCampaigns()), onStore, clock);
    expect(same.discounts.every((check) => check.existing && check.differences.length === 0)).toBe(true);
    expect(same).toMatchObject({orphans: [], inactive: [], signingKey: 'current'});
    const otherKey = compareCheckoutRules(plansFor(demoCampaigns(), 'other'), onStore, clock);
    expect(otherKey.signingKey).toBe('differs');
    expect(otherKey.discounts.find((check) => check.plan.title === 'Member Prices')?.differences).toEqual(['signing key']);
  });
});
