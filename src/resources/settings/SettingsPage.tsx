import { Alert, Box, CircularProgress, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title, useCanAccess, useDataProvider, useTranslate } from 'react-admin';
import { SETTINGS_CARDS, type SettingsCard as CardName, type ShopSettings } from '../../../common/settings';
import type { ApiDataProvider } from '../../dataProvider';
import { SETTINGS_QUERY_KEY, SettingsCard } from './SettingsCard';

const CARDS = Object.keys(SETTINGS_CARDS) as CardName[];

/** `/settings` (spec §1, §2.6, §9): the shop's settings as cards, each edited on its own. */
export function SettingsPage() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ApiDataProvider>();
  const { canAccess: canEdit } = useCanAccess({ resource: 'settings', action: 'edit' });
  const { data, error, isPending } = useQuery({
    queryKey: SETTINGS_QUERY_KEY,
    queryFn: () => dataProvider.call<ShopSettings>('GET', 'settings'),
  });

  return (
    <Box sx={{ p: 2, maxWidth: 1100 }}>
      <Title title={translate('resources.settings.title')} />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {translate('resources.settings.title')}
      </Typography>
      {isPending && <CircularProgress aria-label={translate('settings.loading')} />}
      {error && <Alert severity="error">{(error as Error).message}</Alert>}
      {data && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
          {CARDS.map((card) => (
            <SettingsCard key={card} card={card} settings={data} canEdit={canEdit === true} />
          ))}
        </Box>
      )}
    </Box>
  );
}
