/**
 * When the cart is stored, a cookie named dm_i, if present, is added to the
 * checkout link as query parameter dm_i.
 */
const DM_I_VALUE = /^[A-Za-z0-9._~-]{1,256}$/;

export function checkoutUrlWithDmi(checkoutUrl: string, dmi: string | null | undefined): string {
  if (!dmi || !DM_I_VALUE.test(dmi)) return checkoutUrl;
  try {
    const url = new URL(checkoutUrl);
    url.searchParams.set('dm_i', dmi);
    return url.toString();
  } catch {
    return checkoutUrl;
  }
}
