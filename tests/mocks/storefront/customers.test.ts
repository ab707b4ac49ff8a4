import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {DEMO_CUSTOMER, DEMO_CUSTOMER_PASSWORD, INVITED_CUSTOMER} from '../fixtures/customers';
import {createMailOutbox} from '../mail/outbox';
import {executeStorefrontRequest} from './execute';
import {createStorefrontStore} from './handlers';
import {createTestStore, postGraphQL, serveStorefrontStandIn, TEST_ORIGIN} from './test-support';

const {store, setNow} = serveStorefrontStandIn();

const CUSTOMER_FIELDS = `id email firstName lastName displayName phone acceptsMarketing createdAt updatedAt tags numberOfOrders
  defaultAddress { id address1 city province provinceCode zip country countryCodeV2 formatted(withName: true) formattedArea }
  addresses(first: 10) { nodes { id address1 city provinceCode } }
  orders(first: 5) { totalCount nodes { id } }
  metafield(namespace: "custom", key: "loyalty") { value }`;

const USER_ERRORS = 'customerUserErrors { code field message } userErrors { field message }';

async function createCustomer(input: Record<string, unknown>) {
  const {body} = await postGraphQL(
    `mutation($input: CustomerCreateInput!) { customerCreate(input: $input) { customer { id email acceptsMarketing } ${USER_ERRORS} } }`,
    {input},
  );
  return body.data.customerCreate;
}

async function signIn(email: string, password: string) {
  const {body} = await postGraphQL(
    `mutation($input: CustomerAccessTokenCreateInput!) {
      customerAccessTokenCreate(input: $input) { customerAccessToken { accessToken expiresAt } ${USER_ERRORS} } }`,
    {input: {email, password}},
  );
  return body.data.customerAccessTokenCreate;
}

async function readCustomer(token: string) {
  const {body} = await postGraphQL(`query($token: String!) { customer(customerAccessToken: $token) { ${CUSTOMER_FIELDS} } }`, {token});
  expect(body.errors).toBeUndefined();
  return body.data.customer;
}

/** Runs one mutation with its payload's error lists (CustomerActivateByUrlPayload has no deprecated `userErrors`). */
async function mutate(name: string, variables: Record<string, unknown>, signature: string, selection: string, errors = USER_ERRORS) {
  const args = signature
    .split(',')
    .map((part) => part.trim().split(':')[0].slice(1))
    .map((arg) => `${arg}: $${arg}`)
    .join(', ');
  const {body} = await postGraphQL(`mutation(${signature}) { ${name}(${args}) { ${selection} ${errors} } }`, variables);
  expect(body.errors).toBeUndefined();
  return body.data[name];
}

