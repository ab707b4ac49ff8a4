/**
 * Flat, product-shot style SVG illustrations for the demo catalogue's images.
 *
 * Every drawing lives in a 400×300 scene with the floor at y=258; the scene
 * is centred and scaled into the image's own width and height, so the same
 * drawing works as a 4:3 product shot or a wide collection banner.
 */
import type {FixtureImage} from '../fixtures/types';

const SCENE_WIDTH = 400;
const SCENE_HEIGHT = 300;
const FLOOR_Y = 258;
const FALLBACK_COLOUR = '#b8ad9e';
const WOOD_LEG = '#5a4634';
const LINEN = '#f6f4ef';

/* ---------------------------------------------------------------- colour */

function parseHex(hex: string): [number, number, number] {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex([r, g, b]: [number, number, number]): string {
  return `#${[r, g, b].map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;
}

function mix(hex: string, target: string, amount: number): string {
  const a = parseHex(hex);
  const b = parseHex(target);
  return toHex([0, 1, 2].map((i) => a[i] + (b[i] - a[i]) * amount) as [number, number, number]);
}

const darken = (hex: string, amount: number) => mix(hex, '#000000', amount);
const lighten = (hex: string, amount: number) => mix(hex, '#ffffff', amount);

function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

/** A detail line that stays visible on both pale and very dark finishes. */
const detail = (hex: string) => (luminance(hex) < 0.25 ? lighten(hex, 0.28) : darken(hex, 0.28));

/** A soft outline so pale finishes (white, ivory) still read against the backdrop. */
const edge = (hex: string) => `stroke="${darken(hex, 0.14)}"`;

const safeColour = (colour: string) => (/^#[0-9a-f]{6}$/i.test(colour) ? colour.toLowerCase() : FALLBACK_COLOUR);

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/* ------------------------------------------------------------- primitives */

const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}" ${extra}/>`;

const shadow = (cx: number, width: number) =>
  `<ellipse cx="${cx}" cy="${FLOOR_Y + 2}" rx="${width / 2}" ry="7" fill="#000" opacity="0.08"/>`;

const legs = (xs: number[], top: number, width: number, fill: string) =>
  xs.map((x) => rect(x, top, width, FLOOR_Y - top, fill, 'rx="2"')).join('');

function lamp(cx: number, tableTop: number): string {
  return [
    rect(cx - 10, tableTop - 22, 20, 22, '#e2dacd', 'rx="6"'),
    `<path d="M${cx - 24} ${tableTop - 22} L${cx + 24} ${tableTop - 22} L${cx + 16} ${tableTop - 54} L${cx - 16} ${tableTop - 54} Z" fill="#f4ede1" stroke="#ddd3c3"/>`,
  ].join('');
}

/** A case-goods carcass with a grid of drawers: bedsides, lowboys, tallboys, dressers. */
function chest(
  c: string,
  {cx, width, height, cols, rows}: {cx: number; width: number; height: number; cols: number; rows: number},
): string {
  const legHeight = 16;
  const bottom = FLOOR_Y - legHeight;
  const x = cx - width / 2;
  const y = bottom - height;
  const gap = 5;
  const drawerW = (width - gap * (cols + 1)) / cols;
  const drawerH = (height - gap * (rows + 1)) / rows;
  const drawers: string[] = [];
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      const dx = x + gap + col * (drawerW + gap);
      const dy = y + gap + row * (drawerH + gap);
      drawers.push(
        rect(dx, dy, drawerW, drawerH, lighten(c, 0.05), `rx="2" stroke="${detail(c)}" stroke-opacity="0.45"`),
        `<circle cx="${dx + drawerW / 2}" cy="${dy + drawerH / 2}" r="3.5" fill="${detail(c)}"/>`,
      );
    }
  }
  return [
    shadow(cx, width + 20),
    legs([x + 6, x + width - 14], bottom, 8, darken(c, 0.35)),
    rect(x, y, width, height, c, `rx="2" ${edge(c)}`),
    rect(x - 5, y - 8, width + 10, 8, darken(c, 0.08), `rx="2" ${edge(c)}`),
    ...drawers,
  ].join('');
}

