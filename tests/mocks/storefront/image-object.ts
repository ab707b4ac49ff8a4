import type {FixtureImage, FixtureModel3d} from '../fixtures/types';
import {MODEL_MIME_TYPES, modelFile, modelUrl, type ModelFormat} from '../images/model3d';
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

/** A product's 3D model as `Model3d`, for `product.media`: its GLB (browsers) and USDZ (iOS AR) sources. */
export class Model3dObject {
  readonly __typename = 'Model3d';
  readonly mediaContentType = 'MODEL_3D';
  readonly presentation = null;

  constructor(private readonly fixture: FixtureModel3d, readonly previewImage: ImageObject | null) {}

  get id(): string {
    return gid('Model3d', stableNumericId(this.fixture.key));
  }
  get alt(): string {
    return this.fixture.alt;
  }
  sources(_args: unknown, context: StorefrontContext): {url: string; mimeType: string; format: string; filesize: number}[] {
    return (['glb', 'usdz'] as const satisfies readonly ModelFormat[]).map((format) => ({
      url: modelUrl(context.origin, this.fixture.key, format),
      mimeType: MODEL_MIME_TYPES[format],
      format,
      filesize: modelFile(this.fixture, format).length,
    }));
  }
}
