import {describe, expect, it} from 'vitest';
import {composeEnquiry, isHoneypotFilled} from './contact-message';
import type {FormField} from './form-check';

const field = (name: string, label: string, type: FormField['type']): FormField => ({
  name,
  label,
  type,
  required: false,
  tenDigits: false,
  maxLength: 100,
  requiredMessage: 'required',
  invalidMessage: 'invalid',
  autoComplete: null,
});

const fields = [
  field('firstName', 'First name', 'text'),
  field('email', 'Email', 'email'),
  field('phone', 'Phone', 'tel'),
  field('message', 'Message', 'textarea'),
];

describe('composeEnquiry', () => {
  it('lists every field by label in form order, and replies go to the shopper', () => {
    const enquiry = composeEnquiry(
      fields,
      {firstName: ' Robin ', email: 'robin@example.com', phone: '', message: 'Do you stock\ntwin beds?'},
      'Dreamhaus',
    );
    expect(enquiry.subject).toBe('Dreamhaus website enquiry from Robin');
    expect(enquiry.replyTo).toBe('robin@example.com');
    expect(enquiry.text).toBe(
      [
        'A shopper wrote through the Dreamhaus contact form.',
        '',
        'First name: Robin',
        'Email: robin@example.com',
        'Phone: —',
        'Message:\nDo you stock\ntwin beds?\n',
      ].join('\n'),
    );
  });

  it('escapes what the shopper typed in the HTML part', () => {
    const {html} = composeEnquiry(fields, {message: '<img src=x onerror=alert(1)> & "quotes"'}, 'Dreamhaus');
    expect(html).not.toContain('<img');
    expect(html).toContain('&#60;img src=x onerror=alert(1)&#62; &#38; &#34;quotes&#34;');
  });

  it('keeps control characters out of the subject', () => {
    const {subject} = composeEnquiry(fields, {firstName: 'Robin\r\nBcc: x@example.com'}, 'Dreamhaus');
    expect(subject).toBe('Dreamhaus website enquiry from Robin Bcc: x@example.com');
    expect(subject).not.toMatch(/[\r\n]/);
  });

  it('without a name or address, the subject says a shopper', () => {
    expect(composeEnquiry(fields, {}, 'Dreamhaus')).toMatchObject({
      subject: 'Dreamhaus website enquiry from a shopper',
      replyTo: null,
    });
  });
});

describe('isHoneypotFilled', () => {
  it.each([
    [undefined, false],
    [null, false],
    ['', false],
    ['   ', false],
    ['https://spam.example', true],
    [['x'], true],
  ])('%j → %j', (value, filled) => {
    expect(isHoneypotFilled(value)).toBe(filled);
  });
});
