/**
 * What `npm run shopify:setup` and the doctor send to Shopify's Admin API, checked against Shopify's published Admin
 * schema (shopify/schemas, 2026-07), not only against the hand-written stand-in: every operation is valid, and its
 * variables are valid values of the published input types. The checkout rules' operations use nothing deprecated;
 * the older commands' few deprecated uses (they speak 2025-04, where they are not) are pinned, so a new one fails.
 * And the stand-in's schema says what the published one says, type by type.
 */
import {
  getVariableValues,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isUnionType,
  NoDeprecatedCustomRule,
  parse,
  specifiedRules,
  validate,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLNamedType,
  type OperationDefinitionNode,
} from 'graphql';
import {setupServer} from 'msw/node';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {checkoutRulePlans, storefrontPlanSettings} from '~/domain/checkout-plans';
import {shopifySchema} from '../../shopify/schemas/load';
import {setupCollections} from '../../scripts/shopify-collections';
import {loadDefinitions} from '../../scripts/shopify-definitions';
import {CHECKOUT_RULES_OPERATIONS, DISCOUNTS_API_VERSION, setupDiscounts} from '../../scripts/shopify-discounts';
import {createAdminRequest, runShopifySetup, setMetafieldValues} from '../../scripts/shopify-setup';
import {demoCampaigns} from '../mocks/searchspring/feed-prices';
import {createShopifyAdminHandlers, DEMO_VARIANTS, STAND_IN_ADMIN_ACCESS_TOKEN} from '../mocks/shopify-admin/handlers';
import {adminSchema} from '../mocks/shopify-admin/schema';
import {createShopifyAdminStore} from '../mocks/shopify-admin/store';

const published = () => shopifySchema('admin');
const ALL_RULES = [...specifiedRules, NoDeprecatedCustomRule];
const operationName = (query: string) =>
  (parse(query).definitions.find((definition) => definition.kind === 'OperationDefinition') as OperationDefinitionNode).name?.value;

/** Deprecated in 2026-07, used by the 2025-04 commands (--collections): replace them when those move to 2026-07. */
const KNOWN_DEPRECATED: Record<string, string[]> = {
  SetupCollections: ['The field Collection.ruleSet is deprecated. Use `sources` instead.'],
  SetupPublications: [expect.stringMatching(/^The field Publication\.name is deprecated\./) as unknown as string],
  SetupCollectionCreate: ['Field "Mutation.collectionCreate" argument "input" is deprecated. Use `collection` instead.'],
};

describe('the operations, against the published Admin schema', () => {
  it.each(CHECKOUT_RULES_OPERATIONS.map((query) => [operationName(query), query]))(
    '%s (--discounts and the doctor) is valid and uses nothing deprecated',
    (_name, query) => {
      expect(validate(published(), parse(query), ALL_RULES).map((error) => error.message)).toEqual([]);
    },
  );

  describe('every request a whole setup run sends', () => {
    const store = createShopifyAdminStore({variants: DEMO_VARIANTS});
    const server = setupServer(...createShopifyAdminHandlers(store));
    const sent: {query: string; variables: Record<string, unknown>}[] = [];
    beforeAll(() => {
      server.listen({onUnhandledRequest: 'error'});
      server.events.on('request:start', async ({request}) => {
        sent.push((await request.clone().json()) as (typeof sent)[number]);
      });
    });
    afterAll(() => server.close());

    it('is valid, with valid variables, and deprecated only where pinned', async () => {
      const quiet = () => {};
      const request = createAdminRequest({storeDomain: 'demo-shop.myshopify.com', accessToken: STAND_IN_ADMIN_ACCESS_TOKEN});
      await runShopifySetup({request, definitions: loadDefinitions(), log: quiet});
      await setMetafieldValues({
        request,
        rows: [{owner: 'SHOP', handle: '', sku: '', namespace: 'dreamhaus', key: 'membership_discount', type: 'number_integer', value: '4900'}],
        demoSkuById: new Map(),
        log: quiet,
      });
      await setupCollections({request, log: quiet});
      const discounts = createAdminRequest({
        storeDomain: 'demo-shop.myshopify.com',
        accessToken: STAND_IN_ADMIN_ACCESS_TOKEN,
        apiVersion: DISCOUNTS_API_VERSION,
      });
      const plans = () => checkoutRulePlans(demoCampaigns(), storefrontPlanSettings('key', Date.now()));
      await setupDiscounts({request: discounts, plans: plans(), signingKey: 'key', log: quiet});
      // Updates (the validation turned off in the admin) and an end, too.
      const [validation] = store.checkoutRules.validations();
      store.checkoutRules.updateValidation(validation.id, {enable: false});
      await setupDiscounts({request: discounts, plans: plans().slice(1), signingKey: 'other', log: quiet});

      const names = new Set(sent.map(({query}) => operationName(query)));
      for (const query of CHECKOUT_RULES_OPERATIONS) expect(names, operationName(query)).toContain(operationName(query));
      for (const {query, variables} of sent) {
        const document = parse(query);
        const name = operationName(query)!;
        const errors = validate(published(), document, ALL_RULES).map((error) => error.message);
        expect({name, errors}).toEqual({name, errors: KNOWN_DEPRECATED[name] ?? []});
        const operation = document.definitions.find((definition) => definition.kind === 'OperationDefinition') as OperationDefinitionNode;
        const coerced = getVariableValues(published(), operation.variableDefinitions ?? [], variables ?? {});
        expect({name, errors: coerced.errors?.map((error) => error.message) ?? []}).toEqual({name, errors: []});
      }
    });
  });
});

