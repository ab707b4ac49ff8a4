/**
 * HMAC-SHA256 under the worker's session secret, for values the server keeps and must not be able to
 * reverse from the store alone (a sign-in code's digest). The secret stays in this closure.
 */
export type Sign = (text: string) => Promise<string>;

export function createSigner(secret: string): Sign {
  let key: Promise<CryptoKey> | undefined;
  return async (text) => {
    key ??= crypto.subtle.importKey('raw', new TextEncoder().encode(secret), {name: 'HMAC', hash: 'SHA-256'}, false, ['sign']);
    const signature = new Uint8Array(await crypto.subtle.sign('HMAC', await key, new TextEncoder().encode(text)));
    return Array.from(signature, (byte) => byte.toString(16).padStart(2, '0')).join('');
  };
}

export {sameDigest} from '~/domain/checkout-rules/programme-details';
