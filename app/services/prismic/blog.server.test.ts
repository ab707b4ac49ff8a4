import {describe, expect, it} from 'vitest';
import type * as prismic from '@prismicio/client';
import {loadContent} from '../../../tests/mocks/prismic/documents';
import type {BlogDocument, BlogPageDocument} from './document-types';
import {createBlogService, toBlogPost, toBlogPostSummary} from './blog.server';

const store = loadContent();
const post = store.documents.find((doc) => doc.type === 'blog' && doc.uid === 'kids-bedroom-ideas') as BlogDocument;

function edited(data: Partial<BlogDocument['data']>, tags: string[] = post.tags): BlogDocument {
  return {...post, tags, data: {...post.data, ...data}};
}

describe('blog posts as the app sees them', () => {
  it('reshapes a post: url, title, author, date, tags with their lists, image, slices', () => {
    const summary = toBlogPost(post);
    expect(summary).toMatchObject({
      uid: 'kids-bedroom-ideas',
      url: '/blogs/inspiration/kids-bedroom-ideas',
      title: "Kids' bedroom ideas that grow with them",
      author: 'Mia Laurent',
      publishedAt: '2024-07-30T09:00:00+0000',
      tags: [
        {tag: 'kids', label: 'Kids', url: '/blogs/inspiration/tagged/kids'},
        {tag: 'styling', label: 'Styling', url: '/blogs/inspiration/tagged/styling'},
        {tag: 'bedroom', label: 'Bedroom', url: '/blogs/inspiration/tagged/bedroom'},
      ],
    });
    expect(summary.image).toMatchObject({altText: 'Little Dreamer Kids Mattress', width: 1200, height: 900});
    expect(summary.slices.length).toBeGreaterThan(0);
    expect(summary.seo.title).toBe(summary.title);
    expect(summary.seo.robots).toBe('follow, index');
  });

  it('copes with what editors leave empty', () => {
    const empty = toBlogPostSummary(
      edited({author: '  ', published_at: null, hero_image: {} as prismic.ImageField}, ['sleep', 'Not A Slug', '']),
    );
    expect(empty.author).toBeNull();
    // No date in the content: when Prismic first published it.
    expect(empty.publishedAt).toBe(post.first_publication_date);
    expect(empty.image).toBeNull();
    // Tags that cannot be a URL get no list.
    expect(empty.tags.map((tag) => tag.tag)).toEqual(['sleep']);
  });

  it('keeps blogpage content within its limits', async () => {
    const page = store.documents.find((doc) => doc.type === 'blogpage' && doc.uid === 'inspiration') as BlogPageDocument;
    const fakeClient = {
      getByUID: async () => ({...page, data: {...page.data, page_size: 500, posts_tag: 'Bad Tag'}}),
    } as unknown as prismic.Client;
    const listing = await createBlogService(fakeClient).getBlogPage('inspiration');
    expect(listing).toMatchObject({uid: 'inspiration', title: 'Inspiration', pageSize: 24, postsTag: null, url: '/blogs/inspiration'});
  });
});
