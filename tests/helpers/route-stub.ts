import type { ComponentType } from 'react';
import type {
  ActionFunction,
  createRoutesStub,
  LoaderFunction,
  ShouldRevalidateFunction,
} from 'react-router';

type StubRoute = Parameters<typeof createRoutesStub>[0][number];

/** What a screen's route module exports that a test renders: its page, fallback, client loader and action, and when it reads again. */
export interface ScreenModule {
  // The page takes its route's generated props; the stub hands them over.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  default: ComponentType<any>;
  HydrateFallback?: ComponentType;
  clientLoader?: (args: never) => unknown;
  clientAction?: (args: never) => unknown;
  shouldRevalidate?: ShouldRevalidateFunction;
}

/**
 * A route of `createRoutesStub` from a screen's module, its client loader and action running as the stub's
 * loader and action, so the screen reads and changes through the router as it does in the browser.
 */
export function stubRoute(path: string, module: ScreenModule): StubRoute {
  return {
    path,
    Component: module.default,
    ...(module.HydrateFallback ? { HydrateFallback: module.HydrateFallback } : {}),
    ...(module.clientLoader ? { loader: module.clientLoader as unknown as LoaderFunction } : {}),
    ...(module.clientAction ? { action: module.clientAction as unknown as ActionFunction } : {}),
    ...(module.shouldRevalidate ? { shouldRevalidate: module.shouldRevalidate } : {}),
  };
}
