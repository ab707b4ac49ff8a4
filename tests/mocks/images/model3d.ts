/**
 * Stand-in for the 3D model files Shopify serves for `Model3d` media: a demo product's model, built here as a few
 * boxes (a bedside table: top, body, drawer fronts, legs) and written as a glTF 2.0 binary (GLB, what browsers and
 * model-viewer render) and as a USDZ (what iOS Quick Look opens for AR). Deterministic, so a key always gives the
 * same bytes, like Shopify's versioned file URLs.
 */
import type {FixtureModel3d} from '../fixtures/types';

/** Where the stand-in serves models, beside its images (`/cdn/shop/files`), as Shopify's CDN does (`/3d/models`). */
export const MODELS_PATH = '/cdn/shop/3d/models';

export type ModelFormat = 'glb' | 'usdz';
export const MODEL_MIME_TYPES: Record<ModelFormat, string> = {glb: 'model/gltf-binary', usdz: 'model/vnd.usdz+zip'};

/** The URL the Storefront API stand-in gives for a model key in one format. */
export function modelUrl(origin: string, key: string, format: ModelFormat): string {
  return `${origin.replace(/\/+$/, '')}${MODELS_PATH}/${encodeURIComponent(key)}.${format}`;
}

/** An axis-aligned box: min and max corners in metres (y up, the front facing +z). */
interface Box {
  min: [number, number, number];
  max: [number, number, number];
}

/** A 50 × 40 cm bedside table, 55 cm tall: four legs, a body, two drawer fronts standing proud of it, and a top. */
const BEDSIDE_TABLE: readonly Box[] = [
  ...[-1, 1].flatMap((x) =>
    [-1, 1].map((z): Box => ({min: [x * 0.21 - 0.02, 0, z * 0.16 - 0.02], max: [x * 0.21 + 0.02, 0.12, z * 0.16 + 0.02]})),
  ),
  {min: [-0.24, 0.12, -0.19], max: [0.24, 0.52, 0.19]},
  {min: [-0.22, 0.14, 0.19], max: [0.22, 0.31, 0.2]},
  {min: [-0.22, 0.33, 0.19], max: [0.22, 0.5, 0.2]},
  {min: [-0.25, 0.52, -0.2], max: [0.25, 0.55, 0.2]},
];

/** The six faces of a box: outward normal and the four corners (as 0/1 picks of min/max), counter-clockwise. */
const FACES: readonly {normal: [number, number, number]; corners: [number, number, number][]}[] = [
  {normal: [1, 0, 0], corners: [[1, 0, 1], [1, 0, 0], [1, 1, 0], [1, 1, 1]]},
  {normal: [-1, 0, 0], corners: [[0, 0, 0], [0, 0, 1], [0, 1, 1], [0, 1, 0]]},
  {normal: [0, 1, 0], corners: [[0, 1, 1], [1, 1, 1], [1, 1, 0], [0, 1, 0]]},
  {normal: [0, -1, 0], corners: [[0, 0, 0], [1, 0, 0], [1, 0, 1], [0, 0, 1]]},
  {normal: [0, 0, 1], corners: [[0, 0, 1], [1, 0, 1], [1, 1, 1], [0, 1, 1]]},
  {normal: [0, 0, -1], corners: [[1, 0, 0], [0, 0, 0], [0, 1, 0], [1, 1, 0]]},
];

interface Mesh {
  positions: number[];
  normals: number[];
  /** Two triangles a face, counter-clockwise seen from outside. */
  indices: number[];
}

function meshOf(boxes: readonly Box[]): Mesh {
  const mesh: Mesh = {positions: [], normals: [], indices: []};
  for (const box of boxes) {
    for (const face of FACES) {
      const first = mesh.positions.length / 3;
      for (const corner of face.corners) {
        mesh.positions.push(...corner.map((pick, axis) => (pick ? box.max[axis] : box.min[axis])));
        mesh.normals.push(...face.normal);
      }
      mesh.indices.push(first, first + 1, first + 2, first, first + 2, first + 3);
    }
  }
  return mesh;
}

/** `#rrggbb` as linear RGB (glTF's baseColorFactor and USD's diffuseColor are linear). */
function linearColour(hex: string): [number, number, number] {
  const channel = (at: number) => {
    const srgb = parseInt(hex.slice(at, at + 2), 16) / 255;
    return srgb <= 0.04045 ? srgb / 12.92 : ((srgb + 0.055) / 1.055) ** 2.4;
  };
  const valid = /^#[0-9a-f]{6}$/i.test(hex);
  return valid ? [channel(1), channel(3), channel(5)] : [0.5, 0.5, 0.5];
}

