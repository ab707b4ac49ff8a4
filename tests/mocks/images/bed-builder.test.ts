import {setupServer} from 'msw/node';
import {PDFDocument} from 'pdf-lib';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {bedLayers, offeredChoices, type BedBuilderOptions, type BedSelection} from '../../../app/domain/bed-builder';
import {toBedBuilderContent} from '../../../app/services/prismic/bed-builder.server';
import type {BedBuilderDocument} from '../../../app/services/prismic/document-types';
import {variantById} from '../fixtures/catalogue';
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
  it('has no problems and offers both materials with several colours', () => {
    expect(problems).toEqual([]);
    expect(options.materials.map((m) => m.name)).toEqual(['Timber', 'Upholstered']);
    expect(options.materials.every((m) => m.colours.length >= 3)).toBe(true);
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

    const response = await fetch(`${ORIGIN}${BED_BUCKET_PATH}/options/base/timber-twilight-4-drawer-e-w.png`);
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
