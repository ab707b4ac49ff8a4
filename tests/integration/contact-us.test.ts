/**
 * /contact-us through the Prismic and mail stand-ins: the form's fields from
 * content, the generic form check's messages (400, values kept), the
 * honeypot, the body limits, one e-mail per message to the enquiries
 * address, a mail outage that keeps what was typed, and the success page.
 */
import {beforeEach, describe, expect, it, vi} from 'vitest';
import {withStandIns} from '../mocks/node';
import {mailOutbox, setMailFault} from '../mocks/mail/handlers';
import {setPrismicFault} from '../mocks/prismic/handlers';
import {action as contactAction, loader as contactLoader} from '~/routes/contact-us';
import {loader as successLoader} from '~/routes/contact-us_.success';
import {CONTACT_SEND_FAILED_MESSAGE, HONEYPOT_FIELD} from '~/domain/contact-message';
import {tooLongMessage} from '~/domain/form-check';
import {TOO_LARGE_MESSAGE, TOO_MANY_FIELDS_MESSAGE} from '~/kernel/http/form-body.server';
import {BRAND} from '~/config/brand';
import type {ContactFormAnswer} from '~/features/contact/action.server';
import type {ErrorPayload} from '~/features/errors/responses.server';
import {isDataWithInit, testContext, testRequest, thrownBy} from './context';
import {GOOD_ENQUIRY} from './contact-support';

withStandIns();

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

const GOOD = GOOD_ENQUIRY;

