import { Alert, LinearProgress, Table, TableBody, TableCell, TableRow, TextField } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import { toReceive } from '../../../common/purchases';
import type { ApiDataProvider } from '../../dataProvider';
import type { CustomActionProps } from '../../engine/parts';
import { fetchPurchase, purchaseKey, receivePurchase } from './purchaseApi';
import { everythingLeft, receiptLines, typedQuantity } from './receiveQuantities';
import { itemName, LinesHead } from '../shared/screenParts';
import { ActionDialog } from '../../engine/ActionDialog';

interface Props {
  purchaseId: string;
  onClose(): void;
}

/**
 * Receive goods against a purchase: per line what was ordered, what has come
 * so far, and what comes now (everything left unless changed). One receipt
 * id per opening of the dialog: a double click or a retry after a lost answer
 * sends the same id, and the server takes the goods in once.
 */
export function PurchaseReceiveDialog({ purchaseId, onClose }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const dp = useDataProvider<ApiDataProvider>();
  const [receipt] = useState(() => crypto.randomUUID());
  const [typed, setTyped] = useState<Record<string, number> | null>(null);
  const { data: purchase, error } = useQuery({ queryKey: purchaseKey(purchaseId), queryFn: () => fetchPurchase(dp, purchaseId) });
  const qty = typed ?? (purchase ? everythingLeft(purchase.lines) : {});
  const lines = purchase ? receiptLines(purchase.lines, qty) : [];

  const receive = useMutation({
    mutationFn: () => receivePurchase(dp, purchaseId, { receipt, lines }),
    onSuccess: (made) => {
      notify('purchases.receive.done', { type: 'success', messageArgs: { number: made.purchase.number } });
      queryClient.setQueryData(purchaseKey(purchaseId), made.purchase);
      refresh();
      onClose();
    },
    onError: (e: Error) => notify(e.message || 'app.notification.error_loading', { type: 'error' }),
  });

  return (
    <ActionDialog
      title={translate('purchases.receive.title', { number: purchase?.number ?? '' })}
      onClose={onClose}
      maxWidth="md"
      busy={receive.isPending}
      confirm={{ label: translate('purchases.receive.save'), onClick: () => receive.mutate(), disabled: lines.length === 0 }}
    >
      {error ? <Alert severity="error">{error.message}</Alert> : null}
      {!purchase && !error ? <LinearProgress aria-label={translate('ra.page.loading')} /> : null}
      {purchase ? (
        <>
          <Alert severity="info" sx={{ mb: 2 }}>
            {translate('purchases.receive.into', { location: purchase.location.name })}
          </Alert>
          <Table size="small">
            <LinesHead
              item={translate('purchases.lines.item')}
              between={[translate('purchases.lines.ordered'), translate('purchases.lines.received')]}
              last={translate('purchases.receive.now')}
            />
            <TableBody>
              {purchase.lines.map((line) => {
                const name = itemName(line.name, line.variantName);
                return (
                  <TableRow key={line._id}>
                    <TableCell>{name}</TableCell>
                    <TableCell align="right">{line.qty}</TableCell>
                    <TableCell align="right">{line.receivedQty}</TableCell>
                    <TableCell align="right">
                      <TextField
                        size="small"
                        value={String(qty[line._id] ?? 0)}
                        disabled={toReceive(line) === 0 || receive.isPending}
                        onChange={(e) => setTyped({ ...qty, [line._id]: typedQuantity(e.target.value, qty[line._id] ?? 0, line) })}
                        slotProps={{
                          htmlInput: {
                            inputMode: 'numeric',
                            'aria-label': translate('purchases.receive.qty', { name }),
                            style: { width: 72, textAlign: 'right' },
                          },
                        }}
                      />
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </>
      ) : null}
    </ActionDialog>
  );
}

/** The row menu's Receive (`custom` action `purchase-receive`). */
export function PurchaseReceiveAction({ record, onClose }: CustomActionProps) {
  return <PurchaseReceiveDialog purchaseId={String(record.id)} onClose={onClose} />;
}
