import type {FixtureImage} from '../fixtures/types';
import type {StorefrontContext} from './context';
import {gid, stableNumericId} from './ids';

interface ImageTransform {
  maxWidth?: number | null;
  maxHeight?: number | null;
  crop?: string | null;
  scale?: number | null;
}

/**
 * A Storefront API `Image` pointing at the image stand-in. Transforms become
 * the CDN's `width`/`height`/`crop` query parameters, as on cdn.shopify.com.
 */
export class ImageObject {
  readonly __typename = 'Image';

  constructor(
    private readonly fixture: FixtureImage,
    /** `ProductImage` or `CollectionImage`, as in Shopify's image gids. */
    private readonly gidType: string,
  ) {}

  get id(): string {
    return gid(this.gidType, stableNumericId(this.fixture.key));
  }
  get altText(): string {
    return this.fixture.altText;
  }
  get width(): number {
    return this.fixture.width;
  }
  get height(): number {
    return this.fixture.height;
  }

  url({transform}: {transform?: ImageTransform | null}, context: StorefrontContext): string {
    return this.transformedUrl(transform ?? {}, context);
  }
  originalSrc(_args: unknown, context: StorefrontContext): string {
    return this.transformedUrl({}, context);
  }
  src(_args: unknown, context: StorefrontContext): string {
    return this.transformedUrl({}, context);
  }
  transformedSrc(transform: ImageTransform, context: StorefrontContext): string {
    return this.transformedUrl(transform, context);
  }

  private transformedUrl(transform: ImageTransform, context: StorefrontContext): string {
    const url = new URL(context.store.imageUrl(context.origin, this.fixture.key));
    const scale = transform.scale ?? 1;
    if (transform.maxWidth) url.searchParams.set('width', String(transform.maxWidth * scale));
    if (transform.maxHeight) url.searchParams.set('height', String(transform.maxHeight * scale));
    if (transform.crop) url.searchParams.set('crop', transform.crop.toLowerCase());
    return url.toString();
  }
}

/** A product image as `MediaImage`, for `product.media`. */
export class MediaImageObject {
  readonly __typename = 'MediaImage';
  readonly mediaContentType = 'IMAGE';
  readonly presentation = null;

  constructor(readonly image: ImageObject, private readonly key: string, readonly alt: string) {}

  get id(): string {
    return gid('MediaImage', stableNumericId(this.key));
  }
  get previewImage(): ImageObject {
    return this.image;
  }
}
