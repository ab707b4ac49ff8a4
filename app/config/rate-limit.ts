/** A limit on uses per window (the limits themselves are in sign-in.ts and experiments.ts). */
export interface RateLimit {
  /** Names the limit in its keys: `sign-in-code:email`. */
  name: string;
  limit: number;
  windowMs: number;
}