const round = (n: number) => Math.round(n * 1e4) / 1e4;

function pad4(bytes: Uint8Array, fill: number): Uint8Array {
  const padded = new Uint8Array(Math.ceil(bytes.length / 4) * 4).fill(fill);
  padded.set(bytes);
  return padded;
}

/** The model as a GLB: a 12-byte header, a JSON chunk and a BIN chunk (positions, normals, 16-bit indices). */
export function modelGlb(model: FixtureModel3d): Uint8Array {
  const mesh = meshOf(BEDSIDE_TABLE);
  const vertexCount = mesh.positions.length / 3;
  const positions = new Float32Array(mesh.positions);
  const normals = new Float32Array(mesh.normals);
  const indices = new Uint16Array(mesh.indices);
  const indexBytes = pad4(new Uint8Array(indices.buffer), 0);
  const bin = new Uint8Array(positions.byteLength + normals.byteLength + indexBytes.length);
  bin.set(new Uint8Array(positions.buffer), 0);
  bin.set(new Uint8Array(normals.buffer), positions.byteLength);
  bin.set(indexBytes, positions.byteLength + normals.byteLength);
  const axis = (i: number, pick: (a: number, b: number) => number) =>
    mesh.positions.filter((_, at) => at % 3 === i).reduce(pick);
  const json = {
    asset: {version: '2.0', generator: 'demo shop stand-in'},
    scene: 0,
    scenes: [{nodes: [0]}],
    nodes: [{mesh: 0, name: model.alt}],
    meshes: [{primitives: [{attributes: {POSITION: 0, NORMAL: 1}, indices: 2, material: 0}]}],
    materials: [
      {pbrMetallicRoughness: {baseColorFactor: [...linearColour(model.colour).map(round), 1], metallicFactor: 0, roughnessFactor: 0.7}},
    ],
    buffers: [{byteLength: bin.length}],
    bufferViews: [
      {buffer: 0, byteOffset: 0, byteLength: positions.byteLength, target: 34962},
      {buffer: 0, byteOffset: positions.byteLength, byteLength: normals.byteLength, target: 34962},
      {buffer: 0, byteOffset: positions.byteLength + normals.byteLength, byteLength: indices.byteLength, target: 34963},
    ],
    accessors: [
      {
        bufferView: 0,
        componentType: 5126,
        count: vertexCount,
        type: 'VEC3',
        min: [0, 1, 2].map((i) => round(axis(i, Math.min))),
        max: [0, 1, 2].map((i) => round(axis(i, Math.max))),
      },
      {bufferView: 1, componentType: 5126, count: vertexCount, type: 'VEC3'},
      {bufferView: 2, componentType: 5123, count: indices.length, type: 'SCALAR'},
    ],
  };
  const jsonBytes = pad4(new TextEncoder().encode(JSON.stringify(json)), 0x20);
  const total = 12 + 8 + jsonBytes.length + 8 + bin.length;
  const glb = new Uint8Array(total);
  const view = new DataView(glb.buffer);
  view.setUint32(0, 0x46546c67, true); // 'glTF'
  view.setUint32(4, 2, true);
  view.setUint32(8, total, true);
  view.setUint32(12, jsonBytes.length, true);
  view.setUint32(16, 0x4e4f534a, true); // 'JSON'
  glb.set(jsonBytes, 20);
  const binAt = 20 + jsonBytes.length;
  view.setUint32(binAt, bin.length, true);
  view.setUint32(binAt + 4, 0x004e4942, true); // 'BIN\0'
  glb.set(bin, binAt + 8);
  return glb;
}

