/**
 * 3D model media through the Storefront API stand-in: the demo product with a model lists it in `product.media` as
 * a `Model3d` with GLB and USDZ sources, fragments on `Model3d` resolve as on the real API, the product page's own
 * query (validated against the official schema by the stand-in before it runs) reads it, and the files the sources
 * name are served: a GLB that three.js's glTF loader (model-viewer's) reads, and a USDZ laid out as USDZ requires.
 */
import {setupServer} from 'msw/node';
import {GLTFLoader} from 'three/examples/jsm/loaders/GLTFLoader.js';
import type {Mesh} from 'three';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {PRODUCT_QUERY} from '~/services/storefront/products.server';
import {catalogue, FIXTURE_CASES} from '../fixtures/catalogue';
import {handlers as imageHandlers} from '../images/handlers';
import {executeStorefrontRequest} from './execute';
import {buildStorefrontStore} from './store';
import {TEST_ORIGIN, testImageUrl} from './test-support';

const store = buildStorefrontStore({catalogue, imageUrl: testImageUrl});
const server = setupServer(...imageHandlers);
beforeAll(() => server.listen({onUnhandledRequest: 'error'}));
afterAll(() => server.close());

async function run<T>(query: string, variables: Record<string, unknown>): Promise<T> {
  const {status, body} = await executeStorefrontRequest(store, {query, variables}, TEST_ORIGIN);
  expect(status).toBe(200);
  expect(body.errors).toBeUndefined();
  return body.data as T;
}

interface Source {
  url: string;
  mimeType: string;
  format: string;
  filesize: number;
}
interface MediaNode {
  __typename: string;
  id: string;
  mediaContentType: string;
  alt: string | null;
  previewImage: {url: string} | null;
  sources?: Source[];
}

const MEDIA = `query($handle: String!) { product(handle: $handle) { images(first: 10) { nodes { url } }
  media(first: 20) { nodes { __typename id mediaContentType alt previewImage { url }
    ... on Model3d { sources { url mimeType format filesize } } } } } }`;

const {handle, modelKey} = FIXTURE_CASES.model3d;

