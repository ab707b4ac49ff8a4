/**
 * Where the local stand-ins listen. The storefront's env defaults point here
 * (see app/kernel/env.ts), so `npm run dev` works with no configuration.
 */
export const MOCK_SHOP_PORT = Number(process.env.MOCK_SHOP_PORT ?? 4100);
export const MOCK_SHOP_ORIGIN = `http://127.0.0.1:${MOCK_SHOP_PORT}`;