/** The model as a USD text layer (metres, y up), with a UsdPreviewSurface material in the product's colour. */
export function modelUsda(model: FixtureModel3d): string {
  const mesh = meshOf(BEDSIDE_TABLE);
  const tuples = (values: number[]) =>
    Array.from({length: values.length / 3}, (_, i) => `(${values.slice(i * 3, i * 3 + 3).map(round).join(', ')})`).join(', ');
  const faceNormals = mesh.indices.map((vertex) => mesh.normals.slice(vertex * 3, vertex * 3 + 3)).flat();
  const [r, g, b] = linearColour(model.colour).map(round);
  return `#usda 1.0
(
    defaultPrim = "Model"
    metersPerUnit = 1
    upAxis = "Y"
)

def Xform "Model" (
    kind = "component"
)
{
    def Mesh "Body" (
        prepend apiSchemas = ["MaterialBindingAPI"]
    )
    {
        int[] faceVertexCounts = [${Array(mesh.indices.length / 3).fill(3).join(', ')}]
        int[] faceVertexIndices = [${mesh.indices.join(', ')}]
        rel material:binding = </Model/Materials/Finish>
        normal3f[] normals = [${tuples(faceNormals)}] (
            interpolation = "faceVarying"
        )
        point3f[] points = [${tuples(mesh.positions)}]
        uniform token subdivisionScheme = "none"
    }

    def Scope "Materials"
    {
        def Material "Finish"
        {
            token outputs:surface.connect = </Model/Materials/Finish/Surface.outputs:surface>

            def Shader "Surface"
            {
                uniform token info:id = "UsdPreviewSurface"
                color3f inputs:diffuseColor = (${r}, ${g}, ${b})
                float inputs:metallic = 0
                float inputs:roughness = 0.7
                token outputs:surface
            }
        }
    }
}
`;
}

const CRC_TABLE = Array.from({length: 256}, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/**
 * The model as a USDZ: an uncompressed zip holding the USD layer, its data starting on a 64-byte boundary (the
 * USDZ rules; the padding goes in the local header's extra field).
 */
export function modelUsdz(model: FixtureModel3d): Uint8Array {
  const name = new TextEncoder().encode('model.usda');
  const data = new TextEncoder().encode(modelUsda(model));
  const crc = crc32(data);
  const headerLength = 30 + name.length;
  // The extra field is a record of its own: id, length, then the padding bytes.
  const extraLength = ((64 - ((headerLength + 4) % 64)) % 64) + 4;
  const local = new Uint8Array(headerLength + extraLength);
  const lv = new DataView(local.buffer);
  const common = (view: DataView, at: number) => {
    view.setUint16(at, 20, true); // version needed
    view.setUint16(at + 2, 0, true); // flags
    view.setUint16(at + 4, 0, true); // stored
    view.setUint16(at + 6, 0, true); // time
    view.setUint16(at + 8, 0x21, true); // date: 1980-01-01
    view.setUint32(at + 10, crc, true);
    view.setUint32(at + 14, data.length, true);
    view.setUint32(at + 18, data.length, true);
    view.setUint16(at + 22, name.length, true);
  };
  lv.setUint32(0, 0x04034b50, true);
  common(lv, 4);
  lv.setUint16(28, extraLength, true);
  local.set(name, 30);
  lv.setUint16(headerLength, 0x1986, true); // a private extra-field id, as Pixar's usdzip writes
  lv.setUint16(headerLength + 2, extraLength - 4, true);

  const central = new Uint8Array(46 + name.length);
  const cv = new DataView(central.buffer);
  cv.setUint32(0, 0x02014b50, true);
  cv.setUint16(4, 20, true); // version made by
  common(cv, 6);
  // extra, comment, disk, internal and external attributes, local header offset: all 0
  central.set(name, 46);

  const end = new Uint8Array(22);
  const ev = new DataView(end.buffer);
  ev.setUint32(0, 0x06054b50, true);
  ev.setUint16(8, 1, true);
  ev.setUint16(10, 1, true);
  ev.setUint32(12, central.length, true);
  ev.setUint32(16, local.length + data.length, true);

  const zip = new Uint8Array(local.length + data.length + central.length + end.length);
  zip.set(local, 0);
  zip.set(data, local.length);
  zip.set(central, local.length + data.length);
  zip.set(end, local.length + data.length + central.length);
  return zip;
}

const FILES: Record<ModelFormat, (model: FixtureModel3d) => Uint8Array> = {glb: modelGlb, usdz: modelUsdz};
const cache = new Map<string, Uint8Array>();

/** A model's file in one format, built once. */
export function modelFile(model: FixtureModel3d, format: ModelFormat): Uint8Array {
  const id = `${model.key}.${format}`;
  let bytes = cache.get(id);
  if (!bytes) {
    bytes = FILES[format](model);
    cache.set(id, bytes);
  }
  return bytes;
}
