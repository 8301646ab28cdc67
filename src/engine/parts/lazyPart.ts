import { lazy, type ComponentType } from 'react';

/**
 * A resource's custom part loaded when it is first drawn, so the app's first
 * page carries none of them (spec budget: first-page JavaScript within 1.3×
 * a minimal react-admin app). React.lazy takes a default export; this takes
 * the module's named one. The engine draws every registered part inside
 * Suspense, so a lazy part needs nothing more.
 */
export function lazyPart<M, K extends keyof M>(load: () => Promise<M>, name: K): M[K] {
  return lazy(async () => ({ default: (await load())[name] as ComponentType<unknown> })) as M[K];
}
