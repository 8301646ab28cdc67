import { Alert, Box, CircularProgress, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { Title, useCanAccess, useDataProvider, useGetResourceLabel, useTranslate } from 'react-admin';
import { SETTINGS_CARDS, type SettingsCard as CardName } from '../../../common/settings';
import type { ApiDataProvider } from '../../dataProvider';
import { BkashCard } from './BkashCard';
import { CouriersCard } from './CouriersCard';
import { LeaveSettingsGuard } from './LeaveSettingsGuard';
import { SETTINGS_QUERY_KEY, SettingsCard } from './SettingsCard';

const CARDS = Object.keys(SETTINGS_CARDS) as CardName[];

/** `/settings` (spec §1, §2.6, §9): the shop's settings as cards, each edited on its own. */
export function SettingsPage() {
  const translate = useTranslate();
  // react-admin's resource name, made from the registry's title in both languages (src/i18n/i18nProvider.ts).
  const title = useGetResourceLabel()('settings', 2);
  const dataProvider = useDataProvider<ApiDataProvider>();
  const { canAccess: canEdit } = useCanAccess({ resource: 'settings', action: 'edit' });
  const [unsaved, setUnsaved] = useState<CardName[]>([]);
  const onUnsavedChange = useCallback(
    (card: CardName, changed: boolean) =>
      setUnsaved((cards) => (changed === cards.includes(card) ? cards : changed ? [...cards, card] : cards.filter((c) => c !== card))),
    [],
  );
  const { data, error, isPending } = useQuery({
    queryKey: SETTINGS_QUERY_KEY,
    queryFn: () => dataProvider.request('GET /settings'),
  });

  return (
    <Box sx={{ p: 2, maxWidth: 1100 }}>
      <Title title={title} />
      <LeaveSettingsGuard cards={CARDS.filter((card) => unsaved.includes(card)).map((card) => translate(`settings.cards.${card}.title`))} />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {isPending && <CircularProgress aria-label={translate('settings.loading')} />}
      {error && <Alert severity="error">{(error as Error).message}</Alert>}
      {data && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
          {CARDS.map((card) => (
            <SettingsCard key={card} card={card} settings={data} canEdit={canEdit === true} onUnsavedChange={onUnsavedChange} />
          ))}
          <CouriersCard canEdit={canEdit === true} />
          <BkashCard canEdit={canEdit === true} />
        </Box>
      )}
    </Box>
  );
}
