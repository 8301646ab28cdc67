import { Sidebar, type SidebarProps } from 'react-admin';
import { ShopTitle } from './ShopTitle';

/**
 * react-admin's Sidebar (permanent from the `sm` breakpoint, a drawer below)
 * with the shop name above the menu, outside the menu's role="menu" list.
 */
export const AppSidebar = ({ children, ...props }: SidebarProps) => (
  <Sidebar {...props}>
    <ShopTitle />
    {children}
  </Sidebar>
);
