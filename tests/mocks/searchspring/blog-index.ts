/**
 * The blog site (`dhblog`): the inspiration blog's posts, a separate
 * Searchspring site as the storefront's header panel queries it.
 */
import type {WireBlogResult} from '~/services/searchspring/wire';
import {STAND_IN_SITE_IDS} from '~/config/search';
import type {FixtureBlogPost} from '../fixtures/blog-posts';
import {imageUrl} from '../images/handlers';
import {encodeEntities} from './encode';
import {collectPhrases, createSite, type SearchDocument, type SearchSite} from './site';

export type BlogSite = SearchSite<WireBlogResult>;

/** Tags are slugs ("buying-guide"); people type words. */
const tagWords = (tag: string) => tag.replace(/-/g, ' ');

function blogDocument(id: number, post: FixtureBlogPost): SearchDocument<WireBlogResult> {
  const record = {
    uid: post.handle,
    name: encodeEntities(post.title),
    handle: post.handle,
    url: `/blogs/inspiration/${post.handle}`,
    tags: post.tags.map(encodeEntities),
    summary: encodeEntities(post.summary),
    published_at: post.publishedAt,
  };
  return {
    id,
    text: {name: post.title, tags: post.tags.map(tagWords).join(' '), summary: post.summary},
    values: {tags: post.tags},
    numbers: {created_at: Date.parse(post.publishedAt)},
    sortName: post.title.toLowerCase(),
    result: (origin) => ({...record, imageUrl: imageUrl(origin, post.imageKey)}),
  };
}

export function createBlogSite(posts: readonly FixtureBlogPost[]): BlogSite {
  const documents = posts.map((post, id) => blogDocument(id, post));
  return createSite<WireBlogResult, SearchDocument<WireBlogResult>>({
    siteId: STAND_IN_SITE_IDS.blog,
    documents,
    textFields: [
      {name: 'name', boost: 3},
      {name: 'tags', boost: 2},
      {name: 'summary', boost: 1},
    ],
    facets: [{field: 'tags', label: 'Topic', type: 'list'}],
    sortOptions: [
      {field: 'relevance', direction: 'desc', label: 'Best Match'},
      {field: 'created_at', direction: 'desc', label: 'Newest'},
      {field: 'name', direction: 'asc', label: 'Title: A to Z'},
    ],
    defaultPerPage: {search: 24, autocomplete: 3},
    phrases: collectPhrases(
      posts.flatMap((post, id) => [
        {text: post.title, source: 'name', id},
        ...post.tags.map((tag) => ({text: tagWords(tag), source: 'tags', id})),
      ]),
    ),
  });
}
