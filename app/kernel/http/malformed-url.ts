/**
 * A path whose percent-encoding is broken (`/products/%ZZ`) makes route
 * matching throw; the worker answers it with a 400 before Remix sees it.
 */
export function hasMalformedPath(url: string | URL): boolean {
  try {
    // The base only serves bare paths; a full request URL ignores it.
    const {pathname} = typeof url === 'string' ? new URL(url, 'http://localhost') : url;
    decodeURIComponent(pathname);
    return false;
  } catch {
    // Either the URL itself would not parse or its escapes do not decode.
    return true;
  }
}
