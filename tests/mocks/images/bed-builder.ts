/**
 * Stand-in for the bed builder's image bucket: every option image the demo
 * content names (`options/base/…`, `options/headboard/…`, `options/others/…`,
 * see app/domain/bed-builder.ts) as a PNG with a transparent background.
 *
 * All layers share one 800×600 scene (a bed seen from its foot, floor at
 * y=516), each with only its own part drawn, so stacked in the order
 * bedLayers() gives (headboard, base, mattress, drawers) they make the bed.
 *
 * PNG rather than SVG because the builder's PDF embeds the same images and
 * PDF (pdf-lib) takes PNG and JPEG only; a real bucket holds raster images
 * too. The shapes are rasterised here (rounded rectangles and ellipses, 4×4
 * samples a pixel for smooth edges) and encoded with node:zlib: no image
 * library needed.
 */
import {deflateSync} from 'node:zlib';
import bedbuilderContent from '../fixtures/content/bedbuilder.json';
import {mattressImageName, optionImageName} from '../../../app/domain/bed-builder';

export const BED_BUCKET_PATH = '/bedbuilder-bucket';

const WIDTH = 800;
const HEIGHT = 600;
const SAMPLES = 4;

type Rgba = [number, number, number, number];

interface Shape {
  x: number;
  y: number;
  w: number;
  h: number;
  fill: Rgba;
  /** Corner radius: all corners, or [top, bottom]. */
  r?: number | [number, number];
  ellipse?: boolean;
}

/* ------------------------------------------------------------ colours */

function rgb(hex: string, alpha = 255): Rgba {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255, alpha];
}

function shade([r, g, b, a]: Rgba, amount: number): Rgba {
  const target = amount < 0 ? 0 : 255;
  const t = Math.abs(amount);
  return [r + (target - r) * t, g + (target - g) * t, b + (target - b) * t, a].map(Math.round) as Rgba;
}

/* ---------------------------------------------------------- rasterise */

function inside(shape: Shape, px: number, py: number): boolean {
  const {x, y, w, h} = shape;
  if (px < x || px >= x + w || py < y || py >= y + h) return false;
  if (shape.ellipse) {
    const dx = (px - (x + w / 2)) / (w / 2);
    const dy = (py - (y + h / 2)) / (h / 2);
    return dx * dx + dy * dy <= 1;
  }
  const [top, bottom] = Array.isArray(shape.r) ? shape.r : [shape.r ?? 0, shape.r ?? 0];
  const r = py < y + h / 2 ? top : bottom;
  if (r <= 0) return true;
  const cx = px < x + r ? x + r : px > x + w - r ? x + w - r : px;
  const cy = py < y + r ? y + r : py > y + h - r ? y + h - r : py;
  return (px - cx) ** 2 + (py - cy) ** 2 <= r * r;
}

function rasterise(shapes: Shape[]): Uint8Array {
  const pixels = new Uint8Array(WIDTH * HEIGHT * 4);
  for (const shape of shapes) {
    const x0 = Math.max(0, Math.floor(shape.x));
    const y0 = Math.max(0, Math.floor(shape.y));
    const x1 = Math.min(WIDTH, Math.ceil(shape.x + shape.w));
    const y1 = Math.min(HEIGHT, Math.ceil(shape.y + shape.h));
    for (let py = y0; py < y1; py++) {
      for (let px = x0; px < x1; px++) {
        let hits = 0;
        for (let sy = 0; sy < SAMPLES; sy++) {
          for (let sx = 0; sx < SAMPLES; sx++) {
            if (inside(shape, px + (sx + 0.5) / SAMPLES, py + (sy + 0.5) / SAMPLES)) hits++;
          }
        }
        if (hits === 0) continue;
        // Source-over, straight alpha.
        const alpha = (shape.fill[3] / 255) * (hits / (SAMPLES * SAMPLES));
        const at = (py * WIDTH + px) * 4;
        const below = pixels[at + 3] / 255;
        const out = alpha + below * (1 - alpha);
        for (let c = 0; c < 3; c++) {
          pixels[at + c] = Math.round((shape.fill[c] * alpha + pixels[at + c] * below * (1 - alpha)) / out);
        }
        pixels[at + 3] = Math.round(out * 255);
      }
    }
  }
  return pixels;
}

/* ------------------------------------------------------------- PNG */

const CRC_TABLE = Array.from({length: 256}, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 255] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'ascii');
  Buffer.from(data).copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

export function encodePng(pixels: Uint8Array, width = WIDTH, height = HEIGHT): Uint8Array {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, no interlace
  const rows = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y++) {
    rows[y * (width * 4 + 1)] = 0; // filter: none
    Buffer.from(pixels.buffer, pixels.byteOffset + y * width * 4, width * 4).copy(rows, y * (width * 4 + 1) + 1);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', new Uint8Array(0)),
  ]);
}

/* ----------------------------------------------------------- drawings */

const FLOOR = 516;
const timber = (material: string) => /timber|wood/i.test(material);

function headboardShapes(material: string, name: string, hex: string): Shape[] {
  const c = rgb(hex);
  const curved = /curve|arch/i.test(name);
  const shapes: Shape[] = [
    {x: 180, y: 90, w: 440, h: 310, fill: c, r: curved ? [150, 0] : [10, 0]},
  ];
  if (timber(material)) {
    // A frame inset and a few grain lines.
    shapes.push({x: 204, y: curved ? 150 : 114, w: 392, h: 6, fill: shade(c, -0.18), r: 3});
    for (const y of [200, 250, 300, 350]) shapes.push({x: 214, y, w: 372, h: 3, fill: shade(c, -0.12)});
  } else {
    // Upholstery channels.
    for (let i = 1; i < 6; i++) shapes.push({x: 180 + (440 * i) / 6 - 2, y: curved ? 140 : 110, w: 4, h: 270, fill: shade(c, -0.2)});
  }
  return shapes;
}

