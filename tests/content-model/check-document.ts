/**
 * Checks a document in the REST API v2 shape (what the content fixtures hold, and what Prismic sends) against its
 * custom type: every field of the model is there and nothing else, and each value has the shape Prismic gives
 * that field type (an empty field included: null, `{}`, `[]` or `{link_type: 'Any'}`). The models themselves are
 * checked with @prismicio/types-internal's codecs (./models.test.ts); its content codecs read Prismic's internal
 * storage format, not API documents, so the API shape is checked here.
 */
import type {CustomTypeModel, CustomTypeModelField, SharedSliceModel} from '@prismicio/client';

type Json = unknown;
type Fields = Record<string, CustomTypeModelField>;

export interface ModelSet {
  customTypes: Map<string, CustomTypeModel>;
  slices: Map<string, SharedSliceModel>;
  /** Document id → custom type, to check content relationships' target types. */
  documentTypes: Map<string, string>;
}

interface Doc {
  id: string;
  uid: string | null;
  type: string;
  data: Record<string, Json>;
}

const isRecord = (value: Json): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const describe = (value: Json) => (value === undefined ? 'nothing' : JSON.stringify(value)?.slice(0, 80));

/** Fields in every tab of a custom type, the UID left out (it is the document's `uid`, not data). */
export function dataFields(model: CustomTypeModel): Fields {
  const fields: Fields = {};
  for (const tab of Object.values(model.json)) {
    for (const [id, field] of Object.entries(tab as Fields)) if (field.type !== 'UID') fields[id] = field;
  }
  return fields;
}

const hasUid = (model: CustomTypeModel) =>
  Object.values(model.json).some((tab) => Object.values(tab as Fields).some((field) => field.type === 'UID'));

const TIMESTAMP = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(\+0000|Z|[+-]\d\d:?\d\d)$/;
const HEX = /^#[0-9a-fA-F]{6}$/;
const SPAN_TYPES = ['strong', 'em', 'hyperlink', 'label'];

class Checker {
  readonly problems: string[] = [];
  constructor(private readonly models: ModelSet) {}

  private fail(path: string, message: string) {
    this.problems.push(`${path}: ${message}`);
  }

  /** Exactly the model's fields, each of the right shape. */
  fields(path: string, fields: Fields, value: Json) {
    if (!isRecord(value)) return this.fail(path, `expected an object, got ${describe(value)}`);
    for (const key of Object.keys(value)) if (!(key in fields)) this.fail(`${path}.${key}`, 'not in the model');
    for (const [key, field] of Object.entries(fields)) {
      if (!(key in value)) this.fail(`${path}.${key}`, `missing (${field.type}; an empty one is sent as empty)`);
      else this.field(`${path}.${key}`, field, value[key]);
    }
  }

