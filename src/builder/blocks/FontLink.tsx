import { fontStylesheetUrl } from '../../../common/pageStyle';

/**
 * The stylesheet of a block's chosen font, drawn where the block is (in the
 * builder's preview frame or the storefront's page), so fonts load only
 * for pages that use them and never for the admin's first page.
 */
export function FontLink({ family }: { family: string | undefined }) {
  const href = family ? fontStylesheetUrl([family]) : null;
  return href ? <link rel="stylesheet" href={href} /> : null;
}
