import type { ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
import { AppBar } from './AppBar';
import { AppMenu } from './AppMenu';
import { AppSidebar } from './AppSidebar';
import { useDocumentLanguage } from './useDocumentLanguage';

export const Layout = ({ children }: { children: ReactNode }) => {
  useDocumentLanguage();
  return (
    <RaLayout appBar={AppBar} menu={AppMenu} sidebar={AppSidebar}>
      {children}
    </RaLayout>
  );
};
