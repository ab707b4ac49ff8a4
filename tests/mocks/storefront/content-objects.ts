import type {
  FixtureArticle,
  FixtureBlog,
  FixtureLocation,
  FixtureMenu,
  FixtureMenuItem,
  FixtureMetaobject,
  FixturePage,
  FixtureShopContent,
} from '../fixtures/shop-content';
import type {CatalogueIndex} from './catalogue-index';
import {CollectionObject} from './collection-object';
import {paginate, type Connection, type ConnectionArgs} from './connection';
import {gid} from './ids';
import {ImageObject} from './image-object';
import {MetafieldSet, type MetafieldIdentifier, type MetafieldObject} from './metafield-object';
import {descriptionToHtml, ProductObject, truncateDescription} from './product-objects';
import {compileSearchQuery} from './search-query';

/** Lookups over the shop's blogs, pages, menus, metaobjects and locations, built once per store. */
export interface ContentIndex {
  content: FixtureShopContent;
  blogById: Map<number, FixtureBlog>;
  blogByHandle: Map<string, FixtureBlog>;
  articleById: Map<number, {article: FixtureArticle; blog: FixtureBlog}>;
  /** Every article of every blog, newest first. */
  articles: {article: FixtureArticle; blog: FixtureBlog}[];
  pageById: Map<number, FixturePage>;
  pageByHandle: Map<string, FixturePage>;
  menuById: Map<number, FixtureMenu>;
  menuByHandle: Map<string, FixtureMenu>;
  menuItemById: Map<number, FixtureMenuItem>;
  metaobjectById: Map<number, FixtureMetaobject>;
  metaobjectsByType: Map<string, FixtureMetaobject[]>;
  locationById: Map<number, FixtureLocation>;
}

export function indexContent(content: FixtureShopContent): ContentIndex {
  const articles = content.blogs
    .flatMap((blog) => blog.articles.map((article) => ({article, blog})))
    .sort((a, b) => b.article.publishedAt.localeCompare(a.article.publishedAt));
  const menuItemById = new Map<number, FixtureMenuItem>();
  const walk = (items: readonly FixtureMenuItem[]) => {
    for (const item of items) {
      menuItemById.set(item.id, item);
      walk(item.items ?? []);
    }
  };
  content.menus.forEach((menu) => walk(menu.items));
  const metaobjectsByType = new Map<string, FixtureMetaobject[]>();
  for (const metaobject of content.metaobjects) {
    metaobjectsByType.set(metaobject.type, [...(metaobjectsByType.get(metaobject.type) ?? []), metaobject]);
  }
  return {
    content,
    blogById: new Map(content.blogs.map((blog) => [blog.id, blog])),
    blogByHandle: new Map(content.blogs.map((blog) => [blog.handle, blog])),
    articleById: new Map(articles.map((entry) => [entry.article.id, entry])),
    articles,
    pageById: new Map(content.pages.map((page) => [page.id, page])),
    pageByHandle: new Map(content.pages.map((page) => [page.handle, page])),
    menuById: new Map(content.menus.map((menu) => [menu.id, menu])),
    menuByHandle: new Map(content.menus.map((menu) => [menu.handle, menu])),
    menuItemById,
    metaobjectById: new Map(content.metaobjects.map((metaobject) => [metaobject.id, metaobject])),
    metaobjectsByType,
    locationById: new Map(content.locations.map((location) => [location.id, location])),
  };
}

/** What content objects need: the shop's domain for `onlineStoreUrl`, and the catalogue for menu resources. */
export interface ContentEnv {
  content: ContentIndex;
  catalogue: CatalogueIndex;
}

function shopUrl(env: ContentEnv, path: string): string {
  return `${env.catalogue.catalogue.shop.primaryDomainUrl.replace(/\/$/, '')}${path}`;
}

/** The fixtures carry no content metafields: every lookup answers null, as for an unset metafield. */
const noMetafields = new MetafieldSet([], '', null, '');

type ArticleArgs = ConnectionArgs & {query?: string | null; sortKey?: string | null};

const ARTICLE_SORTERS: Record<string, (a: FixtureArticle, b: FixtureArticle) => number> = {
  ID: (a, b) => a.id - b.id,
  TITLE: (a, b) => a.title.localeCompare(b.title),
  PUBLISHED_AT: (a, b) => a.publishedAt.localeCompare(b.publishedAt),
  UPDATED_AT: (a, b) => a.updatedAt.localeCompare(b.updatedAt),
  AUTHOR: (a, b) => a.author.lastName.localeCompare(b.author.lastName),
};