function baseShapes(material: string, name: string, hex: string): Shape[] {
  const c = rgb(hex);
  const drawers = /(\d+)\s*drawer/i.exec(name);
  const count = drawers ? Number(drawers[1]) : 0;
  const shapes: Shape[] = [
    {x: 164, y: 492, w: 18, h: FLOOR - 492, fill: shade(c, -0.35), r: 3},
    {x: 618, y: 492, w: 18, h: FLOOR - 492, fill: shade(c, -0.35), r: 3},
    {x: 140, y: 396, w: 520, h: 100, fill: c, r: timber(material) ? 6 : 16},
    {x: 140, y: 396, w: 520, h: 10, fill: shade(c, -0.15), r: [6, 0]},
  ];
  if (count === 0) {
    shapes.push({x: 160, y: 470, w: 480, h: 6, fill: shade(c, -0.2), r: 3});
  }
  // Drawer fronts: two a row along the foot end, knobs in the middle.
  const perRow = Math.min(count, 2);
  const rows = Math.ceil(count / 2);
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < perRow; col++) {
      const w = (480 - 20 * (perRow - 1)) / perRow;
      const h = (80 - 10 * (rows - 1)) / rows;
      const x = 160 + col * (w + 20);
      const y = 410 + row * (h + 10);
      shapes.push({x, y, w, h, fill: shade(c, 0.08), r: 4});
      shapes.push({x: x + w / 2 - 6, y: y + h / 2 - 6, w: 12, h: 12, fill: shade(c, -0.4), ellipse: true});
    }
  }
  return shapes;
}

function mattressShapes(material: string): Shape[] {
  const fabric = rgb('#f4f1eb');
  const isTimber = timber(material);
  // A timber frame holds the mattress inside its rails; an upholstered one carries it on top.
  const y = isTimber ? 330 : 316;
  const h = isTimber ? 76 : 90;
  const shapes: Shape[] = [
    {x: 156, y, w: 488, h, fill: fabric, r: 18},
    {x: 156, y: y + h - 14, w: 488, h: 6, fill: shade(fabric, -0.1)},
    {x: 156, y: y + 10, w: 488, h: 4, fill: shade(fabric, -0.08)},
    // Pillows.
    {x: 200, y: y - 34, w: 170, h: 50, fill: rgb('#ffffff'), r: 22},
    {x: 430, y: y - 34, w: 170, h: 50, fill: rgb('#ffffff'), r: 22},
  ];
  for (let i = 0; i < 9; i++) shapes.push({x: 190 + i * 52, y: y + 34, w: 10, h: 10, fill: shade(fabric, -0.15), ellipse: true});
  return shapes;
}

function drawerShapes(hex: string): Shape[] {
  const c = rgb(hex);
  return [24, 668].flatMap((x) => [
    {x: x + 10, y: 500, w: 10, h: FLOOR - 500, fill: shade(c, -0.35), r: 2},
    {x: x + 88, y: 500, w: 10, h: FLOOR - 500, fill: shade(c, -0.35), r: 2},
    {x, y: 330, w: 108, h: 172, fill: c, r: 6},
    {x: x + 8, y: 342, w: 92, h: 70, fill: shade(c, 0.08), r: 4},
    {x: x + 8, y: 420, w: 92, h: 70, fill: shade(c, 0.08), r: 4},
    {x: x + 48, y: 371, w: 12, h: 12, fill: shade(c, -0.4), ellipse: true},
    {x: x + 48, y: 449, w: 12, h: 12, fill: shade(c, -0.4), ellipse: true},
  ]);
}

/* ------------------------------------------------------- the bucket */

interface BedContentSlice {
  primary: {material: string; colour: string; colour_value: string};
  items: {option_type: string; name: string; drawers: boolean}[];
}

/** Bucket path → how to draw it, for every image the demo content can ask for. */
function bucketIndex(slices: BedContentSlice[]): Map<string, () => Shape[]> {
  const index = new Map<string, () => Shape[]>();
  for (const {primary, items} of slices) {
    const {material, colour, colour_value: hex} = primary;
    const prefix = `${optionImageName(material)}-${optionImageName(colour)}`;
    index.set(`options/others/${mattressImageName(material)}.png`, () => mattressShapes(material));
    for (const item of items) {
      if (item.option_type === 'Headboard') {
        index.set(`options/headboard/${prefix}-${optionImageName(item.name)}.png`, () => headboardShapes(material, item.name, hex));
        if (item.drawers) index.set(`options/others/${prefix}-drawers.png`, () => drawerShapes(hex));
      } else {
        index.set(`options/base/${prefix}-${optionImageName(item.name)}.png`, () => baseShapes(material, item.name, hex));
      }
    }
  }
  return index;
}

const INDEX = bucketIndex((bedbuilderContent.data.slices ?? []) as BedContentSlice[]);
const rendered = new Map<string, Uint8Array>();

/** The PNG at a bucket path (e.g. `options/base/timber-twilight-4-drawer-e-w.png`), or null when the bucket has none. */
export function bedBuilderImage(path: string): Uint8Array | null {
  const draw = INDEX.get(path);
  if (!draw) return null;
  let png = rendered.get(path);
  if (!png) {
    png = encodePng(rasterise(draw()));
    rendered.set(path, png);
  }
  return png;
}

/** Every path the stand-in bucket serves (for tests). */
export const BED_BUCKET_PATHS: readonly string[] = [...INDEX.keys()];
