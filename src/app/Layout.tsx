import type { ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
import { AppBar } from './AppBar';
import { AppMenu } from './AppMenu';
import { AppSidebar } from './AppSidebar';
import { useDocumentLanguage } from './useDocumentLanguage';
import { useTabFollowsPageTitle } from './useDocumentTitle';
import { useSignOutRefusedNotice } from '../pos/offline/signOutGuard';

export const Layout = ({ children }: { children: ReactNode }) => {
  useDocumentLanguage();
  useTabFollowsPageTitle();
  useSignOutRefusedNotice();
  return (
    <RaLayout
      appBar={AppBar}
      menu={AppMenu}
      sidebar={AppSidebar}
      // react-admin lets the page grow to its widest content (min-width: fit-content);
      // a wide table should scroll inside its card and keep the page header in view.
      sx={{ minWidth: 0, '& .RaLayout-appFrame, & .RaLayout-contentWithSidebar, & .RaLayout-content': { minWidth: 0 } }}
    >
      {children}
    </RaLayout>
  );
};
