import {useRouteLoaderData} from '@remix-run/react';
import type {RootData} from '~/features/root/root-data';

export type {RootData};

/** The root loader's data (~/features/root/root-data), from any component. */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData('root') as RootData | undefined;
}
