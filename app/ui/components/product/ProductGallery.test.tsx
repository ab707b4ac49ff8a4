/**
 * What the server renders for the product gallery, which is what a shopper without JavaScript gets: thumbnails
 * that are links to `?image=N` keeping the other params, the current one marked, and Zoom a link to the image.
 */
import {describe, expect, it} from 'vitest';
import type {ReactNode} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {createStaticHandler, createStaticRouter, StaticRouterProvider} from 'react-router-dom/server';
import {ProductGallery} from './ProductGallery';

/** Server-renders `children` at `url`, as the product route would. */
async function render(children: ReactNode, url: string) {
  const handler = createStaticHandler([{id: 'product', path: '/products/:handle', element: children}]);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error('unexpected redirect');
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToStaticMarkup(<StaticRouterProvider router={router} context={context} hydrate={false} />);
}

const image = (n: number, altText: string | null = null) => ({
  url: `https://cdn.shopify.com/s/files/bed-${n}.jpg`,
  altText,
  width: 1200,
  height: 900,
});
const images = [image(1, 'Oslo bed in oak'), image(2), image(3)];
const PAGE = 'http://localhost/products/oslo-timber-bed?variant=42&image=2';

describe('ProductGallery', () => {
  it('links every thumbnail to its ?image=, keeping the variant, and marks the current one', async () => {
    const html = await render(<ProductGallery title="Oslo bed" images={images} initialIndex={1} />, PAGE);
    expect(html).toContain('href="/products/oslo-timber-bed?variant=42" aria-label="Show image 1 of 3"');
    expect(html).toContain('href="/products/oslo-timber-bed?variant=42&amp;image=2" aria-label="Show image 2 of 3" aria-current="true"');
    expect(html).toContain('href="/products/oslo-timber-bed?variant=42&amp;image=3" aria-label="Show image 3 of 3"');
    expect(html.match(/aria-current/g)).toHaveLength(1);
  });

  it("shows the current image large, with the title and its place as alt text when it has none of its own", async () => {
    const html = await render(<ProductGallery title="Oslo bed" images={images} initialIndex={1} />, PAGE);
    expect(html).toContain('src="https://cdn.shopify.com/s/files/bed-2.jpg?width=720"');
    expect(html).toContain('alt="Oslo bed, image 2 of 3"');
    // Thumbnails are named by their links: their pictures are decorative.
    expect(html.match(/alt=""/g)).toHaveLength(3);
  });

  it('makes Zoom a link to the full-size image before JavaScript', async () => {
    const html = await render(<ProductGallery title="Oslo bed" images={images} initialIndex={0} />, PAGE);
    expect(html).toContain('<a href="https://cdn.shopify.com/s/files/bed-1.jpg" class=');
    expect(html).toContain('aria-label="Zoom image"');
    expect(html).toContain('alt="Oslo bed in oak"');
  });

  it('has no thumbnail row for a single image, and a placeholder without Zoom for none', async () => {
    const one = await render(<ProductGallery title="Oslo bed" images={[image(1)]} initialIndex={0} />, PAGE);
    expect(one).not.toContain('Show image');
    expect(one).toContain('Zoom image');
    const none = await render(<ProductGallery title="Oslo bed" images={[]} initialIndex={0} />, PAGE);
    expect(none).toContain('Image not found');
    expect(none).not.toContain('Zoom image');
  });

  it('adds a 3D thumbnail that, before JavaScript, is a link to the GLB, even for a product with one image', async () => {
    const model = {
      id: 'gid://shopify/Model3d/1',
      alt: 'Oslo bedside table, 3D model',
      glb: {url: 'https://cdn.shopify.com/3d/models/o/a/table.glb', mimeType: 'model/gltf-binary', format: 'glb', filesize: 9},
      usdz: null,
      previewImage: image(1),
    };
    const html = await render(<ProductGallery title="Oslo" images={[image(1)]} initialIndex={0} model={model} />, PAGE);
    expect(html).toContain(
      '<a href="https://cdn.shopify.com/3d/models/o/a/table.glb" type="model/gltf-binary" aria-label="View in 3D (3D model file)"',
    );
    expect(html).toContain('>3D</span>');
    // The image stays the main picture: the viewer comes only when asked for.
    expect(html).not.toContain('model-viewer');
    expect(html).toContain('alt="Oslo, image 1 of 1"');
    const without = await render(<ProductGallery title="Oslo" images={images} initialIndex={0} />, PAGE);
    expect(without).not.toContain('View in 3D');
  });
});
