import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ReceiptBarcode } from '../../resources/orders/ReceiptBarcode';
import { useFormatDate, useFormatMoney } from '../../shop';
import { useOffline } from './offlineStore';

/**
 * The receipt of a sale made offline (issue 25), with the final number it
 * took from the device's block: the number its order will carry. Print
 * prints the page as it is, the receipt on top.
 */
export function ReceiptDialog() {
  const translate = useTranslate();
  const money = useFormatMoney();
  const { dateTime } = useFormatDate();
  const sale = useOffline((s) => s.receipt);
  if (!sale) return null;
  const r = sale.receipt;
  const close = () => useOffline.getState().set({ receipt: null });
  const row = (label: string, value: string, strong = false) => (
    <TableRow>
      <TableCell sx={{ fontWeight: strong ? 700 : undefined }}>{label}</TableCell>
      <TableCell align="right" sx={{ fontWeight: strong ? 700 : undefined }}>
        {value}
      </TableCell>
    </TableRow>
  );
  return (
    <Dialog open onClose={close} aria-labelledby="offline-receipt-title" maxWidth="xs" fullWidth>
      <DialogTitle id="offline-receipt-title">
        {translate('pos.offline.receipt_title')} <span data-testid="receipt-number">{sale.number}</span>
      </DialogTitle>
      <DialogContent>
        {/* Printed with the page: its barcode is what the till scans to exchange the sale later (issue 36). */}
        <ReceiptBarcode number={sale.number} />
        <Typography variant="body2" color="text.secondary">
          {[r.location, dateTime(sale.soldAt)].filter(Boolean).join(' · ')}
        </Typography>
        {/* Numbers jump where a till's block begins: the receipt says whose block this one is from (issue 36). */}
        <Typography variant="body2" color="text.secondary" data-testid="receipt-series">
          {translate('pos.offline.receipt_series', { device: sale.device })}
        </Typography>
        <Typography variant="body2" color="text.secondary" role="status">
          {translate('pos.offline.receipt_queued')}
        </Typography>
        <Table size="small" aria-label={translate('pos.offline.receipt_title')}>
          <TableBody>
            {r.lines.map((l, i) => (
              <TableRow key={i}>
                <TableCell>
                  {l.qty} × {l.name}
                </TableCell>
                <TableCell align="right">{money(l.totalPrice)}</TableCell>
              </TableRow>
            ))}
            {row(translate('pos.totals.subtotal'), money(r.subTotal))}
            {r.vat > 0 && row(translate('pos.totals.vat'), money(r.vat))}
            {r.shipping > 0 && row(translate('pos.totals.shipping'), money(r.shipping))}
            {r.discount > 0 && row(translate('pos.totals.discount'), `− ${money(r.discount)}`)}
            {r.rounding !== 0 && row(translate('pos.totals.rounding'), money(r.rounding))}
            {row(translate('pos.totals.net'), money(r.total), true)}
            {row(translate('pos.details.tendered'), money(r.paid))}
            {row(translate('pos.details.change'), money(r.change), true)}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => window.print()}>{translate('pos.offline.print')}</Button>
        <Button variant="contained" onClick={close} autoFocus>
          {translate('pos.offline.next_sale')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
