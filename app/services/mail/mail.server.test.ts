import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {http, HttpResponse} from 'msw';
import {mockServer, withStandIns} from '../../../tests/mocks/node';
import {handlers as mailHandlers, mailOutbox, resetMailStandIn, setMailFault} from '../../../tests/mocks/mail/handlers';
import {POSTMARK_STAND_IN_TOKEN} from '../../../tests/mocks/mail/postmark';
import {BRAND} from '~/config/brand';
import type {ReportError} from '~/services/upstream/error-reporter.server';
import {createMailService} from './mail.server';

const POSTMARK = 'http://127.0.0.1:4100/postmark';
const FROM = `${BRAND.name} <bag@example.com>`;

withStandIns();
// Not yet part of tests/mocks/handlers.ts: registered here for each test.
beforeEach(() => mockServer.use(...mailHandlers));
afterEach(() => resetMailStandIn());

function service(options: {token?: string; timeoutMs?: number} = {}) {
  const reportError = vi.fn<ReportError>();
  const mail = createMailService({
    baseUrl: `${POSTMARK}/`,
    token: POSTMARK_STAND_IN_TOKEN,
    from: FROM,
    reportError,
    ...options,
  });
  return {mail, reportError};
}

const shareMail = {
  to: 'friend@example.com',
  subject: 'A bag to look at',
  html: '<p>Two mattresses</p>',
  text: 'Two mattresses',
  tag: 'share-bag',
};

describe('mail send', () => {
  it('sends through Postmark’s API and the message lands in the outbox', async () => {
    const {mail, reportError} = service();
    expect(await mail.send(shareMail)).toBe(true);
    expect(mailOutbox.latest()).toMatchObject({
      From: FROM,
      To: 'friend@example.com',
      Subject: 'A bag to look at',
      HtmlBody: '<p>Two mattresses</p>',
      TextBody: 'Two mattresses',
      Tag: 'share-bag',
      MessageStream: 'outbound',
    });
    expect(reportError).not.toHaveBeenCalled();
  });

  it('is refused with a wrong token, reported without the address', async () => {
    const {mail, reportError} = service({token: 'wrong-token'});
    expect(await mail.send(shareMail)).toBe(false);
    expect(mailOutbox.messages()).toEqual([]);
    const [error, details] = reportError.mock.calls[0];
    expect((error as Error).message).toBe('Postmark ErrorCode 10');
    expect(details).toEqual({service: 'mail', method: 'POST', url: `${POSTMARK}/email`, status: 401});
  });

  it('is refused for an invalid address, and the report does not quote it', async () => {
    const {mail, reportError} = service();
    expect(await mail.send({...shareMail, to: 'not-an-address'})).toBe(false);
    const [error, details] = reportError.mock.calls[0];
    expect((error as Error).message).toBe('Postmark ErrorCode 300');
    expect(JSON.stringify(details)).not.toContain('not-an-address');
  });

  it('reports a failing provider, and does not retry the send', async () => {
    let attempts = 0;
    mockServer.use(
      http.post('*/postmark/email', () => {
        attempts += 1;
        return new HttpResponse(null, {status: 503});
      }),
    );
    const {mail, reportError} = service();
    expect(await mail.send(shareMail)).toBe(false);
    expect(attempts).toBe(1);
    expect(reportError).toHaveBeenCalledWith(expect.any(Error), expect.objectContaining({status: 503}));
  });

  it('gives up after its timeout when the provider hangs', async () => {
    setMailFault('hang');
    const {mail, reportError} = service({timeoutMs: 50});
    expect(await mail.send(shareMail)).toBe(false);
    expect(reportError).toHaveBeenCalledWith(expect.objectContaining({name: 'TimeoutError'}), expect.anything());
  });

  it('does not count a 200 without ErrorCode 0 as sent', async () => {
    mockServer.use(
      http.post('*/postmark/email', () => HttpResponse.json({ErrorCode: 406, Message: 'Inactive recipient'})),
    );
    const {mail, reportError} = service();
    expect(await mail.send(shareMail)).toBe(false);
    expect(reportError).toHaveBeenCalledTimes(1);
  });
});