describe('customer accounts: a new customer', () => {
  it('signs up, signs in, edits the profile and addresses, and signs out', async () => {
    const created = await createCustomer({
      email: 'Jamie.Lee@Example.com',
      password: 'pillow-fort',
      firstName: 'Jamie',
      lastName: 'Lee',
      acceptsMarketing: true,
    });
    expect(created.customerUserErrors).toEqual([]);
    expect(created.customer).toEqual({id: expect.stringMatching(/^gid:\/\/shopify\/Customer\/\d+$/), email: 'jamie.lee@example.com', acceptsMarketing: true});

    const session = await signIn('jamie.lee@example.com', 'pillow-fort');
    expect(session.customerUserErrors).toEqual([]);
    const token: string = session.customerAccessToken.accessToken;
    expect(token).toMatch(/^[0-9a-f]{32}$/);
    // Thirty days from the stand-in clock's 2025-06-01T10:00:00Z.
    expect(session.customerAccessToken.expiresAt).toBe('2025-07-01T10:00:00.000Z');

    expect(await readCustomer(token)).toMatchObject({
      id: created.customer.id,
      email: 'jamie.lee@example.com',
      displayName: 'Jamie Lee',
      phone: null,
      acceptsMarketing: true,
      createdAt: '2025-06-01T10:00:00.000Z',
      tags: [],
      numberOfOrders: '0',
      defaultAddress: null,
      addresses: {nodes: []},
      orders: {totalCount: '0', nodes: []},
      metafield: null,
    });

    setNow('2025-06-02T09:00:00Z');
    const updated = await mutate(
      'customerUpdate',
      {customerAccessToken: token, customer: {firstName: 'Jamie-Rose', phone: '0412 000 111', acceptsMarketing: false}},
      '$customerAccessToken: String!, $customer: CustomerUpdateInput!',
      'customer { displayName phone acceptsMarketing updatedAt } customerAccessToken { accessToken }',
    );
    expect(updated).toMatchObject({
      customer: {displayName: 'Jamie-Rose Lee', phone: '+61412000111', acceptsMarketing: false, updatedAt: '2025-06-02T09:00:00.000Z'},
      // No new password, no new token.
      customerAccessToken: null,
      customerUserErrors: [],
    });

    const addressSignature = '$customerAccessToken: String!, $address: MailingAddressInput!';
    const home = await mutate(
      'customerAddressCreate',
      {customerAccessToken: token, address: {address1: '1 Beach Road', city: 'Bondi', province: 'New South Wales', zip: '2026', country: 'Australia'}},
      addressSignature,
      'customerAddress { id provinceCode countryCodeV2 formatted }',
    );
    expect(home.customerUserErrors).toEqual([]);
    expect(home.customerAddress).toMatchObject({provinceCode: 'NSW', countryCodeV2: 'AU', formatted: ['1 Beach Road', 'Bondi NSW 2026', 'Australia']});
    const work = await mutate(
      'customerAddressCreate',
      {customerAccessToken: token, address: {address1: '5 Queen Street', city: 'Brisbane', province: 'QLD', zip: '4000', country: 'AU'}},
      addressSignature,
      'customerAddress { id }',
    );
    // The first address became the default; the second did not.
    expect((await readCustomer(token)).defaultAddress.id).toBe(home.customerAddress.id);

    const identical = await mutate(
      'customerAddressCreate',
      {customerAccessToken: token, address: {address1: '5 Queen Street', city: 'Brisbane', province: 'QLD', zip: '4000', country: 'AU'}},
      addressSignature,
      'customerAddress { id }',
    );
    expect(identical).toMatchObject({customerAddress: null, customerUserErrors: [{code: 'TAKEN', field: ['address'], message: 'Address already exists'}]});

    const badZip = await mutate(
      'customerAddressCreate',
      {customerAccessToken: token, address: {address1: '9 High St', city: 'Perth', province: 'Westralia', zip: '60000', country: 'AU'}},
      addressSignature,
      'customerAddress { id }',
    );
    expect(badZip.customerUserErrors.map((error: {field: string[]}) => error.field)).toEqual([
      ['address', 'province'],
      ['address', 'zip'],
    ]);

    const moved = await mutate(
      'customerAddressUpdate',
      {customerAccessToken: token, id: work.customerAddress.id, address: {address2: 'Level 3'}},
      '$customerAccessToken: String!, $id: ID!, $address: MailingAddressInput!',
      'customerAddress { address1 address2 city }',
    );
    expect(moved.customerAddress).toEqual({address1: '5 Queen Street', address2: 'Level 3', city: 'Brisbane'});

    const defaulted = await mutate(
      'customerDefaultAddressUpdate',
      {customerAccessToken: token, addressId: work.customerAddress.id},
      '$customerAccessToken: String!, $addressId: ID!',
      'customer { defaultAddress { city } }',
    );
    expect(defaulted.customer.defaultAddress.city).toBe('Brisbane');

    const deleted = await mutate(
      'customerAddressDelete',
      {customerAccessToken: token, id: work.customerAddress.id},
      '$customerAccessToken: String!, $id: ID!',
      'deletedCustomerAddressId',
    );
    expect(deleted.deletedCustomerAddressId).toBe(work.customerAddress.id);
    const afterDelete = await readCustomer(token);
    // The default went with it; the remaining address took its place.
    expect(afterDelete.defaultAddress.city).toBe('Bondi');
    expect(afterDelete.addresses.nodes).toHaveLength(1);

    const signOut = await postGraphQL(
      `mutation($token: String!) { customerAccessTokenDelete(customerAccessToken: $token) { deletedAccessToken userErrors { message } } }`,
      {token},
    );
    expect(signOut.body.data.customerAccessTokenDelete).toEqual({deletedAccessToken: token, userErrors: []});
    expect(await readCustomer(token)).toBeNull();
    const again = await postGraphQL(
      `mutation($token: String!) { customerAccessTokenDelete(customerAccessToken: $token) { deletedAccessToken userErrors { message } } }`,
      {token},
    );
    expect(again.body.data.customerAccessTokenDelete).toEqual({deletedAccessToken: null, userErrors: [{message: 'Access token does not exist'}]});
  });

  it('gets a new token when the password changes, and every older session ends', async () => {
    await createCustomer({email: 'sam@example.net', password: 'first-pass'});
    const phone = (await signIn('sam@example.net', 'first-pass')).customerAccessToken.accessToken;
    const laptop = (await signIn('sam@example.net', 'first-pass')).customerAccessToken.accessToken;

    const changed = await mutate(
      'customerUpdate',
      {customerAccessToken: laptop, customer: {password: 'second-pass'}},
      '$customerAccessToken: String!, $customer: CustomerUpdateInput!',
      'customerAccessToken { accessToken expiresAt }',
    );
    const fresh: string = changed.customerAccessToken.accessToken;
    expect(fresh).not.toBe(laptop);
    expect(await readCustomer(phone)).toBeNull();
    expect(await readCustomer(laptop)).toBeNull();
    expect((await readCustomer(fresh)).email).toBe('sam@example.net');
    expect((await signIn('sam@example.net', 'first-pass')).customerUserErrors[0].code).toBe('UNIDENTIFIED_CUSTOMER');
    expect((await signIn('sam@example.net', 'second-pass')).customerUserErrors).toEqual([]);
  });

  it('loses its session after thirty days unless the token is renewed', async () => {
    await createCustomer({email: 'kim@example.net', password: 'sleepy-time'});
    const token = (await signIn('kim@example.net', 'sleepy-time')).customerAccessToken.accessToken;

    setNow('2025-06-25T10:00:00Z');
    const renewed = await postGraphQL(
      `mutation($token: String!) { customerAccessTokenRenew(customerAccessToken: $token) { customerAccessToken { accessToken expiresAt } userErrors { message } } }`,
      {token},
    );
    expect(renewed.body.data.customerAccessTokenRenew).toEqual({
      customerAccessToken: {accessToken: token, expiresAt: '2025-07-25T10:00:00.000Z'},
      userErrors: [],
    });
    setNow('2025-07-20T10:00:00Z');
    expect(await readCustomer(token)).not.toBeNull();
    setNow('2025-07-26T10:00:00Z');
    expect(await readCustomer(token)).toBeNull();
  });
});

