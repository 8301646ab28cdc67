import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import MoveToInboxIcon from '@mui/icons-material/MoveToInbox';
import { Button, Stack } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useCanAccess, useDataProvider, useGetOne, useNotify, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { PURCHASE_RECEIVABLE, type PurchaseStatus } from '../../../common/purchases';
import type { ApiDataProvider } from '../../dataProvider';
import type { CustomPageProps } from '../../engine/parts';
import { downloadPurchasePdf } from './purchaseApi';
import { PurchaseReceiveDialog } from './PurchaseReceiveDialog';

/**
 * A purchase's page: the purchase order PDF to send to the supplier and, while
 * goods are expected, Receive, above the generated view (whose line table
 * shows what was ordered and what has been received). The record is the one
 * the generated page loads (same query, fetched once).
 */
export function PurchaseShowPage({ Generated }: CustomPageProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const dp = useDataProvider<ApiDataProvider>();
  const { id = '' } = useParams<'id'>();
  const [receiving, setReceiving] = useState(false);
  const { canAccess: mayReceive } = useCanAccess({ resource: 'purchases', action: 'receive' });
  const { data: purchase } = useGetOne<{ id: string; number: string; status: PurchaseStatus }>('purchases', { id }, { enabled: id !== '' });
  const pdf = useMutation({
    mutationFn: () => downloadPurchasePdf(dp, id, purchase?.number ?? 'purchase'),
    onSuccess: ({ filename }) => notify('purchases.page.pdf_saved', { type: 'success', messageArgs: { filename } }),
    onError: (e: Error) => notify(e.message || 'app.notification.error_loading', { type: 'error' }),
  });
  const receivable = purchase !== undefined && PURCHASE_RECEIVABLE.includes(purchase.status);

  return (
    <>
      <Stack direction="row" component="nav" aria-label={translate('purchases.page.actions')} sx={{ gap: 1, mt: 2, flexWrap: 'wrap' }}>
        <Button variant="outlined" startIcon={<PictureAsPdfIcon />} onClick={() => pdf.mutate()} disabled={!purchase || pdf.isPending}>
          {translate('purchases.page.pdf')}
        </Button>
        {receivable && mayReceive ? (
          <Button variant="contained" startIcon={<MoveToInboxIcon />} onClick={() => setReceiving(true)}>
            {translate('purchases.receive.action')}
          </Button>
        ) : null}
      </Stack>
      <Generated />
      {receiving ? <PurchaseReceiveDialog purchaseId={id} onClose={() => setReceiving(false)} /> : null}
    </>
  );
}
