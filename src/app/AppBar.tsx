import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { AppBar as RaAppBar, RefreshIconButton, TitlePortal, ToggleThemeButton, useLoading, useTranslate } from 'react-admin';
import { PosTopBarButton } from '../pos/PosLinks';
import { AccountMenu } from './AccountMenu';
import { CreateMenu } from './CreateMenu';

/**
 * react-admin's LoadingIndicator, with a name for its spinner: its unnamed
 * progressbar, drawn whenever a screen refetches, was an axe violation on
 * whichever screen it caught (the order page, the settings).
 */
function LoadingIndicator() {
  const loading = useLoading();
  const translate = useTranslate();
  return (
    <Box sx={{ position: 'relative' }}>
      <RefreshIconButton sx={loading ? { opacity: 0 } : undefined} />
      {loading && (
        <CircularProgress
          aria-label={translate('ra.page.loading')}
          color="inherit"
          size={16}
          thickness={6}
          sx={{ position: 'absolute', top: '30%', left: '30%' }}
        />
      )}
    </Box>
  );
}

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
