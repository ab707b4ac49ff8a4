/**
 * Draws the demo content images (hero, tiles, banners) as SVG, so the store
 * runs offline with pictures of the right size and a readable caption in
 * place of Prismic's image CDN.
 */
import type {ContentImage} from './documents';

/** Muted bedroom tones; an image's name picks one, so it looks the same on every load. */
const PALETTE = [
  ['#E8E1D5', '#B9A88F'],
  ['#DCE3E8', '#8FA3B4'],
  ['#E6DDE3', '#A88F9E'],
  ['#DDE6DE', '#8FAE93'],
  ['#EDE4D3', '#C2A36E'],
] as const;

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function paletteFor(name: string) {
  let sum = 0;
  for (const char of name) sum = (sum * 31 + char.charCodeAt(0)) >>> 0;
  return PALETTE[sum % PALETTE.length];
}

export function contentImageSvg(name: string, {width, height, alt}: ContentImage): string {
  const [light, dark] = paletteFor(name);
  // A bed: headboard, mattress and pillows, scaled to the shorter side.
  const unit = Math.min(width, height) / 10;
  const bedWidth = unit * 6;
  const left = (width - bedWidth) / 2;
  const floor = height * 0.78;
  const fontSize = Math.max(12, Math.round(unit * 0.45));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(alt)}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#g)"/>`,
    `<rect x="${left}" y="${floor - unit * 3.2}" width="${bedWidth}" height="${unit * 2}" rx="${unit * 0.3}" fill="#5B4A3A" opacity="0.85"/>`,
    `<rect x="${left - unit * 0.3}" y="${floor - unit * 1.4}" width="${bedWidth + unit * 0.6}" height="${unit * 1.1}" rx="${unit * 0.2}" fill="#FFFFFF" opacity="0.9"/>`,
    `<rect x="${left + unit * 0.5}" y="${floor - unit * 2}" width="${unit * 2.2}" height="${unit * 0.7}" rx="${unit * 0.3}" fill="#F4F1EC"/>`,
    `<rect x="${left + bedWidth - unit * 2.7}" y="${floor - unit * 2}" width="${unit * 2.2}" height="${unit * 0.7}" rx="${unit * 0.3}" fill="#F4F1EC"/>`,
    `<rect x="${left - unit * 0.3}" y="${floor - unit * 0.3}" width="${bedWidth + unit * 0.6}" height="${unit * 0.5}" fill="#3F3328"/>`,
    `<text x="50%" y="${height - fontSize}" text-anchor="middle" font-family="system-ui, sans-serif" font-size="${fontSize}" fill="#1F2A44">${escapeXml(alt)}</text>`,
    '</svg>',
  ].join('');
}
