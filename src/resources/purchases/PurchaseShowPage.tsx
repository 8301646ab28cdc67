import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { Button, Stack } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useGetOne, useNotify, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { ApiDataProvider } from '../../dataProvider';
import type { CustomPageProps } from '../../engine/parts';
import { downloadPurchasePdf } from './purchaseApi';

/**
 * A purchase's page: the purchase order PDF to send to the supplier above the
 * generated view (whose line table shows what was ordered and what has been
 * received, and whose toolbar offers the row menu's Receive, Mark as Ordered
 * and Cancel as the purchase's state allows). The record is the one the
 * generated page loads (same query, fetched once).
 */
export function PurchaseShowPage({ Generated }: CustomPageProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const dp = useDataProvider<ApiDataProvider>();
  const { id = '' } = useParams<'id'>();
  const { data: purchase } = useGetOne<{ id: string; number: string }>('purchases', { id }, { enabled: id !== '' });
  const pdf = useMutation({
    mutationFn: () => downloadPurchasePdf(dp, id, purchase?.number ?? 'purchase'),
    onSuccess: ({ filename }) => notify('purchases.page.pdf_saved', { type: 'success', messageArgs: { filename } }),
    onError: (e: Error) => notify(e.message || 'app.notification.error_loading', { type: 'error' }),
  });

  return (
    <>
      <Stack direction="row" component="nav" aria-label={translate('purchases.page.actions')} sx={{ gap: 1, mt: 2, flexWrap: 'wrap' }}>
        <Button variant="outlined" startIcon={<PictureAsPdfIcon />} onClick={() => pdf.mutate()} disabled={!purchase || pdf.isPending}>
          {translate('purchases.page.pdf')}
        </Button>
      </Stack>
      <Generated />
    </>
  );
}
