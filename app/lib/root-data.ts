import { useRouteLoaderData } from 'react-router';
import type { RootData } from '../root.tsx';

/** The root loader's data (language, interface texts, site name, server time), for any route. */
export function useRootData(): RootData {
  const data = useRouteLoaderData('root') as RootData | undefined;
  if (!data) throw new Error('root data is missing');
  return data;
}