  field(path: string, field: CustomTypeModelField, value: Json) {
    const config = (field.config ?? {}) as Record<string, Json>;
    switch (field.type) {
      case 'Text':
        if (value !== null && typeof value !== 'string') this.fail(path, `Key Text is a string or null, got ${describe(value)}`);
        return;
      case 'Number':
        if (value !== null && typeof value !== 'number') this.fail(path, `Number is a number or null, got ${describe(value)}`);
        return;
      case 'Boolean':
        if (typeof value !== 'boolean') this.fail(path, `Boolean is true or false, got ${describe(value)}`);
        return;
      case 'Color':
        if (value !== null && !(typeof value === 'string' && HEX.test(value))) {
          this.fail(path, `Color is '#rrggbb' or null, got ${describe(value)}`);
        }
        return;
      case 'Timestamp':
        if (value !== null && !(typeof value === 'string' && TIMESTAMP.test(value))) {
          this.fail(path, `Timestamp is ISO 8601 or null, got ${describe(value)}`);
        }
        return;
      case 'Date':
        if (value !== null && !(typeof value === 'string' && /^\d{4}-\d\d-\d\d$/.test(value))) {
          this.fail(path, `Date is 'YYYY-MM-DD' or null, got ${describe(value)}`);
        }
        return;
      case 'Select': {
        const options = (config.options ?? []) as string[];
        if (value !== null && !options.includes(value as string)) {
          this.fail(path, `Select is one of ${options.join(', ')} or null, got ${describe(value)}`);
        }
        return;
      }
      case 'GeoPoint':
        if (!isRecord(value)) return this.fail(path, `GeoPoint is an object, got ${describe(value)}`);
        if (Object.keys(value).length === 0) return;
        if (typeof value.latitude !== 'number' || typeof value.longitude !== 'number' || Object.keys(value).length !== 2) {
          this.fail(path, `GeoPoint is {latitude, longitude} or {}, got ${describe(value)}`);
        }
        return;
      case 'Image':
        return this.image(path, value);
      case 'Link':
        return this.link(path, config, value);
      case 'StructuredText':
        return this.richText(path, config, value);
      case 'IntegrationFields':
        if (value !== null && !isRecord(value)) this.fail(path, `Integration field is an object or null, got ${describe(value)}`);
        return;
      case 'Embed':
        if (!isRecord(value)) this.fail(path, `Embed is an object, got ${describe(value)}`);
        return;
      case 'Group': {
        if (!Array.isArray(value)) return this.fail(path, `Group is a list, got ${describe(value)}`);
        const fields = (config.fields ?? {}) as Fields;
        value.forEach((item, index) => this.fields(`${path}[${index}]`, fields, item));
        return;
      }
      case 'Slices':
        return this.slices(path, config, value);
      default:
        this.fail(path, `field type ${field.type} is not checked: add it to tests/content-model/check-document.ts`);
    }
  }

  private image(path: string, value: Json) {
    if (!isRecord(value)) return this.fail(path, `Image is an object, got ${describe(value)}`);
    if (Object.keys(value).length === 0) return;
    const {dimensions} = value;
    if (typeof value.url !== 'string' || value.url === '') this.fail(path, 'Image has no url');
    if (!isRecord(dimensions) || typeof dimensions.width !== 'number' || typeof dimensions.height !== 'number') {
      this.fail(path, `Image dimensions are {width, height}, got ${describe(dimensions)}`);
    }
    if (value.alt !== null && typeof value.alt !== 'string') this.fail(path, 'Image alt is a string or null');
    if (!('copyright' in value)) this.fail(path, 'Image has no copyright (null when none)');
  }

  private link(path: string, config: Record<string, Json>, value: Json) {
    if (!isRecord(value) || typeof value.link_type !== 'string') {
      return this.fail(path, `Link is {link_type, …}, got ${describe(value)}`);
    }
    const documentsOnly = config.select === 'document';
    if ('target' in value && !config.allowTargetBlank) this.fail(path, 'target on a link whose model does not allow it');
    switch (value.link_type) {
      case 'Any':
        return;
      case 'Web':
        if (documentsOnly) this.fail(path, 'a web link in a content relationship');
        if (typeof value.url !== 'string' || value.url === '') this.fail(path, 'a web link without url');
        return;
      case 'Media':
        if (documentsOnly) this.fail(path, 'a media link in a content relationship');
        if (typeof value.url !== 'string') this.fail(path, 'a media link without url');
        return;
      case 'Document': {
        if (config.select === 'media' || config.select === 'web') this.fail(path, `a document link in a ${config.select} link`);
        if (typeof value.id !== 'string') return this.fail(path, 'a document link without id');
        const target = this.models.documentTypes.get(value.id);
        const allowed = config.customtypes as string[] | undefined;
        if (target && allowed?.length && !allowed.includes(target)) {
          this.fail(path, `links to a ${target}; the model allows ${allowed.join(', ')}`);
        }
        return;
      }
      default:
        this.fail(path, `unknown link_type ${describe(value.link_type)}`);
    }
  }

