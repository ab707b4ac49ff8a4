/**
 * Reshaping the store and contact-us documents: what content people get
 * wrong is left out or fixed up, and named in the problems list.
 */
import {describe, expect, it} from 'vitest';
import alexandria from '../../../tests/mocks/fixtures/content/store-alexandria.json';
import contactUs from '../../../tests/mocks/fixtures/content/contact-us.json';
import type {ContactUsDocument, StorePageDocument} from './document-types';
import {toStore} from './store-content';
import {DEFAULT_SUBMIT_LABEL, toContactUsPage} from './contact-content';
import {DEFAULT_INPUT_LENGTH, MAX_FIELD_LENGTH} from '~/domain/form-check';

const storeDoc = (data: Record<string, unknown> = {}) =>
  ({...alexandria, url: '/store/alexandria', data: {...alexandria.data, ...data}}) as unknown as StorePageDocument;

const contactDoc = (data: Record<string, unknown> = {}) =>
  ({...contactUs, url: '/contact-us', data: {...contactUs.data, ...data}}) as unknown as ContactUsDocument;

const row = (fields: Record<string, unknown>) => ({
  name: 'x',
  label: 'X',
  field_type: 'text',
  required: false,
  length_check: false,
  max_length: null,
  required_message: null,
  invalid_message: null,
  autocomplete: null,
  ...fields,
});

describe('toStore', () => {
  it('reshapes a complete store without problems', () => {
    const {store, problems} = toStore(storeDoc());
    expect(problems).toEqual([]);
    expect(store).toMatchObject({handle: 'alexandria', state: 'NSW', lat: -33.9072, lng: 151.1951, url: '/store/alexandria'});
  });

  it.each([
    ['no name', {name: ' '}, 'name is empty'],
    ['a state that is not one', {state: 'XYZ'}, 'state "XYZ" is not an Australian state'],
    ['a 3-digit postcode', {postcode: '201'}, 'postcode "201" is not 4 digits'],
    ['no map point', {location: {}}, 'location is not a map point'],
  ])('leaves out a store with %s', (_case, data, problem) => {
    const {store, problems} = toStore(storeDoc(data));
    expect(store).toBeNull();
    expect(problems).toContain(problem);
  });

  it('drops a bad hours row or service on its own', () => {
    const {store, problems} = toStore(
      storeDoc({
        opening_hours: [
          {day: 'Tuesday', opens: '09:00', closes: '17:00', closed: false},
          {day: 'Monday', opens: '9am', closes: '5pm', closed: false},
          {day: 'Funday', opens: '09:00', closes: '17:00', closed: false},
          {day: 'Sunday', opens: '', closes: '', closed: true},
        ],
        services: [{service: 'click-and-collect'}, {service: 'teleport'}],
      }),
    );
    expect(store?.hours).toEqual([
      {day: 'Tuesday', opens: '09:00', closes: '17:00'},
      {day: 'Sunday', opens: null, closes: null},
    ]);
    expect(store?.services).toEqual(['Click & collect']);
    expect(problems).toHaveLength(3);
  });
});

describe('toContactUsPage', () => {
  it('reads the demo form without problems', () => {
    const {page, problems} = toContactUsPage(contactDoc());
    expect(problems).toEqual([]);
    expect(page.fields.find((field) => field.name === 'phone')).toMatchObject({
      type: 'tel',
      required: true,
      tenDigits: true,
      maxLength: 20,
      requiredMessage: 'Please enter your phone number.',
      autoComplete: 'tel',
    });
  });

  it('leaves out fields without a usable, unique name or a label, and the honeypot’s name', () => {
    const {page, problems} = toContactUsPage(
      contactDoc({
        fields: [
          row({name: 'email', label: 'Email', field_type: 'email', required: true, required_message: 'Need it', invalid_message: 'Bad'}),
          row({name: 'email', label: 'Again'}),
          row({name: 'website', label: 'Website'}),
          row({name: '1st', label: 'Bad name'}),
          row({name: 'notes', label: ' '}),
        ],
      }),
    );
    expect(page.fields.map((field) => field.name)).toEqual(['email']);
    expect(problems).toHaveLength(4);
  });

  it('fixes up types, lengths, messages and the submit label, and says so', () => {
    const {page, problems} = toContactUsPage(
      contactDoc({
        submit_label: '',
        fields: [
          row({name: 'suburb', label: 'Suburb', field_type: 'colour', required: true}),
          row({name: 'message', label: 'Message', field_type: 'textarea', max_length: 50_000}),
          row({name: 'mobile', label: 'Mobile', field_type: 'tel', length_check: true, max_length: -3}),
        ],
      }),
    );
    expect(page.submitLabel).toBe(DEFAULT_SUBMIT_LABEL);
    expect(page.fields).toMatchObject([
      {name: 'suburb', type: 'text', requiredMessage: 'Please enter your suburb.', maxLength: DEFAULT_INPUT_LENGTH},
      {name: 'message', type: 'textarea', maxLength: MAX_FIELD_LENGTH},
      {name: 'mobile', tenDigits: true, invalidMessage: 'Please check your mobile.', maxLength: DEFAULT_INPUT_LENGTH},
    ]);
    expect(problems).toHaveLength(3);
  });
});
