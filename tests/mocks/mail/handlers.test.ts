import {mkdtemp, readdir, readFile, rm} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import {join, resolve} from 'node:path';
import {afterAll, afterEach, beforeAll, describe, expect, it} from 'vitest';
import {setupServer} from 'msw/node';
import {createFaultSwitch} from '../fault-switch';
import {createMailHandlers, handlers, mailOutbox, resetMailStandIn, setMailFault} from './handlers';
import {createMailOutbox, outboxDirFromEnv, outboxFileName} from './outbox';
import {POSTMARK_STAND_IN_TOKEN} from './postmark';

const ORIGIN = 'http://127.0.0.1:4100';
const server = setupServer(...handlers);
beforeAll(() => server.listen({onUnhandledRequest: 'error'}));
afterEach(() => {
  server.resetHandlers();
  resetMailStandIn();
});
afterAll(() => server.close());

const message = {
  From: 'Dreamhaus <bag@example.com>',
  To: 'shopper@example.com',
  Subject: 'Your bag',
  HtmlBody: '<p>Your bag</p>',
  TextBody: 'Your bag',
  MessageStream: 'outbound',
};

function send(body: unknown, token: string | null = POSTMARK_STAND_IN_TOKEN) {
  return fetch(`${ORIGIN}/postmark/email`, {
    method: 'POST',
    headers: {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      ...(token === null ? {} : {'X-Postmark-Server-Token': token}),
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

describe('mail stand-in (Postmark shape)', () => {
  it('accepts a message like Postmark and keeps it in the outbox', async () => {
    const response = await send(message);
    expect(response.status).toBe(200);
    const reply = (await response.json()) as {To: string; MessageID: string; SubmittedAt: string};
    expect(reply).toMatchObject({To: 'shopper@example.com', ErrorCode: 0, Message: 'OK'});
    expect(reply.MessageID).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(reply.SubmittedAt).toISOString()).toBe(reply.SubmittedAt);
    expect(mailOutbox.latest()).toMatchObject({...message, MessageID: reply.MessageID});
  });

  it('answers 401 with ErrorCode 10 without the right server token', async () => {
    for (const token of [null, 'not-the-token']) {
      const response = await send(message, token);
      expect(response.status).toBe(401);
      expect(((await response.json()) as {ErrorCode: number}).ErrorCode).toBe(10);
    }
    expect(mailOutbox.messages()).toEqual([]);
  });

  it.each([
    ['no recipient', {...message, To: ''}, 300],
    ['an address without @', {...message, To: 'shopper.example.com'}, 300],
    ['no sender', {...message, From: undefined}, 300],
    ['no body', {...message, HtmlBody: undefined, TextBody: undefined}, 300],
    ['too many recipients', {...message, To: Array.from({length: 51}, (_, i) => `s${i}@example.com`).join(',')}, 300],
    ['invalid JSON', '{"From":', 402],
  ])('answers 422 to %s', async (_name, body, errorCode) => {
    const response = await send(body);
    expect(response.status).toBe(422);
    expect(((await response.json()) as {ErrorCode: number}).ErrorCode).toBe(errorCode);
    expect(mailOutbox.messages()).toEqual([]);
  });

  it('shows and empties the outbox over HTTP, for Playwright', async () => {
    await send(message);
    await send({...message, To: 'Second Shopper <second@example.com>'});
    const listed = (await (await fetch(`${ORIGIN}/__control/mail/outbox`)).json()) as {messages: {To: string}[]};
    expect(listed.messages.map((m) => m.To)).toEqual(['shopper@example.com', 'Second Shopper <second@example.com>']);
    expect((await fetch(`${ORIGIN}/__control/mail/outbox`, {method: 'DELETE'})).status).toBe(204);
    expect(mailOutbox.messages()).toEqual([]);
  });

  it('fails on purpose while its fault switch is on', async () => {
    setMailFault('fail');
    expect((await send(message)).status).toBe(500);
    expect(mailOutbox.messages()).toEqual([]);
  });
});

describe('mail outbox', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'outbox-'));
  });
  afterAll(() => rm(dir, {recursive: true, force: true}));

  it('writes each message as a JSON file named by time and id', async () => {
    const outbox = createMailOutbox({dir: join(dir, 'nested')});
    server.use(
      ...createMailHandlers({
        outbox,
        fault: createFaultSwitch('mail-test'),
        now: () => new Date('2025-06-02T01:30:00.000Z'),
        newMessageId: () => '00000000-0000-4000-8000-000000000001',
      }),
    );
    await send(message);
    const files = await readdir(join(dir, 'nested'));
    expect(files).toEqual(['2025-06-02T01-30-00.000Z-00000000-0000-4000-8000-000000000001.json']);
    const stored = JSON.parse(await readFile(join(dir, 'nested', files[0]), 'utf8'));
    expect(stored).toMatchObject({...message, SubmittedAt: '2025-06-02T01:30:00.000Z'});
    expect(outboxFileName(stored)).toBe(files[0]);
  });

  it('keeps only the last messages in memory', async () => {
    const outbox = createMailOutbox({keep: 2});
    for (const id of ['a', 'b', 'c']) {
      await outbox.record({...message, MessageID: id, SubmittedAt: '2025-06-02T00:00:00.000Z'});
    }
    expect(outbox.messages().map((m) => m.MessageID)).toEqual(['b', 'c']);
    expect(outbox.latest()?.MessageID).toBe('c');
  });

  it('finds its folder from the mock shop’s environment', () => {
    expect(outboxDirFromEnv({})).toBe(resolve('.mock-shop/outbox'));
    expect(outboxDirFromEnv({MOCK_SHOP_DATA_DIR: '/tmp/shop'})).toBe('/tmp/shop/outbox');
    expect(outboxDirFromEnv({MOCK_SHOP_OUTBOX_DIR: '/tmp/mail', MOCK_SHOP_DATA_DIR: '/tmp/shop'})).toBe('/tmp/mail');
  });
});