const authorName = (article: FixtureArticle) => `${article.author.firstName} ${article.author.lastName}`;

/** `articles(query:, sortKey:)` over some blogs' articles: ID order by default, like Shopify. */
export function articleConnection(
  entries: readonly {article: FixtureArticle; blog: FixtureBlog}[],
  args: ArticleArgs,
  env: ContentEnv,
): Connection<ArticleObject> {
  const matches = compileSearchQuery<{article: FixtureArticle; blog: FixtureBlog}>(
    args.query,
    {
      tag: ({article}, value) => article.tags.some((tag) => value.equals(tag)),
      title: ({article}, value) => value.containedIn(article.title),
      author: ({article}, value) => value.containedIn(authorName(article)),
      blog_title: ({blog}, value) => value.equals(blog.title),
      handle: ({article}, value) => value.equals(article.handle),
    },
    ({article}) => `${article.title} ${article.tags.join(' ')} ${article.content}`,
  );
  const compare = ARTICLE_SORTERS[args.sortKey ?? 'ID'];
  const blogTitle = args.sortKey === 'BLOG_TITLE';
  const sorted = entries
    .filter(matches)
    .sort((a, b) => (blogTitle ? a.blog.title.localeCompare(b.blog.title) : compare ? compare(a.article, b.article) : 0));
  return paginate(
    sorted.map(({article, blog}) => new ArticleObject(article, blog, env)),
    (article) => article.fixture.id,
    args,
  );
}

/** A Storefront API `Article`. */
export class ArticleObject {
  readonly __typename = 'Article';
  readonly trackingParameters = null;

  constructor(
    readonly fixture: FixtureArticle,
    private readonly blogFixture: FixtureBlog,
    private readonly env: ContentEnv,
  ) {}

  get id(): string {
    return gid('Article', this.fixture.id);
  }
  get handle(): string {
    return this.fixture.handle;
  }
  get title(): string {
    return this.fixture.title;
  }
  get tags(): string[] {
    return this.fixture.tags;
  }
  get publishedAt(): string {
    return this.fixture.publishedAt;
  }
  get blog(): BlogObject {
    return new BlogObject(this.blogFixture, this.env);
  }
  get author() {
    const {firstName, lastName, email, bio} = this.fixture.author;
    return {firstName, lastName, email, bio, name: `${firstName} ${lastName}`};
  }
  get authorV2() {
    return this.author;
  }
  content({truncateAt}: {truncateAt?: number | null}): string {
    return truncateDescription(this.fixture.content, truncateAt);
  }
  get contentHtml(): string {
    return descriptionToHtml(this.fixture.content);
  }
  excerpt({truncateAt}: {truncateAt?: number | null}): string {
    return truncateDescription(this.fixture.excerpt, truncateAt);
  }
  get excerptHtml(): string {
    return descriptionToHtml(this.fixture.excerpt);
  }
  get image(): ImageObject | null {
    return this.fixture.image ? new ImageObject(this.fixture.image, 'ArticleImage') : null;
  }
  get seo(): {title: string; description: string} {
    return {title: this.fixture.title, description: this.fixture.excerpt};
  }
  get onlineStoreUrl(): string {
    return shopUrl(this.env, `/blogs/${this.blogFixture.handle}/${this.fixture.handle}`);
  }
  /** The demo blog has comments switched off. */
  comments(args: ConnectionArgs): Connection<never> {
    return paginate([], () => '', args);
  }
  metafield(identifier: MetafieldIdentifier): MetafieldObject | null {
    return noMetafields.find(identifier);
  }
  metafields({identifiers}: {identifiers: MetafieldIdentifier[]}): (MetafieldObject | null)[] {
    return noMetafields.findAll(identifiers);
  }
}

/** A Storefront API `Blog`. */
export class BlogObject {
  readonly __typename = 'Blog';

  constructor(
    readonly fixture: FixtureBlog,
    private readonly env: ContentEnv,
  ) {}

