import {MAP_HEIGHT, MAP_WIDTH, mapPoint, type Coordinates} from '~/domain/store-locator';

/**
 * A static drawing of Australia with a pin per store, drawn inline as SVG
 * from the stores' coordinates: it needs no map service, works offline and
 * without JavaScript. It is one image to assistive technology (role=img with
 * a label); the list beside it is the real content.
 */

// Simplified coastlines as [lng, lat], clockwise from Cape York.
const MAINLAND: readonly [number, number][] = [
  [142.5, -10.7], [143.5, -12.6], [143.8, -14.4], [145.3, -15.0], [145.5, -16.8], [146.1, -18.6], [147.4, -19.4],
  [149.0, -20.6], [150.2, -22.4], [151.0, -23.6], [152.9, -25.3], [153.1, -26.6], [153.6, -28.6], [153.1, -30.9],
  [152.5, -32.5], [151.3, -33.8], [150.8, -35.0], [150.1, -36.3], [149.9, -37.5], [148.0, -37.8], [146.3, -39.1],
  [145.0, -38.4], [144.6, -38.2], [143.5, -38.8], [141.5, -38.4], [140.0, -37.5], [139.6, -36.5], [138.9, -35.6],
  [138.5, -35.0], [138.1, -34.2], [137.8, -35.1], [136.9, -35.3], [137.5, -34.0], [137.8, -32.8], [136.0, -34.8],
  [135.2, -34.6], [134.2, -32.7], [131.2, -31.5], [128.9, -31.7], [126.0, -32.3], [124.0, -33.0], [123.5, -33.9],
  [121.9, -33.8], [119.9, -34.0], [118.0, -35.0], [116.6, -35.0], [115.0, -34.3], [115.6, -33.5], [115.7, -32.0],
  [115.0, -29.5], [114.1, -27.5], [113.3, -26.0], [113.6, -24.5], [113.7, -22.5], [114.6, -21.8], [116.7, -20.6],
  [119.0, -20.0], [121.0, -19.5], [122.2, -18.0], [123.0, -16.4], [124.4, -15.5], [125.7, -14.2], [127.8, -14.5],
  [128.3, -15.0], [129.6, -14.9], [130.3, -13.3], [130.8, -12.4], [132.6, -11.5], [135.9, -12.0], [136.9, -12.3],
  [135.9, -13.8], [135.4, -14.9], [136.8, -15.9], [139.2, -17.4], [140.8, -17.4], [141.6, -15.0], [141.5, -13.5],
  [141.9, -12.0],
];
const TASMANIA: readonly [number, number][] = [
  [144.6, -40.7], [146.3, -41.1], [148.3, -40.9], [148.3, -42.2], [147.9, -43.2], [146.9, -43.6], [146.0, -43.5],
  [145.2, -42.3], [144.7, -41.2],
];

function outline(points: readonly [number, number][]): string {
  return `${points
    .map(([lng, lat], index) => {
      const {x, y} = mapPoint({lat, lng});
      return `${index === 0 ? 'M' : 'L'}${x} ${y}`;
    })
    .join(' ')} Z`;
}

const COASTLINE = `${outline(MAINLAND)} ${outline(TASMANIA)}`;

export interface MapPin extends Coordinates {
  handle: string;
  name: string;
}

export function StoreMap({
  pins,
  label,
  highlight,
  searchedFrom,
  className,
}: {
  pins: readonly MapPin[];
  /** What the picture shows, for assistive technology. */
  label: string;
  /** A store drawn larger, in the accent colour (its own page, or the nearest). */
  highlight?: string;
  /** Where the shopper searched from, drawn as a ring. */
  searchedFrom?: Coordinates | null;
  className?: string;
}) {
  const from = searchedFrom ? mapPoint(searchedFrom) : null;
  // The highlighted pin last, so it is drawn on top.
  const ordered = [...pins].sort((a, b) => Number(a.handle === highlight) - Number(b.handle === highlight));
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
      className={className}
      data-testid="store-map"
    >
      <path d={COASTLINE} fill="#E8E1D5" stroke="#B9A88F" strokeWidth="1" strokeLinejoin="round" />
      {from ? <circle cx={from.x} cy={from.y} r="7" fill="none" stroke="#1F2A44" strokeWidth="2" /> : null}
      {ordered.map((pin) => {
        const {x, y} = mapPoint(pin);
        const highlighted = pin.handle === highlight;
        return (
          <circle
            key={pin.handle}
            cx={x}
            cy={y}
            r={highlighted ? 6 : 4}
            fill={highlighted ? '#CC2348' : '#00555F'}
            stroke="#FFFFFF"
            strokeWidth="1.5"
            data-store={pin.handle}
          />
        );
      })}
    </svg>
  );
}
