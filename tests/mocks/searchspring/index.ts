/**
 * The stand-in's two Searchspring sites, built from the catalogue and the
 * blog fixture in one go (the handlers do it on first use, once). The product
 * site is priced per instant: `products.at(now)`.
 */
import type {FixtureCatalogue} from '../fixtures/types';
import {BLOG_POSTS, type FixtureBlogPost} from '../fixtures/blog-posts';
import {createBlogSite, type BlogSite} from './blog-index';
import {createProductIndex, type ProductIndex} from './catalogue-index';

export interface SearchSites {
  products: ProductIndex;
  blog: BlogSite;
}

export function createSearchSites(catalogue: FixtureCatalogue, posts: readonly FixtureBlogPost[] = BLOG_POSTS): SearchSites {
  return {products: createProductIndex(catalogue), blog: createBlogSite(posts)};
}
