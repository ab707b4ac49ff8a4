/**
 * `npm run prismic:mocks`: writes each slice's `mocks.json` (what Slice Machine's simulator and editor show) from
 * the first use of each variation in the content fixtures, converted from the REST API's shape to the content
 * format Slice Machine keeps (@prismicio/types-internal's SharedSliceContent; tests/content-model checks them with
 * its codec). A variation no fixture uses gets the fields it shares with one that is used, and no items. The brand
 * is written out and pictures point at the stand-in's default origin, where `npm run dev` serves them.
 */
import {createHash} from 'node:crypto';
import {writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';
import type {CustomTypeModelField, SharedSliceModel} from '@prismicio/client';
import {ORIGIN_TOKEN} from '../tests/mocks/fixtures/content/index';
import {loadContent} from '../tests/mocks/prismic/documents';
import {PROJECT_ROOT, sharedSliceModels} from './prismic-models';

type Json = unknown;
type Content = Record<string, Json>;
const STAND_IN_ORIGIN = 'http://127.0.0.1:4100';

type ApiDocument = {data: Record<string, Json>};
type ApiSlice = {slice_type: string; variation: string; primary: Record<string, Json>; items: Record<string, Json>[]};

const isRecord = (value: Json): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A UUID v4 made from the text, so the mocks are the same on every run. */
function stableKey(text: string): string {
  const hex = createHash('sha256').update(text).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

function link(value: Json, key: string): Content | undefined {
  if (!isRecord(value)) return undefined;
  if (value.link_type === 'Web' && typeof value.url === 'string') {
    return {__TYPE__: 'LinkContent', key: stableKey(key), value: {__TYPE__: 'ExternalLink', url: value.url}};
  }
  if (value.link_type === 'Document' && typeof value.id === 'string') {
    return {__TYPE__: 'LinkContent', key: stableKey(key), value: {__TYPE__: 'DocumentLink', id: value.id}};
  }
  return undefined;
}

function richText(blocks: Json[]): Content {
  const value = blocks.filter(isRecord).map((block) => ({
    type: block.type,
    content: {
      text: block.text,
      spans: (Array.isArray(block.spans) ? block.spans : []).filter(isRecord).flatMap((span) => {
        if (span.type !== 'hyperlink') return [{type: span.type, start: span.start, end: span.end}];
        const target = isRecord(span.data) && span.data.link_type === 'Web' ? span.data.url : undefined;
        return target ? [{type: 'hyperlink', start: span.start, end: span.end, data: {__TYPE__: 'ExternalLink', url: target}}] : [];
      }),
    },
  }));
  return {__TYPE__: 'StructuredTextContent', value};
}

function image(value: Record<string, Json>): Content {
  const {width, height} = value.dimensions as {width: number; height: number};
  const url = String(value.url);
  return {
    __TYPE__: 'ImageContent',
    origin: {id: String(value.id ?? stableKey(url)), url, width, height},
    width,
    height,
    edit: {zoom: 1, crop: {x: 0, y: 0}, background: 'transparent'},
    url,
    alt: typeof value.alt === 'string' && value.alt !== '' ? value.alt : null,
    credits: null,
    thumbnails: {},
  };
}

/** One field's content, or undefined for an empty field (Slice Machine leaves it out). */
function fieldContent(field: CustomTypeModelField, value: Json, key: string): Content | undefined {
  if (value === null || value === undefined) return undefined;
  switch (field.type) {
    case 'Text':
    case 'Select':
    case 'Color':
    case 'Number':
    case 'Timestamp':
    case 'Date':
      return {__TYPE__: 'FieldContent', type: field.type, value: String(value)};
    case 'Boolean':
      return {__TYPE__: 'BooleanContent', value: value === true};
    case 'StructuredText':
      return Array.isArray(value) && value.length > 0 ? richText(value) : undefined;
    case 'Image':
      return isRecord(value) && typeof value.url === 'string' ? image(value) : undefined;
    case 'Link':
      return link(value, key);
    case 'IntegrationFields':
      return {__TYPE__: 'IntegrationFieldsContent', value: JSON.stringify(value)};
    default:
      return undefined;
  }
}

function fieldsContent(fields: Record<string, CustomTypeModelField>, values: Record<string, Json>, key: string) {
  return Object.entries(fields).flatMap(([id, field]) => {
    const content = fieldContent(field, values[id], `${key}.${id}`);
    return content ? [[id, content] as const] : [];
  });
}

function apiSlices(documents: ApiDocument[]): ApiSlice[] {
  return documents.flatMap((document) =>
    Object.values(document.data).flatMap((value) =>
      Array.isArray(value) ? value.filter((item): item is ApiSlice => isRecord(item) && 'slice_type' in item) : [],
    ),
  );
}

/** The mocks.json of one slice: one SharedSliceContent per variation, in the model's order. */
export function sliceMocks(model: SharedSliceModel, documents: ApiDocument[] = loadContent().documents): Content[] {
  const used = apiSlices(documents).filter((slice) => slice.slice_type === model.id);
  const anyUse = used[0];
  return model.variations.map((variation) => {
    const primaryFields = (variation.primary ?? {}) as Record<string, CustomTypeModelField>;
    const itemFields = (variation.items ?? {}) as Record<string, CustomTypeModelField>;
    const use = used.find((slice) => slice.variation === variation.id);
    const key = `${model.id}.${variation.id}`;
    return {
      __TYPE__: 'SharedSliceContent',
      variation: variation.id,
      primary: Object.fromEntries(fieldsContent(primaryFields, (use ?? anyUse)?.primary ?? {}, `${key}.primary`)),
      items: (use?.items ?? []).map((item, index) => ({
        __TYPE__: 'GroupItemContent',
        key: stableKey(`${key}.items.${index}`),
        value: fieldsContent(itemFields, item, `${key}.items.${index}`),
      })),
    };
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const model of sharedSliceModels()) {
    const file = join(PROJECT_ROOT, 'slices', model.name, 'mocks.json');
    const mocks = JSON.stringify(sliceMocks(model), null, 2).replaceAll(ORIGIN_TOKEN, STAND_IN_ORIGIN);
    writeFileSync(file, `${mocks}\n`);
    console.log(`wrote ${file}`);
  }
}
