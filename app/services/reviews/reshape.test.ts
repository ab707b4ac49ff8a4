import {describe, expect, it} from 'vitest';
import {toProductReviews, toReview, wireStatusCode} from './reshape';
import type {WireReview, WireReviewsReply} from './wire';

const REVIEW: WireReview = {
  id: 380010100,
  score: 4,
  votes_up: 2,
  votes_down: 0,
  content: ' Firm enough &amp; soft on the shoulders. ',
  title: 'Just the right feel',
  created_at: '2025-05-20T03:00:00.000Z',
  verified_buyer: true,
  user: {display_name: 'Sarah M.'},
};

const REPLY: WireReviewsReply = {
  status: {code: 200, message: 'OK'},
  response: {
    pagination: {page: 2, per_page: 5, total: 23},
    bottomline: {
      total_review: 23,
      average_score: 4.565217391304348,
      star_distribution: {'1': 0, '2': 1, '3': 1, '4': 5, '5': 16},
    },
    products: [],
    reviews: [REVIEW],
  },
};

describe('toProductReviews', () => {
  it('reads a page of reviews and the bottomline, rounded to one decimal', () => {
    expect(toProductReviews(REPLY)).toEqual({
      bottomline: {average: 4.6, total: 23},
      reviews: [
        {
          id: '380010100',
          score: 4,
          title: 'Just the right feel',
          content: 'Firm enough & soft on the shoulders.',
          author: 'Sarah M.',
          date: '2025-05-20T03:00:00.000Z',
          verifiedBuyer: true,
        },
      ],
      page: 2,
      perPage: 5,
      total: 23,
    });
  });

  it('reads a product without reviews', () => {
    const none = {
      ...REPLY,
      response: {
        ...REPLY.response,
        pagination: {page: 1, per_page: 5, total: 0},
        bottomline: {...REPLY.response.bottomline, total_review: 0, average_score: 0},
        reviews: [],
      },
    };
    expect(toProductReviews(none)).toEqual({bottomline: {average: 0, total: 0}, reviews: [], page: 1, perPage: 5, total: 0});
  });

  it.each([
    ['an error reply', {status: {code: 404, message: "Couldn't find Account with app_key = x"}}],
    ['a status other than 200', {...REPLY, status: {code: 500, message: 'Error'}}],
    ['no status', {response: REPLY.response}],
    ['no bottomline', {...REPLY, response: {...REPLY.response, bottomline: undefined}}],
    ['an average that is not a number', {...REPLY, response: {...REPLY.response, bottomline: {...REPLY.response.bottomline, average_score: '4.5'}}}],
    ['no pagination', {...REPLY, response: {...REPLY.response, pagination: null}}],
    ['page 0', {...REPLY, response: {...REPLY.response, pagination: {page: 0, per_page: 5, total: 23}}}],
    ['not an object', 'OK'],
  ])('answers null to %s', (_, body) => {
    expect(toProductReviews(body)).toBeNull();
  });

  it('drops reviews it cannot read and keeps the rest', () => {
    const broken = [{...REVIEW, id: 'x'}, {...REVIEW, score: 6}, {...REVIEW, created_at: 'yesterday'}, {...REVIEW, content: ' '}, null];
    const reviews = [REVIEW, ...broken];
    const read = toProductReviews({...REPLY, response: {...REPLY.response, reviews}});
    expect(read?.reviews.map((review) => review.id)).toEqual(['380010100']);
  });
});

describe('toReview', () => {
  it('names an anonymous reviewer and keeps a review without a title', () => {
    expect(toReview({...REVIEW, user: {display_name: ' '}, title: ''})).toMatchObject({author: 'Anonymous', title: ''});
    expect(toReview({...REVIEW, user: undefined})?.author).toBe('Anonymous');
  });

  it('counts a buyer as verified only when Yotpo says so', () => {
    expect(toReview({...REVIEW, verified_buyer: 'true'})?.verifiedBuyer).toBe(false);
  });
});

describe('wireStatusCode', () => {
  it('reads status.code, as a number or digits', () => {
    expect(wireStatusCode(REPLY)).toBe(200);
    expect(wireStatusCode({status: {code: '404'}})).toBe(404);
    expect(wireStatusCode({})).toBeNull();
  });
});
