/**
 * Who may keep an answer Remix made (a page or single-fetch data, `/_root.data` included): one made for this
 * shopper alone is `private, no-store`, whatever its route said, so no CDN, shared cache or browser keeps it for
 * anyone else, and the page cache (which refuses `private`) never keeps it. That is a Prismic preview's drafts, and
 * any answer marked personal while it was made (app/kernel/personal-answer.ts): a signed-in member's wishlist,
 * badge and hearts, prices from the member details on their bag, what their session holds (a notice, a sign-in
 * waiting for its code). Anything else keeps the caching its route gave it. server.ts applies this to every answer
 * it renders.
 */
import {PERSONAL_CACHE_CONTROL, type PersonalAnswer} from '~/kernel/personal-answer';

export interface AnswerFor {
  preview: unknown;
  personal: Pick<PersonalAnswer, 'isPersonal'>;
}

export function keepPersonalAnswersPrivate(headers: Headers, {preview, personal}: AnswerFor): void {
  if (preview || personal.isPersonal) headers.set('Cache-Control', PERSONAL_CACHE_CONTROL);
}
