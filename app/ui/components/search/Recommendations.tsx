import {Await, useFetcher} from '@remix-run/react';
import {Suspense, useEffect, useRef} from 'react';
import type {RecommendationSet, SearchProduct} from '~/domain/search';
import {recommendationsHref, type RecommendationPlacement} from '~/domain/recommendations';
import type {RecommendationsData} from '~/features/listing/api-data';
import {sendRecommendationBeacon, type CarouselReport} from '~/ui/analytics/recommendation-beacons';
import {ProductCarousel} from './ProductCarousel';
import {CURRENCY, STORE_EVENTS, trackedItem, usePublishStoreEvent} from '~/ui/analytics/events';
import {ownEntry} from '~/domain/own-entry';

const TITLES: Record<string, string> = {
  'home-page': 'Trending now',
  'product-page': 'You may also like',
  'basket-page': 'Complete your bedroom',
  other: 'Best sellers',
};

/**
 * Recommendations for a placement, streamed after the page (they never hold
 * up its first byte). Nothing is shown while they load, when there are none,
 * or when the provider failed.
 */
export function Recommendations({recommendations}: {recommendations: Promise<RecommendationSet | null> | RecommendationSet | null}) {
  return (
    <Suspense fallback={null}>
      <Await resolve={recommendations} errorElement={null}>
        {(set) => (set && set.products.length > 0 ? <RecommendationCarousel set={set} /> : null)}
      </Await>
    </Suspense>
  );
}

/**
 * Recommendations the browser asks for once the page has hydrated (GET /api/recommendations), again when the
 * seed changes: for a page rendered for one shopper alone (the bag), whose server time is not spent on them.
 * Nothing is shown without JavaScript, while they load, or when the provider failed.
 */
export function LoadedRecommendations({placement, seed}: {placement: RecommendationPlacement; seed: string[]}) {
  const {load, data} = useFetcher<RecommendationsData>();
  const href = recommendationsHref(placement, seed);
  useEffect(() => {
    load(href);
  }, [load, href]);
  return <Recommendations recommendations={data?.recommendations ?? null} />;
}

function report(set: RecommendationSet, kind: CarouselReport['kind'], products: SearchProduct[]): CarouselReport {
  return {
    kind,
    tag: set.tag,
    placement: set.placement,
    seed: set.seed,
    products: products.map((product) => ({id: product.searchId, sku: product.sku})),
  };
}

function RecommendationCarousel({set}: {set: RecommendationSet}) {
  const publish = usePublishStoreEvent();
  const visible = useRef(new Set<string>());
  const sent = useRef(new Set<string>());

  // Render once; impressions as tiles come into view, batched, clearing the visible ids after each send.
  useEffect(() => {
    sendRecommendationBeacon(report(set, 'render', set.products));
    const byId = new Map(set.products.map((product) => [product.searchId, product]));
    let timer: ReturnType<typeof setTimeout> | undefined;
    const flush = () => {
      const seen = [...visible.current].flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
      visible.current.clear();
      if (seen.length > 0) sendRecommendationBeacon(report(set, 'impression', seen));
    };
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const id = (entry.target as HTMLElement).dataset.recommendationId;
          if (!entry.isIntersecting || !id || sent.current.has(id)) continue;
          sent.current.add(id);
          visible.current.add(id);
        }
        clearTimeout(timer);
        timer = setTimeout(flush, 500);
      },
      {threshold: 0.5},
    );
    document.querySelectorAll(`[data-recommendation-tag="${set.tag}"]`).forEach((node) => observer.observe(node));
    return () => {
      observer.disconnect();
      clearTimeout(timer);
      flush();
    };
  }, [set]);

  return (
    <ProductCarousel
      title={ownEntry(TITLES, set.placement) ?? TITLES.other}
      products={set.products}
      onProductClick={(product) => {
        sendRecommendationBeacon(report(set, 'click', [product]));
        publish(STORE_EVENTS.productClick, {currency: CURRENCY, list: `recommendations:${set.tag}`, item: trackedItem(product)});
      }}
      slideProps={(product) => ({'data-recommendation-id': product.searchId, 'data-recommendation-tag': set.tag})}
    />
  );
}