describe('customer accounts: Shopify user errors', () => {
  it('refuses an e-mail already taken (in any case) and keeps the first account', async () => {
    const taken = await createCustomer({email: 'DEMO@example.com', password: 'another-one'});
    expect(taken).toMatchObject({
      customer: null,
      customerUserErrors: [{code: 'TAKEN', field: ['input', 'email'], message: 'Email has already been taken'}],
      userErrors: [{field: ['input', 'email'], message: 'Email has already been taken'}],
    });
    expect((await signIn('demo@example.com', 'another-one')).customerUserErrors[0].code).toBe('UNIDENTIFIED_CUSTOMER');
    expect((await signIn('demo@example.com', DEMO_CUSTOMER_PASSWORD)).customerUserErrors).toEqual([]);
  });

  it('checks e-mail, password and phone, and creates nothing on any error', async () => {
    const codes = async (input: Record<string, unknown>) =>
      (await createCustomer(input)).customerUserErrors.map(({code, field}: {code: string; field: string[]}) => `${code} ${field.join('.')}`);
    expect(await codes({email: 'not-an-email', password: 'abc'})).toEqual(['INVALID input.email', 'TOO_SHORT input.password']);
    expect(await codes({email: '', password: 'long-enough'})).toEqual(['BLANK input.email']);
    expect(await codes({email: 'a@example.net', password: ' padded '})).toEqual(['PASSWORD_STARTS_OR_ENDS_WITH_WHITESPACE input.password']);
    expect(await codes({email: 'a@example.net', password: 'x'.repeat(41)})).toEqual(['TOO_LONG input.password']);
    expect(await codes({email: 'a@example.net', password: 'long-enough', phone: '12'})).toEqual(['INVALID input.phone']);
    expect(await codes({email: 'a@example.net', password: 'long-enough', phone: DEMO_CUSTOMER.phone})).toEqual(['TAKEN input.phone']);
    expect(await codes({email: 'a@example.net', password: 'long-enough', firstName: '<b>Al</b>'})).toEqual([
      'CONTAINS_HTML_TAGS input.firstName',
    ]);
    expect((await signIn('a@example.net', 'long-enough')).customerAccessToken).toBeNull();
  });

  it('answers a wrong password and an unknown e-mail alike', async () => {
    for (const [email, password] of [
      ['demo@example.com', 'wrong-password'],
      ['nobody@example.com', DEMO_CUSTOMER_PASSWORD],
    ]) {
      expect(await signIn(email, password)).toEqual({
        customerAccessToken: null,
        customerUserErrors: [{code: 'UNIDENTIFIED_CUSTOMER', field: ['input'], message: 'Unidentified customer'}],
        userErrors: [{field: ['input'], message: 'Unidentified customer'}],
      });
    }
  });

  it('refuses account changes with an unknown token', async () => {
    const result = await mutate(
      'customerAddressCreate',
      {customerAccessToken: 'made-up', address: {city: 'Sydney'}},
      '$customerAccessToken: String!, $address: MailingAddressInput!',
      'customerAddress { id }',
    );
    expect(result).toMatchObject({customerAddress: null, customerUserErrors: [{code: 'TOKEN_INVALID', field: ['customerAccessToken']}]});
  });
});

