import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {afterAll, beforeAll, expect, it} from 'vitest';
import {fetchWithTimeout} from './fetch-with-timeout';

let server: Server;
let origin = '';

beforeAll(async () => {
  // Answers /fast at once and never answers anything else.
  server = createServer((request, response) => {
    if (request.url === '/fast') response.end('ok');
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

it('gives up on a service that does not answer, with a timeout', async () => {
  await expect(fetchWithTimeout(100)(`${origin}/hang`)).rejects.toMatchObject({name: 'TimeoutError'});
});

it("passes an answer through, and still obeys the caller's own signal", async () => {
  expect(await (await fetchWithTimeout(1_000)(`${origin}/fast`)).text()).toBe('ok');
  const caller = new AbortController();
  const pending = fetchWithTimeout(10_000)(`${origin}/hang`, {signal: caller.signal});
  caller.abort();
  await expect(pending).rejects.toMatchObject({name: 'AbortError'});
});