  private richText(path: string, config: Record<string, Json>, value: Json) {
    if (!Array.isArray(value)) return this.fail(path, `Rich Text is a list of blocks, got ${describe(value)}`);
    const single = typeof config.single === 'string';
    const allowed = String(single ? config.single : (config.multi ?? '')).split(',');
    if (single && value.length > 1) this.fail(path, `a Title holds one block, got ${value.length}`);
    value.forEach((block, index) => {
      const at = `${path}[${index}]`;
      if (!isRecord(block) || typeof block.type !== 'string') return this.fail(at, `not a block: ${describe(block)}`);
      if (!allowed.includes(block.type)) this.fail(at, `block type ${block.type} is not allowed (${allowed.join(', ')})`);
      if (block.type === 'image' || block.type === 'embed') return;
      if (typeof block.text !== 'string' || !Array.isArray(block.spans)) return this.fail(at, 'a text block is {type, text, spans}');
      const length = block.text.length;
      for (const span of block.spans as Json[]) {
        if (!isRecord(span) || typeof span.type !== 'string' || !SPAN_TYPES.includes(span.type)) {
          this.fail(at, `not a span: ${describe(span)}`);
          continue;
        }
        if (!allowed.includes(span.type)) this.fail(at, `span type ${span.type} is not allowed`);
        const {start, end} = span;
        if (typeof start !== 'number' || typeof end !== 'number' || start < 0 || end > length || start > end) {
          this.fail(at, `span ${start}–${end} is outside the text (${length} characters)`);
        }
        if (span.type === 'hyperlink') this.link(`${at} hyperlink`, {select: null, allowTargetBlank: true}, span.data);
      }
    });
  }

  private slices(path: string, config: Record<string, Json>, value: Json) {
    if (!Array.isArray(value)) return this.fail(path, `a slice zone is a list, got ${describe(value)}`);
    const choices = (config.choices ?? {}) as Record<string, {type: string}>;
    value.forEach((slice, index) => {
      const at = `${path}[${index}]`;
      if (!isRecord(slice) || typeof slice.slice_type !== 'string') return this.fail(at, `not a slice: ${describe(slice)}`);
      if (!(slice.slice_type in choices)) return this.fail(at, `slice ${slice.slice_type} is not allowed in this zone`);
      const model = this.models.slices.get(slice.slice_type);
      if (!model) return this.fail(at, `no model for slice ${slice.slice_type}`);
      const variation = model.variations.find((candidate) => candidate.id === slice.variation);
      if (!variation) return this.fail(at, `${slice.slice_type} has no variation ${describe(slice.variation)}`);
      const expected = ['slice_type', 'slice_label', 'id', 'variation', 'version', 'primary', 'items'];
      for (const key of Object.keys(slice)) if (!expected.includes(key)) this.fail(`${at}.${key}`, 'not a slice property');
      if (typeof slice.id !== 'string' || slice.id === '') this.fail(at, 'a slice without id');
      if (typeof slice.version !== 'string') this.fail(at, 'a slice without version');
      if (slice.slice_label !== null) this.fail(at, 'a shared slice has slice_label null');
      this.fields(`${at}<${slice.slice_type}/${variation.id}>.primary`, (variation.primary ?? {}) as Fields, slice.primary);
      if (!Array.isArray(slice.items)) return this.fail(`${at}.items`, 'items is a list');
      const itemFields = (variation.items ?? {}) as Fields;
      slice.items.forEach((item, i) => this.fields(`${at}<${slice.slice_type}/${variation.id}>.items[${i}]`, itemFields, item));
    });
  }
}

/** Every way the document differs from its custom type; empty when it fits. */
export function checkDocument(document: Doc, models: ModelSet): string[] {
  const model = models.customTypes.get(document.type);
  if (!model) return [`${document.id}: no custom type ${document.type}`];
  const checker = new Checker(models);
  const path = `${document.type} ${document.uid ?? document.id}`;
  if (hasUid(model) !== (typeof document.uid === 'string' && document.uid !== '')) {
    checker.problems.push(`${path}: uid ${describe(document.uid)}, but the model ${hasUid(model) ? 'has' : 'has no'} UID`);
  }
  checker.fields(`${path} data`, dataFields(model), document.data);
  return checker.problems;
}
