import {describe, expect, it} from 'vitest';
import {checkField, checkForm, firstInvalidField, formHasErrors, tooLongMessage, type FormField} from './form-check';

const field = (overrides: Partial<FormField> & Pick<FormField, 'name'>): FormField => ({
  label: overrides.name,
  type: 'text',
  required: false,
  tenDigits: false,
  maxLength: 100,
  requiredMessage: `${overrides.name} is required`,
  invalidMessage: `${overrides.name} is invalid`,
  autoComplete: null,
  ...overrides,
});

const name = field({name: 'name', required: true});
const email = field({name: 'email', type: 'email', required: true});
const phone = field({name: 'phone', type: 'tel', required: true, tenDigits: true});
const optionalPhone = field({name: 'mobile', type: 'tel', tenDigits: true});
const notes = field({name: 'notes', type: 'textarea', maxLength: 20});

describe('checkField', () => {
  it.each([
    // Required: empty gives the field's own required message.
    [name, '', ['name is required']],
    [name, '   ', ['name is required']],
    [name, undefined, ['name is required']],
    [name, ['a'], ['name is required']],
    [name, 'Robin', []],
    // Email type: a standard pattern.
    [email, 'robin@example.com', []],
    [email, ' robin.park+contact@mail.example.com.au ', []],
    [email, 'robin@example', ['email is invalid']],
    [email, 'robin at example.com', ['email is invalid']],
    [email, '', ['email is required']],
    // Length-flagged: exactly 10 digits.
    [phone, '0412345678', []],
    [phone, '0412 345 678', []],
    [phone, '041234567', ['phone is invalid']],
    [phone, '04123456789', ['phone is invalid']],
    [phone, '04123-45678', ['phone is invalid']],
    [phone, '+61412345678', ['phone is invalid']],
    [phone, '', ['phone is required']],
    // Optional: empty is fine; filled, the format still counts.
    [optionalPhone, '', []],
    [optionalPhone, '12345', ['mobile is invalid']],
    [notes, 'x'.repeat(20), []],
    [notes, 'x'.repeat(21), [tooLongMessage(notes)]],
  ])('%o with %j → %j', (definition, value, errors) => {
    expect(checkField(definition, value)).toEqual(errors);
  });

  it('gives every message that applies, the format first', () => {
    const shortEmail = field({name: 'email', type: 'email', maxLength: 10});
    expect(checkField(shortEmail, 'not an address at all')).toEqual(['email is invalid', tooLongMessage(shortEmail)]);
  });

  it('words the length message from the field', () => {
    expect(tooLongMessage({label: 'Message', maxLength: 2000})).toBe('Message must be 2000 characters or fewer.');
  });
});

describe('checkForm and formHasErrors', () => {
  const fields = [name, email, phone, notes];

  it('lists every field, with an empty list when it is fine', () => {
    const errors = checkForm(fields, {name: 'Robin', email: 'nope', phone: '0412345678'});
    expect(errors).toEqual({name: [], email: ['email is invalid'], phone: [], notes: []});
    expect(formHasErrors(errors)).toBe(true);
    expect(firstInvalidField(fields, errors)).toBe(email);
  });

  it('a form whose lists are all empty has no errors', () => {
    const errors = checkForm(fields, {name: 'Robin', email: 'robin@example.com', phone: '0412 345 678'});
    expect(formHasErrors(errors)).toBe(false);
    expect(firstInvalidField(fields, errors)).toBeUndefined();
  });

  it('an empty form has every required message, first field first', () => {
    const errors = checkForm(fields, {});
    expect(errors).toEqual({
      name: ['name is required'],
      email: ['email is required'],
      phone: ['phone is required'],
      notes: [],
    });
    expect(firstInvalidField(fields, errors)).toBe(name);
  });
});