describe('Model3d media in the stand-in', () => {
  it("lists the demo product's model after its images, with GLB and USDZ sources and an image as its preview", async () => {
    const {product} = await run<{product: {images: {nodes: {url: string}[]}; media: {nodes: MediaNode[]}}}>(MEDIA, {
      handle,
    });
    const models = product.media.nodes.filter((node) => node.__typename === 'Model3d');
    expect(models).toHaveLength(1);
    expect(product.media.nodes.at(-1)).toBe(models[0]);
    expect(product.media.nodes.slice(0, -1).every((node) => node.__typename === 'MediaImage')).toBe(true);
    const [model] = models;
    expect(model).toMatchObject({mediaContentType: 'MODEL_3D', alt: 'Oslo Bedside Table, 3D model'});
    expect(model.id).toMatch(/^gid:\/\/shopify\/Model3d\/\d+$/);
    expect(product.images.nodes.map((image) => image.url)).toContain(model.previewImage?.url);
    expect(model.sources).toEqual([
      {url: `${TEST_ORIGIN}/cdn/shop/3d/models/${modelKey}.glb`, mimeType: 'model/gltf-binary', format: 'glb', filesize: expect.any(Number)},
      {url: `${TEST_ORIGIN}/cdn/shop/3d/models/${modelKey}.usdz`, mimeType: 'model/vnd.usdz+zip', format: 'usdz', filesize: expect.any(Number)},
    ]);
    // MediaImage has no `sources`: the inline fragment on Model3d adds nothing to it, as on Shopify.
    expect(product.media.nodes[0]).not.toHaveProperty('sources');
  });

  it('gives no other product a model', async () => {
    const others = catalogue.products.filter((product) => product.handle !== handle && product.models?.length);
    expect(others.map((product) => product.handle)).toEqual([]);
    const {product} = await run<{product: {media: {nodes: MediaNode[]}}}>(MEDIA, {handle: 'oslo-timber-bed'});
    expect(product.media.nodes.map((node) => node.__typename)).not.toContain('Model3d');
  });

  it("answers the product page's own query (the app's #graphql, checked against the schema) with the model", async () => {
    const {product} = await run<{product: {media: {nodes: Partial<MediaNode>[]}}}>(PRODUCT_QUERY, {handle});
    const models = product.media.nodes.filter((node) => node.sources);
    expect(models).toHaveLength(1);
    expect(models[0].sources?.map((source) => source.format)).toEqual(['glb', 'usdz']);
    // The other media are images, which the query's Model3d fragment selects nothing from.
    expect(product.media.nodes.filter((node) => Object.keys(node).length === 0)).toHaveLength(
      product.media.nodes.length - 1,
    );
  });

  it('serves the GLB its source names: a glTF 2.0 binary that three.js loads as a mesh of its filesize', async () => {
    const {product} = await run<{product: {media: {nodes: MediaNode[]}}}>(MEDIA, {handle});
    const glb = product.media.nodes.flatMap((node) => node.sources ?? []).find((source) => source.format === 'glb')!;
    const response = await fetch(glb.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('model/gltf-binary');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const bytes = await response.arrayBuffer();
    expect(bytes.byteLength).toBe(glb.filesize);
    // A few kB, as the page's 3D view wants.
    expect(bytes.byteLength).toBeLessThan(8000);
    const view = new DataView(bytes);
    expect([view.getUint32(0, true), view.getUint32(4, true), view.getUint32(8, true)]).toEqual([
      0x46546c67,
      2,
      bytes.byteLength,
    ]);

    const gltf = await new GLTFLoader().parseAsync(bytes, '');
    const meshes: Mesh[] = [];
    gltf.scene.traverse((node) => {
      if ('isMesh' in node) meshes.push(node as Mesh);
    });
    expect(meshes).toHaveLength(1);
    const geometry = meshes[0].geometry;
    geometry.computeBoundingBox();
    // 55 cm tall, standing on the floor, 50 × 40 cm.
    expect(geometry.boundingBox?.min.y).toBeCloseTo(0);
    expect(geometry.boundingBox?.max.toArray().map((n) => Math.round(n * 100))).toEqual([25, 55, 20]);
    expect(geometry.getAttribute('normal').count).toBe(geometry.getAttribute('position').count);
    // Eight boxes (four legs, body, two drawer fronts, top), two triangles a face.
    expect(geometry.index?.count).toBe(8 * 36);
    // Every triangle winds counter-clockwise seen from outside (its normal's side), or it would render inside out.
    const position = geometry.getAttribute('position');
    const normal = geometry.getAttribute('normal');
    const index = geometry.index!;
    const at = (i: number) => [position.getX(i), position.getY(i), position.getZ(i)];
    for (let t = 0; t < index.count; t += 3) {
      const [a, b, c] = [index.getX(t), index.getX(t + 1), index.getX(t + 2)].map(at);
      const u = b.map((n, k) => n - a[k]);
      const v = c.map((n, k) => n - a[k]);
      const cross = [u[1] * v[2] - u[2] * v[1], u[2] * v[0] - u[0] * v[2], u[0] * v[1] - u[1] * v[0]];
      const i = index.getX(t);
      expect(cross[0] * normal.getX(i) + cross[1] * normal.getY(i) + cross[2] * normal.getZ(i)).toBeGreaterThan(0);
    }
  });

  it('serves the USDZ: an uncompressed zip whose USD layer starts on a 64-byte boundary', async () => {
    const response = await fetch(`${TEST_ORIGIN}/cdn/shop/3d/models/${modelKey}.usdz`);
    expect(response.headers.get('content-type')).toBe('model/vnd.usdz+zip');
    const bytes = new Uint8Array(await response.arrayBuffer());
    const view = new DataView(bytes.buffer);
    expect(view.getUint32(0, true)).toBe(0x04034b50);
    expect(view.getUint16(8, true)).toBe(0);
    const dataAt = 30 + view.getUint16(26, true) + view.getUint16(28, true);
    expect(dataAt % 64).toBe(0);
    const name = new TextDecoder().decode(bytes.subarray(30, 30 + view.getUint16(26, true)));
    expect(name).toBe('model.usda');
    const layer = new TextDecoder().decode(bytes.subarray(dataAt, dataAt + view.getUint32(22, true)));
    expect(layer).toMatch(/^#usda 1\.0\n/);
    expect(layer).toContain('def Mesh "Body"');
    expect(layer).toContain('uniform token info:id = "UsdPreviewSurface"');
  });

  it('answers 404 for a model key or format it does not have', async () => {
    expect((await fetch(`${TEST_ORIGIN}/cdn/shop/3d/models/nope.glb`)).status).toBe(404);
    expect((await fetch(`${TEST_ORIGIN}/cdn/shop/3d/models/${modelKey}.obj`)).status).toBe(404);
  });
});
