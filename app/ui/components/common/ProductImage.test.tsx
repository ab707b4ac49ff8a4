import {describe, expect, it} from 'vitest';
import {renderToStaticMarkup} from 'react-dom/server';
import {ProductImage, productImageWidths} from './ProductImage';

const image = {url: 'https://cdn.shopify.com/s/files/1/bed.jpg?v=1', altText: null, width: 1200, height: 900};

describe('ProductImage', () => {
  it('offers only the renditions up to the widest the slot can use', () => {
    expect(productImageWidths(720)).toEqual({widths: [240, 360, 480, 720], src: 720});
    expect(productImageWidths(240)).toEqual({widths: [240], src: 240});
    // Below the smallest rendition there is still one to offer.
    expect(productImageWidths(100)).toEqual({widths: [240], src: 240});
    expect(productImageWidths()).toEqual({widths: [240, 360, 480, 720, 960, 1400], src: 720});
    // The zoomed image asks for wider ones.
    expect(productImageWidths(2880).widths.slice(-2)).toEqual([2048, 2880]);
  });

  it('writes the srcset through the CDN width parameter, lazy unless asked otherwise', () => {
    const html = renderToStaticMarkup(<ProductImage image={image} alt="Oslo bed" sizes="96px" maxWidth={360} />);
    expect(html).toContain('src="https://cdn.shopify.com/s/files/1/bed.jpg?v=1&amp;width=360"');
    expect(html).toContain('srcSet="https://cdn.shopify.com/s/files/1/bed.jpg?v=1&amp;width=240 240w, https://cdn.shopify.com/s/files/1/bed.jpg?v=1&amp;width=360 360w"');
    expect(html).toContain('alt="Oslo bed"');
    expect(html).toContain('loading="lazy"');
    expect(html).not.toContain('fetchpriority');

    const main = renderToStaticMarkup(<ProductImage image={image} alt="Oslo bed" priority />);
    expect(main).toContain('1400w');
    expect(main).toContain('loading="eager"');
    expect(main).toContain('fetchpriority="high"');
  });

  it('shows the placeholder when the image is missing', () => {
    expect(renderToStaticMarkup(<ProductImage image={null} alt="Oslo bed" />)).toContain('Image not found');
  });
});
