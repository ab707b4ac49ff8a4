/**
 * Contact-us content queries. The form page is page content: missing is null
 * (the route answers 404), other failures are thrown (503). Field problems
 * are reported; the usable fields are served.
 */
import type * as prismic from '@prismicio/client';
import {orNullWhenMissing} from './not-found';
import {ContentProblemsError} from './campaigns.server';
import type {ContactUsDocument, ContactUsSuccessDocument} from './document-types';
import {
  CONTACT_US_SUCCESS_UID,
  CONTACT_US_UID,
  toContactUsPage,
  toContactUsSuccess,
  type ContactUsPage,
  type ContactUsSuccess,
} from './contact-content';

export async function getContactUsPage(
  client: prismic.Client,
  {onError = () => {}}: {onError?: (error: unknown) => void} = {},
): Promise<ContactUsPage | null> {
  const doc = await orNullWhenMissing(client.getByUID<ContactUsDocument>('contact_us', CONTACT_US_UID));
  if (!doc) return null;
  const {page, problems} = toContactUsPage(doc);
  if (problems.length > 0) onError(new ContentProblemsError(`contact_us/${CONTACT_US_UID}`, problems));
  return page;
}

export async function getContactUsSuccess(client: prismic.Client): Promise<ContactUsSuccess | null> {
  const doc = await orNullWhenMissing(
    client.getByUID<ContactUsSuccessDocument>('contact_us_success', CONTACT_US_SUCCESS_UID),
  );
  return doc ? toContactUsSuccess(doc) : null;
}
