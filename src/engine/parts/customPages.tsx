import type { ComponentType } from 'react';
import { Loading } from 'react-admin';
import { suspended } from './suspended';

/** The pages the engine generates for every resource (spec §2.2 routes). */
export type PageKind = 'list' | 'create' | 'edit' | 'show';

export interface CustomPageProps {
  /** The page the engine would have drawn: render it to wrap it, leave it out to replace it. */
  Generated: ComponentType;
}

/**
 * Pages a spec cannot say. A resource folder in src/resources/ registers a
 * component for one kind of page of its resource; it gets the generated page
 * as `Generated`, so it can add around it (a header, a side panel) or stand
 * in for it entirely (the point of sale's own screens). Dialogs of `modal`
 * resources are not pages and stay generated.
 */
const customPages = new Map<string, ComponentType<CustomPageProps>>();

const keyOf = (resource: string, kind: PageKind) => `${resource}/${kind}`;

export function registerPage(resource: string, kind: PageKind, page: ComponentType<CustomPageProps>): void {
  customPages.set(keyOf(resource, kind), page);
}

/**
 * The component the router mounts for a resource's page: the generated one,
 * or the registered page given the generated one. Called when routes are
 * built, after the resource folders registered their parts.
 */
export function pageFor(resource: string, kind: PageKind, Generated: ComponentType): ComponentType {
  const Custom = customPages.get(keyOf(resource, kind));
  if (!Custom) return Generated;
  // A page made with lazyPart() loads when first opened.
  const Suspended = suspended(Custom, () => <Loading />);
  const Page = () => <Suspended Generated={Generated} />;
  Page.displayName = `${resource}.${kind}`;
  return Page;
}
