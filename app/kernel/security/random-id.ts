/** 144 random bits as 24 URL-safe characters: a sign-in's or a challenge's id, never guessable. */
export function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_');
}
