/**
 * The stand-in's two Searchspring sites, built from the catalogue and the
 * blog fixture in one go (the handlers do it on first use, once).
 */
import type {FixtureCatalogue} from '../fixtures/types';
import {BLOG_POSTS, type FixtureBlogPost} from '../fixtures/blog-posts';
import {createBlogSite, type BlogSite} from './blog-index';
import {createProductSite, type ProductSite} from './catalogue-index';

export interface SearchSites {
  products: ProductSite;
  blog: BlogSite;
}

export function createSearchSites(catalogue: FixtureCatalogue, posts: readonly FixtureBlogPost[] = BLOG_POSTS): SearchSites {
  return {products: createProductSite(catalogue), blog: createBlogSite(posts)};
}
