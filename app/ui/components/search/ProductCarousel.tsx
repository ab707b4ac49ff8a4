import {useRef, type ReactNode} from 'react';
import type {ProductSummary} from '~/domain/types';
import {ProductTile} from '~/ui/components/product/ProductTile';

/** Arrows only when there are more than 3 products (and only from md up). */
export const CAROUSEL_ARROWS_MIN_PRODUCTS = 4;

interface ProductCarouselProps<P extends ProductSummary> {
  title: string;
  products: P[];
  /** Called when a product's link is followed. */
  onProductClick?: (product: P) => void;
  /** Wraps each slide, e.g. to observe when it is seen. */
  slideProps?: (product: P) => Record<string, string>;
  footer?: ReactNode;
}

/**
 * A row of product tiles: 2.5 slides per
 * view on small screens moving one at a time, 3 per view from 1024 px moving
 * three at a time. It is a native scroll area, so it works by touch, trackpad
 * and keyboard without JavaScript; the arrows only add buttons.
 */
export function ProductCarousel<P extends ProductSummary>({title, products, onProductClick, slideProps}: ProductCarouselProps<P>) {
  const track = useRef<HTMLUListElement>(null);
  const scroll = (direction: 1 | -1) => {
    const list = track.current;
    const slide = list?.firstElementChild as HTMLElement | null;
    if (!list || !slide) return;
    const perMove = window.matchMedia('(min-width: 1024px)').matches ? 3 : 1;
    // The row's CSS glides it (motion-safe:scroll-smooth): with reduced motion it jumps (WCAG 2.3.3).
    list.scrollBy({left: direction * slide.offsetWidth * perMove});
  };
  const headingId = `carousel-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    // Recommendations come at the end of a page, so the browser lays them out only once they near the viewport.
    <section aria-labelledby={headingId} className="render-when-near container-page py-8" data-testid="product-carousel">
      <div className="mb-4 flex items-center justify-between">
        <h2 id={headingId} className="text-2xl font-bold text-brand">
          {title}
        </h2>
        {products.length >= CAROUSEL_ARROWS_MIN_PRODUCTS ? (
          <div className="hidden gap-2 md:flex">
            <button type="button" onClick={() => scroll(-1)} className="btn-secondary h-10 w-10 p-0" aria-label={`Previous ${title}`}>
              ‹
            </button>
            <button type="button" onClick={() => scroll(1)} className="btn-secondary h-10 w-10 p-0" aria-label={`Next ${title}`}>
              ›
            </button>
          </div>
        ) : null}
      </div>
      <ul
        ref={track}
        // Keyboard users scroll it by tabbing through the tiles' links.
        aria-label={title}
        className="flex snap-x snap-mandatory gap-4 overflow-x-auto pb-4 focus-visible:outline focus-visible:outline-2 motion-safe:scroll-smooth"
      >
        {products.map((product) => (
          <li
            key={product.id}
            className="shrink-0 basis-[40%] snap-start lg:basis-[calc((100%-2rem)/3)]"
            onClickCapture={(event) => {
              if ((event.target as HTMLElement).closest('a')) onProductClick?.(product);
            }}
            {...slideProps?.(product)}
          >
            <ProductTile product={product} />
          </li>
        ))}
      </ul>
    </section>
  );
}