/** An arched mirror; the glass carries a soft gradient and two highlights. */
function archedMirror(c: string, x: number, top: number, width: number, bottom: number): string {
  const r = width / 2;
  const inset = 9;
  const ri = r - inset;
  return [
    `<path d="M${x} ${bottom} V${top + r} A${r} ${r} 0 0 1 ${x + width} ${top + r} V${bottom} Z" fill="${c}" ${edge(c)}/>`,
    `<path d="M${x + inset} ${bottom - inset} V${top + r} A${ri} ${ri} 0 0 1 ${x + width - inset} ${top + r} V${bottom - inset} Z" fill="url(#glass)"/>`,
    `<path d="M${x + width * 0.3} ${top + r + 40} L${x + width * 0.62} ${top + r - 2}" stroke="#fff" stroke-width="6" stroke-linecap="round" opacity="0.45"/>`,
    `<path d="M${x + width * 0.32} ${top + r + 62} L${x + width * 0.7} ${top + r + 16}" stroke="#fff" stroke-width="3" stroke-linecap="round" opacity="0.35"/>`,
  ].join('');
}

/* --------------------------------------------------------------- drawings */

type Drawing = (c: string) => string;

const mattress: Drawing = (c) => {
  const front = darken(c, 0.06);
  const side = darken(c, 0.14);
  const stitch = darken(c, 0.22);
  const quilting = [0.33, 0.66]
    .map(
      (t) =>
        `<path d="M${50 + 50 * t} ${196 - 40 * t} H${300 + 50 * t}" stroke="${stitch}" stroke-dasharray="4 5" opacity="0.7"/>`,
    )
    .join('');
  return [
    `<ellipse cx="205" cy="${FLOOR_Y}" rx="170" ry="9" fill="#000" opacity="0.08"/>`,
    `<path d="M50 196 L300 196 L350 156 L100 156 Z" fill="${c}" stroke="${stitch}" stroke-linejoin="round"/>`,
    quilting,
    rect(50, 196, 250, 60, front, `stroke="${stitch}"`),
    `<path d="M300 196 L350 156 L350 216 L300 256 Z" fill="${side}" stroke="${stitch}" stroke-linejoin="round"/>`,
    rect(50, 200, 250, 5, darken(c, 0.16)),
    rect(50, 247, 250, 5, darken(c, 0.16)),
    rect(155, 222, 40, 6, darken(c, 0.25), 'rx="3"'),
  ].join('');
};

const mattressLayers: Drawing = (c) => {
  const coils = Array.from({length: 9}, (_, i) => {
    const x = 76 + i * 31;
    return `<path d="M${x} 168 l8 6 l-16 6 l16 6 l-16 6 l16 6 l-16 6 l16 6 l-8 6" stroke="#9aa3ab" stroke-width="2" fill="none" stroke-linejoin="round"/>`;
  }).join('');
  return [
    shadow(200, 300),
    rect(60, 222, 280, 24, darken(c, 0.12), 'rx="6"'),
    rect(60, 162, 280, 60, '#fbfaf8', 'stroke="#e0ddd6"'),
    coils,
    rect(60, 146, 280, 16, '#e8dcc4'),
    rect(60, 132, 280, 14, '#dfe7ee'),
    rect(60, 108, 280, 24, c, `rx="10" stroke="${darken(c, 0.12)}"`),
    `<path d="M70 120 q10 -6 20 0 t20 0 t20 0 t20 0 t20 0 t20 0 t20 0 t20 0 t20 0 t20 0 t20 0 t20 0 t20 0" stroke="${darken(c, 0.22)}" fill="none" stroke-dasharray="3 3"/>`,
  ].join('');
};

