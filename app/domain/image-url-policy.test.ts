import {describe, expect, it} from 'vitest';
import {isImageContentType, judgeImageUrl, sniffImageType, toDataUrl} from './image-url-policy';

const production = {allowedHosts: ['cdn.shopify.com', 'images.prismic.io'], allowHttp: false};
/** Development: the image stand-in on loopback is listed with its port, and http is allowed. */
const development = {allowedHosts: ['cdn.shopify.com', '127.0.0.1:4100'], allowHttp: true};

function reason(url: string, policy = production): string | undefined {
  const verdict = judgeImageUrl(url, policy);
  return verdict.ok ? undefined : verdict.reason;
}

describe('judgeImageUrl: allowed', () => {
  it.each([
    ['https://cdn.shopify.com/s/files/1/bed-base.png', production],
    ['https://CDN.Shopify.com/s/files/1/bed-base.png?v=3&width=800', production],
    ['https://cdn.shopify.com:443/s/files/1/headboard.jpg', production],
    ['https://images.prismic.io/dreamhaus/mattress.webp?auto=format', production],
    ['http://127.0.0.1:4100/cdn/shop/files/oslo-bed.svg', development],
  ])('%s', (url, policy) => {
    const verdict = judgeImageUrl(url, policy);
    expect(verdict.ok).toBe(true);
    if (verdict.ok) expect(verdict.url.href).toBe(new URL(url).href);
  });
});

