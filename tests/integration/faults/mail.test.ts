/** The mail service failing every way it can: sharing the bag says it could not send, quickly, and nothing else changes. */
import {beforeEach, describe, expect, it, vi} from 'vitest';
import {withStandIns} from '../../mocks/node';
import {FAULTS} from '../../mocks/fault-switch';
import {setMailFault} from '../../mocks/mail/handlers';
import {FIXTURE_CASES} from '../../mocks/fixtures/catalogue';
import {linesOf, postExtra, shopperWith} from '../bag-support';
import {CASE_TIMEOUT_MS, withinWorstCase} from './fault-support';

withStandIns();

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe.each(FAULTS)('the mail service answering with %s', (fault) => {
  it(
    'sharing the bag answers 502 with a message, within the worst case',
    async () => {
      const shopper = await shopperWith(FIXTURE_CASES.defaultTitleProduct.sku);
      const before = await linesOf(shopper);
      setMailFault(fault);

      const answer = await withinWorstCase(postExtra(shopper, 'CustomShareBag', {email: 'friend@example.com'}));

      expect(answer).toMatchObject({
        ok: false,
        status: 502,
        form: 'CustomShareBag',
        message: 'Sorry, we couldn’t send your bag just now. Please try again.',
      });
      setMailFault(null);
      expect(await linesOf(shopper)).toEqual(before);
    },
    CASE_TIMEOUT_MS,
  );
});
