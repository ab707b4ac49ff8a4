/** A Shopify handle as the routes accept it: lowercase letters, digits and dashes, at most 255 characters. */
const HANDLE = /^[a-z0-9][a-z0-9-]{0,254}$/;

export function isShopifyHandle(value: string): boolean {
  return HANDLE.test(value);
}