describe('judgeImageUrl: refused, with a reason', () => {
  it.each<[string, string, string, typeof production?]>([
    // Required and well-formed
    ['empty', '', 'The url parameter is required.'],
    ['relative', '/cdn/shop/files/a.png', 'The URL must be absolute, starting with https://.'],
    ['scheme-relative', '//cdn.shopify.com/a.png', 'The URL must be absolute, starting with https://.'],
    ['too long', `https://cdn.shopify.com/${'a'.repeat(2100)}.png`, 'The URL is longer than 2048 characters.'],
    ['a newline', 'https://cdn.shopify.com/a.png\nHost: evil', 'The URL contains spaces or control characters.'],
    ['a tab in the host', 'https://cdn.shop\tify.com/a.png', 'The URL contains spaces or control characters.'],
    ['no host', 'https:///a.png', 'The URL has no host.'],
    // Other schemes
    ['file:', 'file:///etc/passwd', 'Only https URLs are allowed, not file:.'],
    ['data:', 'data:image/png;base64,iVBORw0KGgo=', 'Only https URLs are allowed, not data:.'],
    ['javascript:', 'javascript:alert(1)', 'Only https URLs are allowed, not javascript:.'],
    ['ftp:', 'ftp://cdn.shopify.com/a.png', 'Only https URLs are allowed, not ftp:.'],
    ['gopher:', 'gopher://127.0.0.1:6379/_INFO', 'Only https URLs are allowed, not gopher:.'],
    ['http in production', 'http://cdn.shopify.com/a.png', 'Only https URLs are allowed.'],
    // Hosts not listed, including look-alikes
    ['another host', 'https://evil.example/a.png', 'Images from evil.example are not allowed.'],
    ['a suffix of a listed host', 'https://cdn.shopify.com.evil.example/a.png', 'Images from cdn.shopify.com.evil.example are not allowed.'],
    ['a subdomain of a listed host', 'https://x.cdn.shopify.com/a.png', 'Images from x.cdn.shopify.com are not allowed.'],
    ['a trailing dot', 'https://cdn.shopify.com./a.png', 'Images from cdn.shopify.com. are not allowed.'],
    ['a percent-encoded host', 'https://cdn%2Eshopify.com/a.png', 'The host must be written plainly (read as cdn.shopify.com).'],
    ['localhost', 'https://localhost/a.png', 'Images from localhost are not allowed.'],
    // Userinfo tricks
    ['userinfo before an evil host', 'https://cdn.shopify.com@evil.example/a.png', 'URLs with a user name or password are not allowed.'],
    ['user and password', 'https://user:pass@cdn.shopify.com/a.png', 'URLs with a user name or password are not allowed.'],
    ['an empty userinfo', 'https://@cdn.shopify.com/a.png', 'URLs with a user name or password are not allowed.'],
    ['encoded @ in userinfo', 'https://cdn.shopify.com%40evil.example@127.0.0.1/a.png', 'URLs with a user name or password are not allowed.'],
    // Ports
    ['another port on a listed host', 'https://cdn.shopify.com:8443/a.png', 'Port 8443 is not allowed for cdn.shopify.com.'],
    // Loopback in every spelling
    ['loopback', 'https://127.0.0.1/a.png', 'IP addresses are not allowed as image hosts.'],
    ['loopback, short hex', 'https://0x7f.1/a.png', 'IP addresses are not allowed as image hosts.'],
    ['loopback, decimal', 'https://2130706433/a.png', 'IP addresses are not allowed as image hosts.'],
    ['loopback, hex', 'https://0x7f000001/a.png', 'IP addresses are not allowed as image hosts.'],
    ['loopback, octal', 'https://017700000001/a.png', 'IP addresses are not allowed as image hosts.'],
    ['loopback, dotted octal', 'https://0177.0.0.01/a.png', 'IP addresses are not allowed as image hosts.'],
    ['loopback, short', 'https://127.1/a.png', 'IP addresses are not allowed as image hosts.'],
    ['IPv6 loopback', 'https://[::1]/a.png', 'IP addresses are not allowed as image hosts.'],
    ['IPv4-mapped IPv6', 'https://[::ffff:127.0.0.1]/a.png', 'IP addresses are not allowed as image hosts.'],
    ['IPv6 unspecified', 'https://[::]/a.png', 'IP addresses are not allowed as image hosts.'],
    ['all zeros', 'https://0.0.0.0/a.png', 'IP addresses are not allowed as image hosts.'],
    // Private ranges and link-local metadata
    ['10/8', 'https://10.0.0.5/a.png', 'IP addresses are not allowed as image hosts.'],
    ['172.16/12', 'https://172.16.3.4/a.png', 'IP addresses are not allowed as image hosts.'],
    ['192.168/16', 'https://192.168.1.1/a.png', 'IP addresses are not allowed as image hosts.'],
    ['cloud metadata', 'https://169.254.169.254/latest/meta-data/', 'IP addresses are not allowed as image hosts.'],
    ['cloud metadata, decimal', 'https://2852039166/latest/meta-data/', 'IP addresses are not allowed as image hosts.'],
    ['IPv6 unique local fc00::/7', 'https://[fd00::1]/a.png', 'IP addresses are not allowed as image hosts.'],
    ['IPv6 link-local', 'https://[fe80::1]/a.png', 'IP addresses are not allowed as image hosts.'],
  ])('%s', (_case, url, expected, policy = production) => {
    expect(reason(url, policy)).toBe(expected);
  });

  it('refuses other spellings of a listed IP host, and its other ports', () => {
    expect(reason('http://2130706433:4100/cdn/shop/files/a.svg', development)).toBe(
      'IP addresses are not allowed as image hosts.',
    );
    expect(reason('http://0x7f.1:4100/cdn/shop/files/a.svg', development)).toBe(
      'IP addresses are not allowed as image hosts.',
    );
    expect(reason('http://127.0.0.1:6379/', development)).toBe('IP addresses are not allowed as image hosts.');
    expect(reason('http://127.0.0.1/', development)).toBe('IP addresses are not allowed as image hosts.');
  });

  it('treats a backslash as the path, never as part of the host', () => {
    // WHATWG URL reads `\` as `/` for https: the host stays cdn.shopify.com.
    const verdict = judgeImageUrl('https://cdn.shopify.com\\@evil.example/a.png', production);
    expect(verdict.ok && verdict.url.host).toBe('cdn.shopify.com');
  });
});

describe('images only', () => {
  it.each([
    ['image/png', true],
    ['image/jpeg; charset=binary', true],
    ['image/svg+xml', true],
    ['IMAGE/WEBP', true],
    ['text/html', false],
    ['application/octet-stream', false],
    ['image/', false],
    ['', false],
    [null, false],
  ])('%s → %s', (type, expected) => {
    expect(isImageContentType(type)).toBe(expected);
  });

  it('sniffs raster types from the bytes', () => {
    expect(sniffImageType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png');
    expect(sniffImageType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffImageType(new TextEncoder().encode('GIF89a'))).toBe('image/gif');
    expect(sniffImageType(new TextEncoder().encode('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '))).toBe('image/webp');
    expect(sniffImageType(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
  });

  it('encodes bytes as a data URL', () => {
    expect(toDataUrl(new TextEncoder().encode('<svg/>'), 'image/svg+xml')).toBe(
      `data:image/svg+xml;base64,${btoa('<svg/>')}`,
    );
  });
});
