import type { LinkType } from '../../../../common/pageStyle';

/**
 * Where the picker of each link type finds its choices: a resource searched
 * on the server (its search box: a product by name, SKU or barcode) and
 * listed by name, whose slug becomes the link's `href`; the content pages; or
 * nothing (an external address is typed). `detail` names a field shown after
 * the name, so two products of one name can be told apart.
 */
export type LinkTarget = { kind: 'resource'; resource: string; detail?: string } | { kind: 'pages' } | { kind: 'typed' };

export const LINK_TARGETS: Record<LinkType, LinkTarget> = {
  page: { kind: 'pages' },
  product: { kind: 'resource', resource: 'products', detail: 'sku' },
  category: { kind: 'resource', resource: 'categories' },
  collection: { kind: 'resource', resource: 'collections' },
  external: { kind: 'typed' },
};