  get id(): string {
    return gid('Blog', this.fixture.id);
  }
  get handle(): string {
    return this.fixture.handle;
  }
  get title(): string {
    return this.fixture.title;
  }
  get seo(): {title: string; description: null} {
    return {title: this.fixture.title, description: null};
  }
  get onlineStoreUrl(): string {
    return shopUrl(this.env, `/blogs/${this.fixture.handle}`);
  }
  get authors() {
    const seen = new Map<string, ArticleObject['author']>();
    for (const article of this.fixture.articles) {
      const author = new ArticleObject(article, this.fixture, this.env).author;
      seen.set(author.email, author);
    }
    return [...seen.values()];
  }
  articleByHandle({handle}: {handle: string}): ArticleObject | null {
    const article = this.fixture.articles.find((candidate) => candidate.handle === handle);
    return article ? new ArticleObject(article, this.fixture, this.env) : null;
  }
  articles(args: ArticleArgs): Connection<ArticleObject> {
    return articleConnection(
      this.fixture.articles.map((article) => ({article, blog: this.fixture})),
      args,
      this.env,
    );
  }
  metafield(identifier: MetafieldIdentifier): MetafieldObject | null {
    return noMetafields.find(identifier);
  }
  metafields({identifiers}: {identifiers: MetafieldIdentifier[]}): (MetafieldObject | null)[] {
    return noMetafields.findAll(identifiers);
  }
}

/** A Storefront API `Page` (an online-store page of the shop, not the Prismic content pages). */
export class PageObject {
  readonly __typename = 'Page';
  readonly trackingParameters = null;

  constructor(
    readonly fixture: FixturePage,
    private readonly env: ContentEnv,
  ) {}

  get id(): string {
    return gid('Page', this.fixture.id);
  }
  get handle(): string {
    return this.fixture.handle;
  }
  get title(): string {
    return this.fixture.title;
  }
  get body(): string {
    return descriptionToHtml(this.fixture.body);
  }
  get bodySummary(): string {
    return truncateDescription(this.fixture.body.replace(/\s+/g, ' '), 150);
  }
  get createdAt(): string {
    return this.fixture.createdAt;
  }
  get updatedAt(): string {
    return this.fixture.updatedAt;
  }
  get seo(): {title: string; description: string} {
    return {title: this.fixture.title, description: this.bodySummary};
  }
  get onlineStoreUrl(): string {
    return shopUrl(this.env, `/pages/${this.fixture.handle}`);
  }
  metafield(identifier: MetafieldIdentifier): MetafieldObject | null {
    return noMetafields.find(identifier);
  }
  metafields({identifiers}: {identifiers: MetafieldIdentifier[]}): (MetafieldObject | null)[] {
    return noMetafields.findAll(identifiers);
  }
}

const PAGE_SORTERS: Record<string, (a: FixturePage, b: FixturePage) => number> = {
  ID: (a, b) => a.id - b.id,
  TITLE: (a, b) => a.title.localeCompare(b.title),
  UPDATED_AT: (a, b) => a.updatedAt.localeCompare(b.updatedAt),
};

export function pageConnection(args: ConnectionArgs & {query?: string | null; sortKey?: string | null}, env: ContentEnv) {
  const matches = compileSearchQuery<FixturePage>(
    args.query,
    {title: (page, value) => value.containedIn(page.title), handle: (page, value) => value.equals(page.handle)},
    (page) => `${page.title} ${page.body}`,
  );
  const compare = PAGE_SORTERS[args.sortKey ?? 'ID'];
  const pages = env.content.content.pages.filter(matches).sort(compare ?? (() => 0));
  return paginate(
    pages.map((page) => new PageObject(page, env)),
    (page) => page.fixture.id,
    args,
  );
}

/** A Storefront API `MenuItem`: `url` on the shop's domain, `resource` the object it links to. */
export class MenuItemObject {
  readonly __typename = 'MenuItem';
  readonly tags: string[] = [];

  constructor(
    readonly fixture: FixtureMenuItem,
    private readonly env: ContentEnv,
  ) {}

