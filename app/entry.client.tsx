import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

/**
 * Hydrates the page once its interface texts are in: the head's catalog module (app/root.tsx) and React
 * Router's own module script are both async, so either may run first. Importing the catalog's address again
 * waits for that same module (or returns at once when it has run); the first render then has the server's
 * texts and hydration matches.
 */
async function hydrate(): Promise<void> {
  const catalog = document.querySelector<HTMLScriptElement>('script[data-catalog]');
  if (catalog) await import(/* @vite-ignore */ catalog.src).catch(() => undefined);
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

void hydrate();
