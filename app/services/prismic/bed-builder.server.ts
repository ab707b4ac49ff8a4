/**
 * The bed builder's option data from content: the `bedbuilder` singleton,
 * one `bed_colour` slice per material and colour, whose items are that
 * colour's headboards and bases.
 *
 * Failure policy (the builder is a page, like /pages/{uid}): a missing
 * document is null (the route answers 404); any other failure is thrown (the
 * route answers the 503 page). Broken entries (no name, a bad colour value,
 * a malformed variant id) are dropped and reported together as one
 * ContentProblemsError, so one editor slip does not take the builder down.
 */
import * as prismic from '@prismicio/client';
import type {BedBuilderOptions, BedColour, BedHeadboard, BedMaterial, BedPart} from '~/domain/bed-builder';
import {hexColour} from '~/domain/colour';
import {variantGidFromParam} from '~/domain/gid';
import {ContentProblemsError} from './campaigns.server';
import type {BedBuilderDocument, BedColourSlice} from './document-types';
import {toSeo} from './reshape';
import type {Seo} from '~/domain/content-types';

export interface BedBuilderContent {
  title: string;
  /** Rich text shown above the builder. */
  description: prismic.RichTextField;
  seo: Seo;
  options: BedBuilderOptions;
}

const text = (value: string | null | undefined) => (typeof value === 'string' ? value.trim() : '');

function variantIds(raw: string | null | undefined, where: string, problems: string[]): string[] | null {
  const ids: string[] = [];
  for (const entry of text(raw).split(',').map((part) => part.trim()).filter((part) => part !== '')) {
    const gid = variantGidFromParam(entry);
    if (!gid) {
      problems.push(`${where}: '${entry}' is not a variant id`);
      return null;
    }
    ids.push(gid);
  }
  return ids;
}

function toColour(slice: BedColourSlice, problems: string[]): {material: string; colour: BedColour} | null {
  const material = text(slice.primary.material);
  const name = text(slice.primary.colour);
  const where = `${material || '(no material)'} / ${name || '(no colour)'}`;
  const value = hexColour(slice.primary.colour_value);
  if (!material || !name || !value) {
    problems.push(`${where}: needs a material, a colour and a hex colour value`);
    return null;
  }
  const colour: BedColour = {name, value, bases: [], headboards: []};
  for (const item of slice.items) {
    const itemName = text(item.name);
    const ids = variantIds(item.variant_ids, `${where} / ${itemName}`, problems);
    if (!itemName || ids === null) {
      if (!itemName) problems.push(`${where}: an option without a name`);
      continue;
    }
    const list: BedPart[] = item.option_type === 'Headboard' ? colour.headboards : colour.bases;
    if (item.option_type !== 'Headboard' && item.option_type !== 'Base') {
      problems.push(`${where} / ${itemName}: option type must be Base or Headboard`);
      continue;
    }
    if (list.some((existing) => existing.name.toLowerCase() === itemName.toLowerCase())) {
      problems.push(`${where} / ${itemName}: listed twice`);
      continue;
    }
    if (item.option_type === 'Headboard') {
      colour.headboards.push({name: itemName, variantIds: ids, drawers: item.drawers === true} satisfies BedHeadboard);
    } else {
      colour.bases.push({name: itemName, variantIds: ids});
    }
  }
  if (colour.bases.length === 0 || colour.headboards.length === 0) {
    problems.push(`${where}: needs at least one base and one headboard`);
    return null;
  }
  return {material, colour};
}

/** The document as app data, with what had to be dropped. */
export function toBedBuilderContent(doc: BedBuilderDocument): {content: BedBuilderContent; problems: string[]} {
  const problems: string[] = [];
  const materials: BedMaterial[] = [];
  for (const slice of doc.data.slices ?? []) {
    if (slice.slice_type !== 'bed_colour') continue;
    const entry = toColour(slice, problems);
    if (!entry) continue;
    let material = materials.find((m) => m.name.toLowerCase() === entry.material.toLowerCase());
    if (!material) {
      material = {name: entry.material, colours: []};
      materials.push(material);
    }
    if (material.colours.some((c) => c.name.toLowerCase() === entry.colour.name.toLowerCase())) {
      problems.push(`${entry.material} / ${entry.colour.name}: listed twice`);
      continue;
    }
    material.colours.push(entry.colour);
  }
  const title = text(doc.data.title) || 'Bed builder';
  return {
    content: {title, description: doc.data.description ?? [], seo: toSeo(doc.data, title), options: {materials}},
    problems,
  };
}

/** Null when the repository has no bed builder (or none with any usable option); other failures are thrown. */
export async function getBedBuilderContent(
  client: prismic.Client,
  {onError = () => {}}: {onError?: (error: unknown) => void} = {},
): Promise<BedBuilderContent | null> {
  let doc: BedBuilderDocument;
  try {
    doc = await client.getSingle<BedBuilderDocument>('bedbuilder');
  } catch (error) {
    if (error instanceof prismic.NotFoundError) return null;
    throw error;
  }
  const {content, problems} = toBedBuilderContent(doc);
  if (problems.length > 0) onError(new ContentProblemsError('bedbuilder', problems));
  return content.options.materials.length > 0 ? content : null;
}
