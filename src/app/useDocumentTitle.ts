import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { useShop } from '../shop';

/** What the browser's tab reads: the page's title and the shop's name ("Orders · Rong Fashion"). */
export function documentTitle(page: string, shop: string): string {
  const name = shop.trim();
  const title = page.trim();
  return title && title !== name ? [title, name].filter(Boolean).join(' · ') : name;
}

/** The shop's name, or the app's until `auth/self` has answered (and on the sign-in page). */
function useShopName(): string {
  const { name } = useShop();
  const translate = useTranslate();
  return name || translate('app.title');
}

/**
 * The tab of a page inside the layout reads the page's title as the top bar shows it
 * (`<Title>`, which react-admin portals into `#react-admin-title`), in the chosen language,
 * followed by the shop's name; it follows the title as pages, records and the language change.
 */
export function useTabFollowsPageTitle(): void {
  const shop = useShopName();
  useEffect(() => {
    const portal = document.getElementById('react-admin-title');
    const show = () => {
      document.title = documentTitle(portal?.textContent ?? '', shop);
    };
    show();
    if (!portal) return undefined;
    const observer = new MutationObserver(show);
    observer.observe(portal, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [shop]);
}

/** The tab of a page outside the layout (sign-in, the page builder): its own title and the shop's name. */
export function useDocumentTitle(page: string): void {
  const shop = useShopName();
  useEffect(() => {
    document.title = documentTitle(page, shop);
  }, [page, shop]);
}
