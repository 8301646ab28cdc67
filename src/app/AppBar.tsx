import { AppBar as RaAppBar, LoadingIndicator, TitlePortal, ToggleThemeButton } from 'react-admin';
import { PosTopBarButton } from '../pos/PosLinks';
import { AccountMenu } from './AccountMenu';
import { CreateMenu } from './CreateMenu';

/** Top bar of spec §2.3: page title, Create menu, light/dark toggle, account menu. */
export const AppBar = () => (
  <RaAppBar
    color="primary"
    userMenu={<AccountMenu />}
    toolbar={
      <>
        <PosTopBarButton />
        <CreateMenu />
        <ToggleThemeButton />
        <LoadingIndicator />
      </>
    }
  >
    {/* A long title on a phone ends in "…" instead of pushing the buttons off the bar. */}
    <TitlePortal sx={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} />
  </RaAppBar>
);
