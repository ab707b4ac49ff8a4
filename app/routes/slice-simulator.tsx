import {useLoaderData, type MetaFunction} from '@remix-run/react';
import {SliceZone} from '@prismicio/react';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {useEffect, useState, type MouseEvent} from 'react';
import {components, type SliceContext} from '~/ui/slices';
import {DEMO_SLICES} from '~/ui/slices/demo-slices';
import type {PageSlice} from '~/domain/slice-types';
import type {ProductSummary} from '~/domain/types';
import {resolveCatalogueSlices} from '~/features/content/catalogue-slices.server';
import {SliceProductTile} from '~/ui/components/product/SliceProductTile';
import type {LayoutHandle} from '~/ui/hooks/use-route-layout';
import {pageMeta} from '~/features/seo/meta';
import {BRAND} from '~/config/brand';

/** The slices layout: no banners, header or footer around the slices. */
export const handle: LayoutHandle = {layout: 'slices'};

/**
 * /slice-simulator: Slice Machine's simulator frame. Inside Slice Machine,
 * @prismicio/simulator's SimulatorManager receives the slices being edited
 * and they replace the page's; opened on its own, it shows an example of
 * every slice type the app has (~/slices/demo-slices), with real product
 * tiles for the catalogue example.
 */
export async function loader({context}: LoaderFunctionArgs) {
  const products = await resolveCatalogueSlices(context, DEMO_SLICES);
  return {slices: DEMO_SLICES, products};
}

export const meta: MetaFunction = () =>
  pageMeta({title: 'Slice simulator', robots: 'noindex, nofollow', brandName: BRAND.name});

/** In the simulator, links must not navigate the frame away (Slice Machine's own rule). */
function keepFrame(event: MouseEvent) {
  if (event.target instanceof Element && event.target.closest('a, button[type="submit"]')) event.preventDefault();
}

export default function SliceSimulator() {
  const {slices: demo, products} = useLoaderData<typeof loader>();
  const [simulated, setSimulated] = useState<PageSlice[] | null>(null);

  useEffect(() => {
    // Opened directly (not framed by Slice Machine): the examples stay.
    if (window.parent === window) return;
    let cancelled = false;
    void import('@prismicio/simulator/kit').then(({SimulatorManager, StateEventType}) => {
      if (cancelled) return;
      const manager = new SimulatorManager();
      manager.state.on(StateEventType.Slices, (slices) => setSimulated(slices as PageSlice[]));
      void manager.init();
    });
    return () => {
      cancelled = true;
    };
  }, []);

  const slices = simulated ?? demo;
  const context: SliceContext<ProductSummary> = {products, ProductTile: SliceProductTile};
  return (
    <div className="slice-simulator" data-testid="slice-simulator">
      {simulated ? null : (
        <p className="border-b border-neutral-200 bg-neutral-50 px-4 py-2 text-sm" data-testid="slice-simulator-intro">
          {`Slice simulator: an example of each of the ${demo.length} slice types. Slice Machine replaces them with the slices you are editing.`}
        </p>
      )}
      <div className="slice-simulator--root" onClickCapture={simulated ? keepFrame : undefined}>
        <div data-slice-zone>
          <SliceZone slices={slices} components={components} context={context} />
        </div>
      </div>
    </div>
  );
}