const bed: Drawing = (c) =>
  [
    shadow(205, 320),
    legs([76, 336], 236, 10, darken(c, 0.35)),
    rect(46, 92, 28, 166, c, `rx="7" ${edge(c)}`),
    rect(66, 198, 290, 40, c, `rx="5" ${edge(c)}`),
    rect(74, 168, 278, 32, LINEN, 'rx="9" stroke="#dcd7ce"'),
    rect(92, 144, 62, 24, '#fbfaf7', 'rx="11" stroke="#ddd8cf"'),
    rect(82, 152, 64, 22, '#ffffff', 'rx="11" stroke="#ddd8cf"'),
    `<path d="M152 162 H348 Q358 162 358 172 V216 Q358 222 352 222 H162 Q152 222 152 212 Z" fill="${lighten(c, 0.72)}" stroke="${lighten(c, 0.5)}"/>`,
    `<path d="M166 178 Q240 186 340 176" stroke="${lighten(c, 0.45)}" fill="none"/>`,
  ].join('');

const ensemble: Drawing = (c) =>
  [
    shadow(200, 320),
    legs([62, 328], 240, 10, WOOD_LEG),
    rect(50, 196, 300, 46, c, `rx="6" ${edge(c)}`),
    rect(50, 196, 300, 6, darken(c, 0.15)),
    rect(46, 146, 308, 52, '#f5f3ee', 'rx="12" stroke="#dcd7ce"'),
    `<path d="M58 160 H342" stroke="#cfc9bf" stroke-dasharray="4 5"/>`,
    rect(176, 178, 48, 6, '#d8d2c8', 'rx="3"'),
  ].join('');

const headboard: Drawing = (c) => {
  const channels = Array.from({length: 5}, (_, i) => {
    const x = 90 + (220 * (i + 1)) / 6;
    return `<path d="M${x} 70 V196" stroke="${detail(c)}" stroke-width="2" opacity="0.45"/>`;
  }).join('');
  return [
    shadow(200, 260),
    legs([112, 278], 200, 10, darken(c, 0.35)),
    rect(90, 56, 220, 150, c, `rx="24" ${edge(c)}`),
    channels,
    rect(78, 196, 244, 30, LINEN, 'rx="8" stroke="#dcd7ce"'),
    rect(86, 226, 228, 32, '#e9e4dc', 'rx="4"'),
  ].join('');
};

const sofaBed: Drawing = (c) =>
  [
    shadow(200, 310),
    legs([70, 322], 240, 8, WOOD_LEG),
    rect(72, 116, 256, 90, darken(c, 0.06), `rx="18" ${edge(c)}`),
    rect(98, 128, 100, 60, lighten(c, 0.06), 'rx="14"'),
    rect(202, 128, 100, 60, lighten(c, 0.06), 'rx="14"'),
    rect(90, 204, 220, 38, darken(c, 0.1), 'rx="6"'),
    rect(94, 180, 104, 32, lighten(c, 0.1), 'rx="10"'),
    rect(202, 180, 104, 32, lighten(c, 0.1), 'rx="10"'),
    rect(52, 150, 46, 92, c, `rx="16" ${edge(c)}`),
    rect(302, 150, 46, 92, c, `rx="16" ${edge(c)}`),
  ].join('');

const bedside: Drawing = (c) => chest(c, {cx: 200, width: 110, height: 86, cols: 1, rows: 2}) + lamp(200, 148);

const lowboy: Drawing = (c) => chest(c, {cx: 200, width: 240, height: 92, cols: 2, rows: 2});

const tallboy: Drawing = (c) => chest(c, {cx: 200, width: 124, height: 196, cols: 1, rows: 5});

const dresser: Drawing = (c) => chest(c, {cx: 200, width: 260, height: 104, cols: 2, rows: 3});

const dresserWithMirror: Drawing = (c) => archedMirror(c, 148, 24, 104, 138) + dresser(c);

const BOOK_COLOURS = ['#8c6d5a', '#5d7a8c', '#c9b79c', '#7a8c6d', '#b0675a', '#d8cfc0', '#4f5d6e'];

