import { Alert, Card, CardContent, CardHeader, CircularProgress } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { ApiDataProvider } from '../../dataProvider';
import { CredentialSection, type CredentialCalls } from './CouriersCard';

const BKASH_QUERY_KEY = ['settings', 'bkash'] as const;

/**
 * The bKash card of the settings page (issue 38): where the online shop's bKash credentials come from and which are
 * set, and for those who may change settings the couriers' form (save, remove, Test connection) on bKash's calls.
 */
export function BkashCard({ canEdit }: { canEdit: boolean }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ApiDataProvider>();
  const { data, error, isPending } = useQuery({ queryKey: BKASH_QUERY_KEY, queryFn: () => dataProvider.request('GET /settings/bkash') });
  const calls: CredentialCalls = {
    queryKey: BKASH_QUERY_KEY,
    messages: 'settings.bkash',
    save: (body) => dataProvider.request('PUT /settings/bkash', { body }),
    test: (body) => dataProvider.request('POST /settings/bkash/test', { body }),
    remove: () => dataProvider.request('DELETE /settings/bkash'),
  };
  const titleId = 'settings-bkash-title';
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId} sx={{ gridColumn: '1 / -1' }}>
      <CardHeader
        title={translate('settings.bkash.title')}
        subheader={translate('settings.bkash.help')}
        slotProps={{ title: { id: titleId, component: 'h2', variant: 'h6' } }}
      />
      <CardContent>
        {isPending && <CircularProgress aria-label={translate('settings.bkash.loading')} />}
        {error && <Alert severity="error">{(error as Error).message}</Alert>}
        {data && <CredentialSection status={data} label="bKash" calls={calls} canEdit={canEdit} />}
      </CardContent>
    </Card>
  );
}
