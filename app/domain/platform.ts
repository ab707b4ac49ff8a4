/**
 * Platform is decided on the server from the request user-agent: mobile if
 * common mobile patterns match, else desktop.
 */
export type Platform = 'mobile' | 'desktop';

const MOBILE_PATTERN =
  /Android.+Mobile|iPhone|iPod|BlackBerry|IEMobile|Opera Mini|Windows Phone|webOS|Mobile Safari|Silk|Kindle/i;

export function platformFromUserAgent(userAgent: string | null | undefined): Platform {
  return userAgent && MOBILE_PATTERN.test(userAgent) ? 'mobile' : 'desktop';
}