describe('customer accounts: the demo customers', () => {
  it('signs the demo customer in with the documented password, with two addresses', async () => {
    const token = (await signIn(DEMO_CUSTOMER.email, DEMO_CUSTOMER_PASSWORD)).customerAccessToken.accessToken;
    const customer = await readCustomer(token);
    expect(customer).toMatchObject({
      email: 'demo@example.com',
      displayName: 'Riley Morgan',
      acceptsMarketing: true,
      tags: ['newsletter'],
      defaultAddress: {
        city: 'Sydney',
        province: 'New South Wales',
        provinceCode: 'NSW',
        countryCodeV2: 'AU',
        formatted: ['Riley Morgan', '12 Harbour Street', 'Unit 4', 'Sydney NSW 2000', 'Australia'],
        formattedArea: 'Sydney, New South Wales, Australia',
      },
    });
    expect(customer.addresses.nodes.map((address: {city: string}) => address.city)).toEqual(['Sydney', 'Melbourne']);
    // The stand-in keeps hashes only.
    expect(JSON.stringify(store.customers.all())).not.toContain(DEMO_CUSTOMER_PASSWORD);
  });

  it('lets the invited customer in only after activating with the e-mailed link', async () => {
    expect((await signIn(INVITED_CUSTOMER.email, 'anything-at-all')).customerUserErrors[0].code).toBe('UNIDENTIFIED_CUSTOMER');

    // Signing up with an invited address re-sends the invite instead.
    const signUp = await createCustomer({email: INVITED_CUSTOMER.email, password: 'new-password'});
    expect(signUp.customerUserErrors).toEqual([
      {
        code: 'CUSTOMER_DISABLED',
        field: ['input'],
        message: 'We have sent an email to invited@example.com, please click the link included to verify your email address.',
      },
    ]);
    const [invite] = store.customers.sentEmails();
    expect(invite).toMatchObject({kind: 'activation', to: 'invited@example.com'});
    expect(invite.url).toMatch(new RegExp(`^https://www\\.example\\.com\\.au/account/activate/${INVITED_CUSTOMER.id}/[0-9a-f]{32}$`));

    const activate = (activationUrl: string, password: string) =>
      mutate(
        'customerActivateByUrl',
        {activationUrl, password},
        '$activationUrl: URL!, $password: String!',
        'customer { email } customerAccessToken { accessToken }',
        'customerUserErrors { code field message }',
      );
    expect((await activate(invite.url, 'abc')).customerUserErrors[0].code).toBe('TOO_SHORT');
    const activated = await activate(invite.url, 'new-password');
    expect(activated).toMatchObject({customer: {email: 'invited@example.com'}, customerUserErrors: []});
    expect((await readCustomer(activated.customerAccessToken.accessToken)).displayName).toBe('Casey Nguyen');
    expect((await signIn(INVITED_CUSTOMER.email, 'new-password')).customerUserErrors).toEqual([]);
    // The link works once.
    expect((await activate(invite.url, 'new-password')).customerUserErrors).toEqual([
      expect.objectContaining({code: 'TOKEN_INVALID', field: ['activationUrl']}),
    ]);
  });

  it('activates the invited customer by id and the documented token', async () => {
    const result = await mutate(
      'customerActivate',
      {id: `gid://shopify/Customer/${INVITED_CUSTOMER.id}`, input: {activationToken: INVITED_CUSTOMER.activationToken, password: 'hello-there'}},
      '$id: ID!, $input: CustomerActivateInput!',
      'customerAccessToken { accessToken }',
    );
    expect(result.customerUserErrors).toEqual([]);
    expect(result.customerAccessToken.accessToken).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe('customer accounts: forgotten password', () => {
  const RECOVER = `mutation($email: String!) { customerRecover(email: $email) { ${USER_ERRORS} } }`;

  it('answers UNIDENTIFIED_CUSTOMER for an unknown e-mail and sends nothing', async () => {
    const {body} = await postGraphQL(RECOVER, {email: 'nobody@example.com'});
    expect(body.data.customerRecover.customerUserErrors).toEqual([
      {code: 'UNIDENTIFIED_CUSTOMER', field: ['email'], message: 'Could not find customer'},
    ]);
    expect(store.customers.sentEmails()).toEqual([]);
  });

  it('e-mails a reset link that sets a new password once', async () => {
    const {body} = await postGraphQL(RECOVER, {email: 'Demo@Example.com'});
    expect(body.data.customerRecover).toEqual({customerUserErrors: [], userErrors: []});
    const [email] = store.customers.sentEmails();
    expect(email).toMatchObject({kind: 'reset', to: 'demo@example.com', firstName: 'Riley'});

    const reset = (resetUrl: string, password: string) =>
      mutate('customerResetByUrl', {resetUrl, password}, '$resetUrl: URL!, $password: String!', 'customer { email } customerAccessToken { accessToken }');
    expect((await reset(email.url.replace(/[0-9a-f]{32}$/, '0'.repeat(32)), 'brand-new-pass')).customerUserErrors).toEqual([
      {code: 'TOKEN_INVALID', field: ['resetUrl'], message: 'Invalid reset url'},
    ]);
    const done = await reset(email.url, 'brand-new-pass');
    expect(done).toMatchObject({customer: {email: 'demo@example.com'}, customerUserErrors: []});
    expect((await readCustomer(done.customerAccessToken.accessToken)).email).toBe('demo@example.com');

    expect((await signIn('demo@example.com', DEMO_CUSTOMER_PASSWORD)).customerAccessToken).toBeNull();
    expect((await signIn('demo@example.com', 'brand-new-pass')).customerUserErrors).toEqual([]);
    expect((await reset(email.url, 'another-pass')).customerUserErrors[0].code).toBe('TOKEN_INVALID');
  });

  it('takes the reset token with the customer id too, until it expires after a day', async () => {
    await postGraphQL(RECOVER, {email: 'demo@example.com'});
    const token = store.customers.sentEmails()[0].url.split('/').at(-1);
    const reset = () =>
      mutate(
        'customerReset',
        {id: `gid://shopify/Customer/${DEMO_CUSTOMER.id}`, input: {resetToken: token, password: 'changed-pass'}},
        '$id: ID!, $input: CustomerResetInput!',
        'customerAccessToken { accessToken }',
      );
    setNow('2025-06-02T10:00:01Z');
    expect((await reset()).customerUserErrors[0]).toMatchObject({code: 'TOKEN_INVALID', field: ['input', 'resetToken']});
    setNow('2025-06-02T09:59:00Z');
    expect((await reset()).customerUserErrors).toEqual([]);
  });

  it('puts the reset e-mail in the mail stand-in outbox, link included', async () => {
    const outbox = createMailOutbox();
    const demoStore = createStorefrontStore({outbox});
    await executeStorefrontRequest(demoStore, {query: 'mutation { customerRecover(email: "demo@example.com") { customerUserErrors { code } } }'}, TEST_ORIGIN);
    const message = outbox.latest();
    const [sent] = demoStore.customers.sentEmails();
    expect(message).toMatchObject({To: 'demo@example.com', Subject: 'Customer account password reset', MessageStream: 'outbound'});
    expect(message?.TextBody).toContain(sent.url);
    expect(message?.HtmlBody).toContain(`href="${sent.url}"`);
    // The demo shop's domain, from the brand.
    expect(sent.url).toMatch(/^https:\/\/www\.dreamhaus\.com\.au\/account\/reset\/8100000001\/[0-9a-f]{32}$/);
  });
});

describe('customer accounts: persistence', () => {
  it('keeps accounts (hashed) across a restart of the mock shop', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'mock-shop-customers-'));
    try {
      const file = join(directory, 'carts.json');
      const before = createTestStore({persistFile: file});
      await executeStorefrontRequest(
        before,
        {query: 'mutation { customerCreate(input: {email: "kept@example.net", password: "keep-me-safe"}) { customer { id } } }'},
        TEST_ORIGIN,
      );
      await before.flush();
      const written = readFileSync(join(directory, 'customers.json'), 'utf8');
      expect(written).toContain('kept@example.net');
      expect(written).not.toContain('keep-me-safe');

      const after = createTestStore({persistFile: file});
      const {body} = await executeStorefrontRequest(
        after,
        {query: 'mutation { customerAccessTokenCreate(input: {email: "kept@example.net", password: "keep-me-safe"}) { customerAccessToken { accessToken } } }'},
        TEST_ORIGIN,
      );
      expect((body.data as {customerAccessTokenCreate: {customerAccessToken: unknown}}).customerAccessTokenCreate.customerAccessToken).not.toBeNull();
    } finally {
      rmSync(directory, {recursive: true, force: true});
    }
  });
});

describe('customer accounts: carts', () => {
  it("shows the signed-in customer on a cart whose buyer identity carries the customer's token", async () => {
    const token = (await signIn(DEMO_CUSTOMER.email, DEMO_CUSTOMER_PASSWORD)).customerAccessToken.accessToken;
    const {body} = await postGraphQL(
      `mutation($token: String!) { cartCreate(input: {buyerIdentity: {customerAccessToken: $token}}) {
        cart { buyerIdentity { customer { email displayName } } } } }`,
      {token},
    );
    expect(body.data.cartCreate.cart.buyerIdentity.customer).toEqual({email: 'demo@example.com', displayName: 'Riley Morgan'});

    const anonymous = await postGraphQL(
      `mutation { cartCreate(input: {buyerIdentity: {customerAccessToken: "made-up"}}) { cart { buyerIdentity { customer { email } } } } }`,
    );
    expect(anonymous.body.data.cartCreate.cart.buyerIdentity.customer).toBeNull();
  });
});
