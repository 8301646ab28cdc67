import { Suspense, type ComponentType, type ReactNode } from 'react';

/**
 * A registered part drawn inside Suspense, so one made with lazyPart() loads
 * when first shown; `fallback` stands in meanwhile (nothing by default).
 */
export function suspended<P extends object>(Part: ComponentType<P>, fallback: (props: P) => ReactNode = () => null): ComponentType<P> {
  const Suspended = (props: P) => (
    <Suspense fallback={fallback(props)}>
      <Part {...props} />
    </Suspense>
  );
  Suspended.displayName = `Suspended(${Part.displayName ?? Part.name})`;
  return Suspended;
}