function formOf(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

async function post(body: BodyInit, env: Partial<Env> = {}, headers: Record<string, string> = {}) {
  const request = testRequest('/contact-us', {method: 'POST', body, headers});
  return contactAction({request, context: await testContext(request, env), params: {}});
}

/** A refused post: its status and the form's answer. */
function refusal(result: Awaited<ReturnType<typeof post>>): {status: number; answer: ContactFormAnswer} {
  if (!isDataWithInit<ContactFormAnswer>(result)) throw new Error(`expected data(), got ${String(result)}`);
  return {status: result.init?.status ?? 200, answer: result.data};
}

function expectRedirectToSuccess(result: unknown) {
  expect(result).toBeInstanceOf(Response);
  const response = result as Response;
  expect(response.status).toBe(303);
  expect(response.headers.get('Location')).toBe('/contact-us/success');
}

describe('the form', () => {
  it('takes its fields, labels and rules from content', async () => {
    const request = testRequest('/contact-us');
    const {page} = await contactLoader({request, context: await testContext(request), params: {}});
    expect(page.title).toBe('Contact us');
    expect(page.fields.map((field) => [field.name, field.type, field.required, field.tenDigits])).toEqual([
      ['firstName', 'text', true, false],
      ['lastName', 'text', true, false],
      ['email', 'email', true, false],
      ['phone', 'tel', true, true],
      ['orderNumber', 'text', false, false],
      ['message', 'textarea', true, false],
    ]);
    expect(page.submitLabel).toBe('Send message');
  });
});

describe('refused posts change nothing', () => {
  it('an empty form gets each required field’s own message, 400', async () => {
    const {status, answer} = refusal(await post(formOf({[HONEYPOT_FIELD]: ''})));
    expect(status).toBe(400);
    expect(answer.errors).toEqual({
      firstName: ['Please enter your first name.'],
      lastName: ['Please enter your last name.'],
      email: ['Please enter your email address.'],
      phone: ['Please enter your phone number.'],
      orderNumber: [],
      message: ['Please tell us how we can help.'],
    });
    expect(mailOutbox.messages()).toEqual([]);
  });

  it('a bad address and a 9-digit phone get the invalid messages, and what was typed comes back', async () => {
    const fields = {...GOOD, email: 'robin@example', phone: '041234567'};
    const {status, answer} = refusal(await post(formOf(fields)));
    expect(status).toBe(400);
    expect(answer.errors.email).toEqual(['Please check your email address is valid.']);
    expect(answer.errors.phone).toEqual(['Please enter your phone number as 10 digits, e.g. 0412 345 678.']);
    expect(answer.errors.firstName).toEqual([]);
    expect(answer.values).toEqual(fields);
    expect(mailOutbox.messages()).toEqual([]);
  });

  it('a field over its length is refused with its message', async () => {
    const {status, answer} = refusal(await post(formOf({...GOOD, firstName: 'R'.repeat(51)})));
    expect(status).toBe(400);
    expect(answer.errors.firstName).toEqual([tooLongMessage({label: 'First name', maxLength: 50})]);
  });

  it('an oversized body is refused before it is read (413)', async () => {
    const {status, answer} = refusal(await post(formOf({...GOOD, message: 'x'.repeat(20_000), extra: 'y'.repeat(20_000)})));
    expect(status).toBe(413);
    expect(answer.formError).toBe(TOO_LARGE_MESSAGE);
    expect(mailOutbox.messages()).toEqual([]);
  });

  it('a form with far more fields than ours is refused (413)', async () => {
    const body = new URLSearchParams(Object.entries(GOOD));
    for (let i = 0; i < 50; i += 1) body.append(`f${i}`, '1');
    const {status, answer} = refusal(
      await post(body.toString(), {}, {'Content-Type': 'application/x-www-form-urlencoded'}),
    );
    expect(status).toBe(413);
    expect(answer.formError).toBe(TOO_MANY_FIELDS_MESSAGE);
  });

  it('a filled honeypot is answered as if sent, and nothing is sent', async () => {
    expectRedirectToSuccess(await post(formOf({...GOOD, [HONEYPOT_FIELD]: 'https://cheap-pills.example'})));
    expect(mailOutbox.messages()).toEqual([]);
  });
});

describe('sending', () => {
  it('sends one e-mail to the enquiries address, replies going to the shopper, then 303 to the success page', async () => {
    expectRedirectToSuccess(await post(formOf(GOOD)));
    const messages = mailOutbox.messages();
    expect(messages).toHaveLength(1);
    const [message] = messages;
    expect(message.To).toBe(`enquiries@${BRAND.slug}.example`);
    expect(message.ReplyTo).toBe(GOOD.email);
    expect(message.Subject).toBe(`${BRAND.name} website enquiry from Robin`);
    expect(message.TextBody).toContain('Phone: 0412 345 678');
    expect(message.TextBody).toContain(`Message:\n${GOOD.message}`);
    expect(message.Tag).toBe('contact-us');
  });

  it('goes to CONTACT_ENQUIRIES_EMAIL when it is set', async () => {
    expectRedirectToSuccess(await post(formOf(GOOD), {CONTACT_ENQUIRIES_EMAIL: 'care@example.com.au'}));
    expect(mailOutbox.latest()?.To).toBe('care@example.com.au');
  });

  it('a mail outage says the message could not be sent and keeps what was typed (never a 500)', async () => {
    setMailFault('fail');
    const {status, answer} = refusal(await post(formOf(GOOD)));
    expect(status).toBe(502);
    expect(answer.formError).toBe(CONTACT_SEND_FAILED_MESSAGE);
    expect(answer.values).toEqual(GOOD);
    expect(mailOutbox.messages()).toEqual([]);
  });

  it('with content down, the post answers the 503 page and sends nothing', async () => {
    setPrismicFault('fail');
    const thrown = await thrownBy(post(formOf(GOOD)));
    if (!isDataWithInit<ErrorPayload>(thrown)) throw thrown;
    expect(thrown.init?.status).toBe(503);
    expect(mailOutbox.messages()).toEqual([]);
  });
});

describe('/contact-us/success', () => {
  async function success() {
    const request = testRequest('/contact-us/success');
    return successLoader({request, context: await testContext(request), params: {}});
  }

  it('shows the content’s thanks', async () => {
    expect((await success()).content?.title).toBe('Thanks, we’ve got your message');
  });

  it('still answers when content is down (the message was sent), without the content', async () => {
    setPrismicFault('fail');
    expect(await success()).toEqual({content: null});
  });
});
