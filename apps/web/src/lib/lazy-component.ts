import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A component whose code loads on first render (or on `preload`), in a chunk of its own. */
export type LazyComponent<P extends object> = LazyExoticComponent<ComponentType<P>> & {
  /** Starts loading the code now. */
  preload: () => Promise<void>;
};

const registry = new Set<() => Promise<unknown>>();

/** A thenable that answers at once: React.lazy then renders without suspending. */
const settled = <T>(value: T) =>
  ({ then: (onFulfilled: (value: T) => unknown) => onFulfilled(value) }) as unknown as Promise<T>;

/**
 * Keeps a modal's body or a widget out of the first page's JavaScript: React.lazy,
 * plus `preload` and a synchronous first render when the code is already in. The first render
 * before that suspends: put it inside a Suspense boundary. A failed load (the server gone) goes
 * to the nearest error boundary, as with React.lazy.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
): LazyComponent<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const start = () => (pending ??= load().then((component) => (loaded = component)));
  const Lazy = lazy(() =>
    loaded ? settled({ default: loaded }) : start().then((component) => ({ default: component })),
  );
  registry.add(start);
  return Object.assign(Lazy, { preload: () => start().then(() => undefined) });
}

/**
 * Loads every lazy component defined so far. The component tests' render helper calls it once,
 * so the app renders as synchronously as it did before these were split out.
 */
export async function preloadLazyComponents(): Promise<void> {
  await Promise.all([...registry].map((start) => start()));
}
