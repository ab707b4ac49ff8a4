/**
 * The reviews provider (Yotpo) failing every way it can: the product page
 * still answers, with its recommendations, within the worst case; its
 * reviews are simply null (a failed review lookup is reported and otherwise
 * ignored).
 */
import {beforeEach, describe, expect, it, vi} from 'vitest';
import {withStandIns} from '../../mocks/node';
import {FAULTS} from '../../mocks/fault-switch';
import {setReviewsFault} from '../../mocks/reviews/handlers';
import {REVIEW_FIXTURE_CASES} from '../../mocks/fixtures/reviews';
import {loader as productLoader} from '~/routes/products.$handle';
import {CASE_TIMEOUT_MS, loadPage, withinWorstCase} from './fault-support';

withStandIns();

/** The error reports (one structured console line each) written while a case runs. */
let reports: string[] = [];
beforeEach(() => {
  reports = [];
  vi.spyOn(console, 'error').mockImplementation((line: unknown) => void reports.push(String(line)));
});

const HANDLE = REVIEW_FIXTURE_CASES.manyReviews;

describe.each(FAULTS)('Yotpo answering with %s', (fault) => {
  it(
    'the product page answers with its product and recommendations, and no reviews',
    async () => {
      setReviewsFault(fault);
      const page = await withinWorstCase(
        loadPage(productLoader, `/products/${HANDLE}?reviews_page=2`, {handle: HANDLE}).then(async (loaded) => ({
          ...loaded,
          reviews: await loaded.reviews,
          recommendations: await loaded.recommendations,
        })),
      );
      expect(page.product.handle).toBe(HANDLE);
      expect(page.reviews).toBeNull();
      expect(page.recommendations?.products.length).toBeGreaterThan(0);
      // Reported as the reviews service's failure.
      expect(reports.some((line) => line.includes('"service":"reviews"'))).toBe(true);
    },
    CASE_TIMEOUT_MS,
  );
});
