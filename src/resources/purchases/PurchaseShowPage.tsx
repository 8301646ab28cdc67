import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import MoveToInboxIcon from '@mui/icons-material/MoveToInbox';
import { Button, Card, CardContent, CardHeader, Stack, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useCanAccess, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { lineTotal, parseTaka, toTaka } from '../../../common/money';
import { PURCHASE_RECEIVABLE, type PurchaseStatus } from '../../../common/purchases';
import type { ApiDataProvider } from '../../dataProvider';
import type { CustomPageProps } from '../../engine/parts';
import { useFormatMoney } from '../../shop';
import { downloadPurchasePdf, fetchPurchase, purchaseKey } from './purchaseApi';
import { ReceiveDialog } from './ReceiveDialog';

/**
 * A purchase's page: the generated view with, above it, the purchase order
 * PDF and Receive, and below it the lines with what has been received.
 */
export function PurchaseShowPage({ Generated }: CustomPageProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const money = useFormatMoney();
  const dp = useDataProvider<ApiDataProvider>();
  const { id = '' } = useParams<'id'>();
  const [receiving, setReceiving] = useState(false);
  const { canAccess: mayReceive } = useCanAccess({ resource: 'purchases', action: 'receive' });
  const { data: purchase } = useQuery({ queryKey: purchaseKey(id), queryFn: () => fetchPurchase(dp, id), enabled: id !== '' });
  const pdf = useMutation({
    mutationFn: () => downloadPurchasePdf(dp, id, purchase?.number ?? 'purchase'),
    onSuccess: ({ filename }) => notify('purchases.page.pdf_saved', { type: 'success', messageArgs: { filename } }),
    onError: (e: Error) => notify(e.message || 'app.notification.error_loading', { type: 'error' }),
  });
  const receivable = purchase && PURCHASE_RECEIVABLE.includes(purchase.status as PurchaseStatus);

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
      {purchase ? (
        <Card sx={{ mt: 2 }}>
          <CardHeader title={translate('purchases.lines.title')} titleTypographyProps={{ variant: 'h6', component: 'h2' }} />
          <CardContent sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label={translate('purchases.lines.title')}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate('purchases.lines.item')}</TableCell>
                  <TableCell>{translate('purchases.lines.sku')}</TableCell>
                  <TableCell align="right">{translate('purchases.lines.ordered')}</TableCell>
                  <TableCell align="right">{translate('purchases.lines.received')}</TableCell>
                  <TableCell align="right">{translate('purchases.lines.to_receive')}</TableCell>
                  <TableCell align="right">{translate('purchases.lines.unit_cost')}</TableCell>
                  <TableCell align="right">{translate('purchases.lines.amount')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {purchase.lines.map((line) => (
                  <TableRow key={line._id}>
                    <TableCell>{line.variantName ? `${line.name} (${line.variantName})` : line.name}</TableCell>
                    <TableCell>{line.sku}</TableCell>
                    <TableCell align="right">{line.qty}</TableCell>
                    <TableCell align="right">{line.receivedQty}</TableCell>
                    <TableCell align="right">{line.toReceive}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {money(line.unitCost)}
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {money(toTaka(lineTotal(parseTaka(line.unitCost) ?? 0, line.qty)))}
                    </TableCell>
                  </TableRow>
                ))}
                <TableRow>
                  <TableCell colSpan={6} sx={{ fontWeight: 'bold' }}>
                    {translate('purchases.lines.total')}
                  </TableCell>
                  <TableCell align="right" sx={{ fontWeight: 'bold', whiteSpace: 'nowrap' }}>
                    {money(purchase.total)}
                  </TableCell>
                </TableRow>
              </TableBody>
            </Table>
          </CardContent>
        </Card>
      ) : null}
      {receiving ? <ReceiveDialog purchaseId={id} onClose={() => setReceiving(false)} /> : null}
    </>
  );
}
