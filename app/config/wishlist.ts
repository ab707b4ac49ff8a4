/**
 * The Wishlist Company (TWC) stand-in's credentials (tests/mocks/wishlist):
 * app/kernel/env.ts uses them when TWC_BASE_URL is unset, and the stand-in
 * accepts only them. Not secrets: they open nothing but the local stand-in.
 */
export const STAND_IN_TWC = {
  clientId: 'dreamhaus-storefront',
  clientSecret: 'local-stand-in-twc-secret',
  tenant: 'dreamhaus-demo',
} as const;

/** TWC's production token server (Keycloak, a realm per tenant); its API is https://api.au-aws.thewishlist.io. */
export const TWC_AUTH_ORIGIN = 'https://auth.au-aws.thewishlist.io';

/** Keycloak's client-credentials token endpoint for a tenant's realm, under `authOrigin`. */
export function twcTokenUrl(authOrigin: string, tenant: string): string {
  return `${authOrigin.replace(/\/+$/, '')}/auth/realms/${encodeURIComponent(tenant)}/protocol/openid-connect/token`;
}
