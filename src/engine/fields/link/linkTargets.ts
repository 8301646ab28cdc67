import type { LinkType } from '../../../../common/pageStyle';

/**
 * Where the picker of each link type finds its choices: a resource listed by
 * name whose slug becomes the link's `href`, the content pages, or nothing
 * (an external address is typed). Products are typed by their address until
 * the products resource exists in the admin app.
 */
export type LinkTarget = { kind: 'resource'; resource: string } | { kind: 'pages' } | { kind: 'typed' };

export const LINK_TARGETS: Record<LinkType, LinkTarget> = {
  page: { kind: 'pages' },
  product: { kind: 'typed' },
  category: { kind: 'resource', resource: 'categories' },
  collection: { kind: 'resource', resource: 'collections' },
  external: { kind: 'typed' },
};