describe("the stand-in's schema (tests/mocks/shopify-admin/schema.ts)", () => {
  /** Where the slice written from the 2025-04 reference differs from 2026-07 (arguments made optional, a new enum value...). */
  const KNOWN_DRIFT = [
    'MetaobjectDefinitionCreateInput.fieldDefinitions: [MetaobjectFieldDefinitionCreateInput!]! (published: [MetaobjectFieldDefinitionCreateInput!])',
    'MetaobjectUserErrorCode.OBJECT_FIELD_TYPE_INVALID: not in the published enum',
    'CollectionInput.redirectNewHandle: default undefined (published: false)',
    'Collection.descriptionHtml: String! (published: HTML!)',
    'QueryRoot.metafieldDefinition(id): ID! (published: ID)',
    'Mutation.collectionCreate(input): CollectionInput! (published: CollectionInput)',
  ];

  function differences(): string[] {
    const mine = adminSchema();
    const out: string[] = [];
    const counterpart = (type: GraphQLNamedType) =>
      type.name === 'QueryRoot' ? published().getQueryType() : type.name === 'Mutation' ? published().getMutationType() : published().getType(type.name);
    for (const type of Object.values(mine.getTypeMap())) {
      if (type.name.startsWith('__')) continue;
      const theirs = counterpart(type);
      if (!theirs) {
        out.push(`${type.name}: not in the published schema`);
        continue;
      }
      if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
        const theirFields = (theirs as typeof type).getFields() as Record<string, GraphQLField<unknown, unknown> | GraphQLInputField>;
        for (const field of Object.values(type.getFields()) as (GraphQLField<unknown, unknown> | GraphQLInputField)[]) {
          const their = theirFields[field.name];
          const at = `${type.name}.${field.name}`;
          if (!their) out.push(`${at}: not in the published schema`);
          else if (String(their.type) !== String(field.type)) out.push(`${at}: ${String(field.type)} (published: ${String(their.type)})`);
          else if ('defaultValue' in field && JSON.stringify(field.defaultValue) !== JSON.stringify((their as GraphQLInputField).defaultValue)) {
            out.push(`${at}: default ${JSON.stringify(field.defaultValue)} (published: ${JSON.stringify((their as GraphQLInputField).defaultValue)})`);
          }
          for (const arg of 'args' in field ? field.args : []) {
            const theirArg = 'args' in their ? their.args.find((candidate) => candidate.name === arg.name) : undefined;
            if (!theirArg) out.push(`${at}(${arg.name}): not in the published schema`);
            else if (String(theirArg.type) !== String(arg.type)) out.push(`${at}(${arg.name}): ${String(arg.type)} (published: ${String(theirArg.type)})`);
            else if (JSON.stringify(theirArg.defaultValue) !== JSON.stringify(arg.defaultValue)) {
              out.push(`${at}(${arg.name}): default ${JSON.stringify(arg.defaultValue)} (published: ${JSON.stringify(theirArg.defaultValue)})`);
            }
          }
        }
      } else if (isEnumType(type) && isEnumType(theirs)) {
        const values = new Set(theirs.getValues().map((value) => value.name));
        for (const value of type.getValues()) if (!values.has(value.name)) out.push(`${type.name}.${value.name}: not in the published enum`);
      } else if (isUnionType(type) && isUnionType(theirs)) {
        const members = new Set(theirs.getTypes().map((member) => member.name));
        for (const member of type.getTypes()) if (!members.has(member.name)) out.push(`${type.name} | ${member.name}: not in the published union`);
      } else if (type.constructor !== theirs.constructor) {
        out.push(`${type.name}: another kind of type`);
      }
    }
    return out;
  }

  it('names every type, field and argument as the published schema does, with its type (the 2025-04 slice drifting only where pinned)', () => {
    expect(differences()).toEqual(KNOWN_DRIFT);
  });
});