const bookcase: Drawing = (c) => {
  const x = 138;
  const width = 124;
  const top = 44;
  const shelfGap = 52;
  const shelves: string[] = [];
  for (let s = 0; s < 4; s++) {
    const shelfY = top + 8 + (s + 1) * shelfGap - 6;
    shelves.push(rect(x, shelfY, width, 6, darken(c, 0.06)));
    // Books: a fixed pattern per shelf, leaving a gap for a vase on alternate shelves.
    let bx = x + 12 + (s % 2) * 16;
    for (let b = 0; b < 5 + (s % 2); b++) {
      const w = 9 + ((b * 7 + s * 3) % 6);
      const h = 30 + ((b * 5 + s * 11) % 14);
      if (bx + w > x + width - 28) break;
      shelves.push(rect(bx, shelfY - h, w, h, BOOK_COLOURS[(b + s * 2) % BOOK_COLOURS.length], 'rx="1"'));
      bx += w + 2;
    }
    if (s % 2 === 0) {
      shelves.push(rect(x + width - 24, shelfY - 22, 12, 22, '#e7e1d6', 'rx="5"'));
    }
  }
  return [
    shadow(200, 150),
    rect(x, top, width, FLOOR_Y - top, c, `rx="2" ${edge(c)}`),
    rect(x + 8, top + 8, width - 16, FLOOR_Y - top - 16, darken(c, 0.18)),
    ...shelves,
  ].join('');
};

const blanketBox: Drawing = (c) =>
  [
    shadow(200, 230),
    rect(108, 246, 16, 12, darken(c, 0.3), 'rx="2"'),
    rect(276, 246, 16, 12, darken(c, 0.3), 'rx="2"'),
    rect(100, 176, 200, 72, c, `rx="4" ${edge(c)}`),
    rect(112, 188, 176, 48, 'none', `rx="3" stroke="${detail(c)}" stroke-opacity="0.5" stroke-width="2"`),
    rect(94, 164, 212, 14, darken(c, 0.07), `rx="4" ${edge(c)}`),
    rect(186, 180, 28, 6, detail(c), 'rx="3"'),
  ].join('');

const desk: Drawing = (c) =>
  [
    shadow(200, 280),
    rect(80, 156, 10, FLOOR_Y - 156, darken(c, 0.12), 'rx="2"'),
    rect(310, 156, 10, FLOOR_Y - 156, darken(c, 0.12), 'rx="2"'),
    rect(206, 156, 110, 28, darken(c, 0.04), `stroke="${detail(c)}" stroke-opacity="0.45"`),
    `<circle cx="261" cy="170" r="3.5" fill="${detail(c)}"/>`,
    rect(70, 146, 260, 10, c, `rx="2" ${edge(c)}`),
    lamp(290, 146),
    rect(96, 136, 48, 10, '#5d7a8c', 'rx="1"'),
    rect(100, 128, 42, 8, '#c9b79c', 'rx="1"'),
  ].join('');

const mirror: Drawing = (c) => shadow(200, 130) + archedMirror(c, 148, 22, 104, FLOOR_Y);

const bundle: Drawing = (c) =>
  [
    `<g transform="translate(-12 64.5) scale(0.75)">${bed(c)}</g>`,
    `<g transform="translate(190 64.5) scale(0.75)">${bedside(c)}</g>`,
  ].join('');

const pillow: Drawing = (c) =>
  [
    shadow(200, 250),
    rect(112, 128, 200, 70, lighten(c, 0.3), `rx="30" stroke="${darken(c, 0.14)}"`),
    rect(88, 168, 220, 80, c, `rx="32" stroke="${darken(c, 0.16)}"`),
    `<path d="M108 208 Q198 196 288 208" stroke="${darken(c, 0.18)}" fill="none" stroke-dasharray="3 4"/>`,
  ].join('');

const protector: Drawing = (c) => {
  const folds = [200, 174, 148].map((y, i) =>
    [
      rect(104 + i * 6, y, 192 - i * 12, 28, i === 0 ? darken(c, 0.04) : c, `rx="9" stroke="${darken(c, 0.18)}"`),
      `<path d="M${120 + i * 6} ${y + 14} H${280 - i * 6}" stroke="${darken(c, 0.16)}" stroke-dasharray="2 6"/>`,
    ].join(''),
  );
  return [shadow(200, 220), ...folds, rect(186, 146, 28, 84, '#5d7a8c', 'opacity="0.85"')].join('');
};

