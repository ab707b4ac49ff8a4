/**
 * The consent check all tracking waits on. When Shopify's Customer Privacy
 * API is on the page it decides; until a consent tool is installed, tracking is allowed.
 */
interface CustomerPrivacy {
  analyticsProcessingAllowed?: () => boolean;
}

export function trackingAllowed(): boolean {
  if (typeof window === 'undefined') return false;
  // Hydrogen types window.Shopify as always loaded; on our pages it may not be.
  const privacy = (window as {Shopify?: {customerPrivacy?: CustomerPrivacy}}).Shopify?.customerPrivacy;
  if (typeof privacy?.analyticsProcessingAllowed === 'function') {
    try {
      return privacy.analyticsProcessingAllowed();
    } catch {
      return false;
    }
  }
  return true;
}
