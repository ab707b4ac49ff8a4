import {setupServer} from 'msw/node';
import {PDFDocument} from 'pdf-lib';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {bedLayers, offeredChoices, type BedBuilderOptions, type BedSelection} from '../../../app/domain/bed-builder';
import {toBedBuilderContent} from '../../../app/services/prismic/bed-builder.server';
import type {BedBuilderDocument} from '../../../app/services/prismic/document-types';
import {catalogue, variantById} from '../fixtures/catalogue';
import bedbuilderContent from '../fixtures/content/bedbuilder.json';
import {BED_BUCKET_PATH, BED_BUCKET_PATHS} from './bed-builder';
import {handlers} from './handlers';

const ORIGIN = 'http://bucket.test';
const server = setupServer(...handlers);
beforeAll(() => server.listen({onUnhandledRequest: 'error'}));
afterAll(() => server.close());

const {content, problems} = toBedBuilderContent(bedbuilderContent as unknown as BedBuilderDocument);
const options: BedBuilderOptions = content.options;

/** Every selection the builder can reach. */
function everySelection(): BedSelection[] {
  const all: BedSelection[] = [];
  for (const material of offeredChoices(options, {} as BedSelection, 'material')) {
    for (const colour of offeredChoices(options, {material} as BedSelection, 'colour')) {
      const partial = {material, colour, headboard: '', base: ''};
      for (const headboard of offeredChoices(options, partial, 'headboard')) {
        for (const base of offeredChoices(options, partial, 'base')) all.push({material, colour, headboard, base});
      }
    }
  }
  return all;
}

describe('bed builder demo content', () => {
  it('has no problems and offers each material in several colours', () => {
    expect(problems).toEqual([]);
    expect(options.materials.map((m) => m.name)).toEqual(['Timber', 'Upholstered', 'Velvet']);
    expect(options.materials.every((m) => m.colours.length >= 2)).toBe(true);
  });

  it('labels each part with what goes in the bag: the colour it is made in, and a frame of its material', () => {
    for (const material of options.materials) {
      for (const colour of material.colours) {
        for (const part of [...colour.bases, ...colour.headboards]) {
          for (const gid of part.variantIds) {
            const found = variantById(Number(gid.split('/').pop()))!;
            const variantColour = found.variant.selectedOptions.find((o) => o.name === 'Colour')?.value ?? '';
            expect(colour.name, `${material.name} / ${colour.name} / ${part.name}`).toContain(variantColour);
          }
        }
        const base = variantById(Number(colour.bases[0].variantIds[0].split('/').pop()))!;
        expect(base.product.title, `${material.name} / ${colour.name}`).toMatch({
          Timber: /Timber/,
          Upholstered: /Upholstered/,
          Velvet: /Velvet/,
        }[material.name]!);
      }
    }
  });

  it('offers every customisable product of the catalogue as a base or headboard', () => {
    const named = new Set(
      options.materials.flatMap((m) =>
        m.colours.flatMap((c) => [...c.bases, ...c.headboards].flatMap((part) => part.variantIds)),
      ).map((gid) => variantById(Number(gid.split('/').pop()))!.product.handle),
    );
    const customisable = catalogue.products.filter((product) => product.tags.includes('customisable'));
    expect(customisable.map((product) => product.handle)).toEqual(['twilight-upholstered-bed', 'kensington-velvet-bed']);
    for (const product of customisable) expect(named).toContain(product.handle);
  });

  it('names only variants of the demo catalogue', () => {
    const ids = options.materials.flatMap((m) =>
      m.colours.flatMap((c) => [...c.bases, ...c.headboards].flatMap((part) => part.variantIds)),
    );
    expect(ids.length).toBeGreaterThan(20);
    const missing = ids.filter((gid) => !variantById(Number(gid.split('/').pop())));
    expect(missing).toEqual([]);
  });
});

describe('bed builder image bucket stand-in', () => {
  it('serves every layer of every reachable selection as a transparent PNG', async () => {
    const paths = new Set(everySelection().flatMap((selection) => bedLayers(options, selection).map((l) => l.path)));
    expect(paths.size).toBeGreaterThan(30);
    expect([...paths].filter((path) => !BED_BUCKET_PATHS.includes(path))).toEqual([]);

    const response = await fetch(`${ORIGIN}${BED_BUCKET_PATH}/options/base/timber-natural-oak-4-drawer-e-w.png`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    const png = new Uint8Array(await response.arrayBuffer());
    // A PDF can embed it (what the builder's PDF does), at the scene's size.
    const image = await (await PDFDocument.create()).embedPng(png);
    expect(image.size()).toEqual({width: 800, height: 600});
  });

  it('answers 404 for a name the bucket does not have', async () => {
    expect((await fetch(`${ORIGIN}${BED_BUCKET_PATH}/options/base/timber-twilight-king.png`)).status).toBe(404);
    expect((await fetch(`${ORIGIN}${BED_BUCKET_PATH}/options/sofa/timber-mattress.png`)).status).toBe(404);
  });
});