const assembly: Drawing = (c) =>
  [
    shadow(200, 220),
    `<path d="M128 214 L236 106 L262 130" stroke="#5a6068" stroke-width="12" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
    `<g transform="rotate(-32 200 190)">`,
    rect(112, 178, 84, 26, c, 'rx="12"'),
    rect(122, 184, 64, 4, lighten(c, 0.3), 'rx="2"'),
    rect(196, 186, 96, 10, '#b8bec4', 'rx="2"'),
    `<path d="M292 186 L306 191 L292 196 Z" fill="#9aa1a8"/>`,
    `</g>`,
  ].join('');

const donation: Drawing = (c) =>
  [
    shadow(200, 160),
    `<path d="M200 246 C110 188 84 128 126 96 C156 74 188 88 200 116 C212 88 244 74 274 96 C316 128 290 188 200 246 Z" fill="${c}"/>`,
    `<path d="M142 108 C128 118 124 136 130 152" stroke="#fff" stroke-width="6" stroke-linecap="round" fill="none" opacity="0.4"/>`,
  ].join('');

const DRAWINGS: Record<string, Drawing> = {
  mattress,
  'mattress-layers': mattressLayers,
  bed,
  ensemble,
  headboard,
  'sofa-bed': sofaBed,
  bedside,
  lowboy,
  tallboy,
  dresser,
  'dresser-mirror': dresserWithMirror,
  bookcase,
  'blanket-box': blanketBox,
  desk,
  mirror,
  bundle,
  pillow,
  protector,
  assembly,
  donation,
};

/** The image kinds that have their own drawing; any other kind is drawn as a chest. */
export const DRAWN_KINDS = Object.keys(DRAWINGS);

/* ---------------------------------------------------------------- render */

export type Crop = 'center' | 'top' | 'bottom' | 'left' | 'right';

/** What a CDN URL may ask for: Shopify's `width`, `height` and `crop` parameters. */
export interface RenderRequest {
  width?: number;
  height?: number;
  crop?: Crop;
}

const CROP_ALIGN: Record<Crop, string> = {
  center: 'xMidYMid',
  top: 'xMidYMin',
  bottom: 'xMidYMax',
  left: 'xMinYMid',
  right: 'xMaxYMid',
};

/**
 * The SVG document for one fixture image. A requested width/height resizes
 * the document; with both and a crop it fills the box and trims like the CDN.
 */
export function renderImageSvg(image: FixtureImage, request: RenderRequest = {}): string {
  const {width: W, height: H} = image;
  const c = safeColour(image.colour);
  const draw = DRAWINGS[image.kind] ?? dresser;

  const scale = Math.min(W / SCENE_WIDTH, H / SCENE_HEIGHT) * 0.92;
  const tx = (W - SCENE_WIDTH * scale) / 2;
  const ty = (H - SCENE_HEIGHT * scale) / 2;
  const floorTop = ty + FLOOR_Y * scale;

  const outWidth = request.width ?? (request.height ? Math.round((request.height * W) / H) : W);
  const outHeight = request.height ?? Math.round((outWidth * H) / W);
  const fit = request.width && request.height && request.crop ? `${CROP_ALIGN[request.crop]} slice` : 'xMidYMid meet';
  const label = escapeXml(image.altText);

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${outWidth}" height="${outHeight}" viewBox="0 0 ${W} ${H}" preserveAspectRatio="${fit}" role="img" aria-label="${label}">`,
    `<title>${label}</title>`,
    '<defs>',
    '<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f8f5f0"/><stop offset="1" stop-color="#eee8df"/></linearGradient>',
    '<linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#e6eef3"/><stop offset="1" stop-color="#b7c6d1"/></linearGradient>',
    '</defs>',
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>`,
    `<rect y="${floorTop.toFixed(1)}" width="${W}" height="${(H - floorTop).toFixed(1)}" fill="#e8e1d6"/>`,
    `<g transform="translate(${tx.toFixed(1)} ${ty.toFixed(1)}) scale(${scale.toFixed(4)})" stroke-width="1.5">`,
    draw(c),
    '</g>',
    '</svg>',
  ].join('');
}
