import * as prismic from '@prismicio/client';

/** Null for "no such document"; other errors go on. */
export async function orNullWhenMissing<T>(query: Promise<T>): Promise<T | null> {
  try {
    return await query;
  } catch (error) {
    if (error instanceof prismic.NotFoundError) return null;
    throw error;
  }
}