  get id(): string {
    return gid('MenuItem', this.fixture.id);
  }
  get title(): string {
    return this.fixture.title;
  }
  get type(): string {
    return this.fixture.type;
  }
  get items(): MenuItemObject[] {
    return (this.fixture.items ?? []).map((item) => new MenuItemObject(item, this.env));
  }
  get resource(): ArticleObject | BlogObject | CollectionObject | PageObject | ProductObject | null {
    const {type, handle} = this.fixture;
    const {content, catalogue} = this.env;
    if (!handle) return null;
    switch (type) {
      case 'COLLECTION': {
        const collection = catalogue.collectionByHandle.get(handle);
        return collection ? new CollectionObject(collection, catalogue) : null;
      }
      case 'PRODUCT': {
        const product = catalogue.productByHandle.get(handle);
        return product ? new ProductObject(product, catalogue) : null;
      }
      case 'PAGE': {
        const page = content.pageByHandle.get(handle);
        return page ? new PageObject(page, this.env) : null;
      }
      case 'BLOG': {
        const blog = content.blogByHandle.get(handle);
        return blog ? new BlogObject(blog, this.env) : null;
      }
      case 'ARTICLE': {
        const [blogHandle, articleHandle] = handle.split('/');
        const blog = content.blogByHandle.get(blogHandle);
        const article = blog?.articles.find((candidate) => candidate.handle === articleHandle);
        return blog && article ? new ArticleObject(article, blog, this.env) : null;
      }
      default:
        return null;
    }
  }
  get resourceId(): string | null {
    const resource = this.resource;
    return resource ? resource.id : null;
  }
  get url(): string | null {
    const {type, handle, path} = this.fixture;
    if (path) return /^https?:/.test(path) ? path : shopUrl(this.env, path);
    switch (type) {
      case 'COLLECTION':
        return shopUrl(this.env, `/collections/${handle}`);
      case 'PRODUCT':
        return shopUrl(this.env, `/products/${handle}`);
      case 'PAGE':
        return shopUrl(this.env, `/pages/${handle}`);
      case 'BLOG':
        return shopUrl(this.env, `/blogs/${handle}`);
      case 'ARTICLE':
        return shopUrl(this.env, `/blogs/${handle}`);
      default:
        return shopUrl(this.env, '/');
    }
  }
}

function countItems(items: readonly FixtureMenuItem[]): number {
  return items.reduce((sum, item) => sum + 1 + countItems(item.items ?? []), 0);
}

/** A Storefront API `Menu`. */
export class MenuObject {
  readonly __typename = 'Menu';

  constructor(
    readonly fixture: FixtureMenu,
    private readonly env: ContentEnv,
  ) {}

  get id(): string {
    return gid('Menu', this.fixture.id);
  }
  get handle(): string {
    return this.fixture.handle;
  }
  get title(): string {
    return this.fixture.title;
  }
  get items(): MenuItemObject[] {
    return this.fixture.items.map((item) => new MenuItemObject(item, this.env));
  }
  /** Every item, nested ones included. */
  get itemsCount(): number {
    return countItems(this.fixture.items);
  }
}

/** A Storefront API `Metaobject`; its fields are plain values (no references in the demo). */
export class MetaobjectObject {
  readonly __typename = 'Metaobject';
  readonly seo = null;

  constructor(
    readonly fixture: FixtureMetaobject,
    private readonly env: ContentEnv,
  ) {}

  get id(): string {
    return gid('Metaobject', this.fixture.id);
  }
  get handle(): string {
    return this.fixture.handle;
  }
  get type(): string {
    return this.fixture.type;
  }
  get updatedAt(): string {
    return this.fixture.updatedAt;
  }
  get onlineStoreUrl(): string | null {
    return this.fixture.onlineStore ? shopUrl(this.env, `/pages/${this.fixture.type}/${this.fixture.handle}`) : null;
  }
  get fields() {
    return this.fixture.fields.map((field) => ({...field, __typename: 'MetaobjectField', reference: null, references: null}));
  }
  field({key}: {key: string}) {
    return this.fields.find((field) => field.key === key) ?? null;
  }
}

/** A Storefront API `Location` (the showrooms). */
export class LocationObject {
  readonly __typename = 'Location';

  constructor(readonly fixture: FixtureLocation) {}

  get id(): string {
    return gid('Location', this.fixture.id);
  }
  get name(): string {
    return this.fixture.name;
  }
  get address() {
    const address = this.fixture.address;
    return {
      ...address,
      address2: null,
      formatted: [address.address1, `${address.city} ${address.provinceCode} ${address.zip}`, address.country],
    };
  }
  private metafieldSet(): MetafieldSet {
    return new MetafieldSet(this.fixture.metafields, this.id, this, '2024-01-01T00:00:00Z');
  }
  metafield(identifier: MetafieldIdentifier): MetafieldObject | null {
    return this.metafieldSet().find(identifier);
  }
  metafields({identifiers}: {identifiers: MetafieldIdentifier[]}): (MetafieldObject | null)[] {
    return this.metafieldSet().findAll(identifiers);
  }
}
