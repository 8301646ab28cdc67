import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormatDate } from '../../shop';
import type { OrderRecord } from '../../../common/wire/orders';

/** Whether the receipt the till asked to email has gone out (server/domains/orders/receiptSender.ts). */
export const ReceiptEmailStatus = ({ order }: { order: OrderRecord }) => {
  const translate = useTranslate();
  const { dateTime } = useFormatDate();
  if (!order.receiptStatus) return null;
  const text =
    order.receiptStatus === 'sent'
      ? translate('orders.receipt_email.sent', { time: order.receiptSentAt ? dateTime(order.receiptSentAt) : '' })
      : order.receiptStatus === 'failed'
        ? translate('orders.receipt_email.failed', { reason: order.receiptError ?? '' })
        : order.receiptStatus === 'no-address'
          ? translate('orders.receipt_email.no_address')
          : translate('orders.receipt_email.waiting');
  return (
    <Typography variant="body2" color={order.receiptStatus === 'failed' ? 'error' : 'text.secondary'} role="status">
      {text}
    </Typography>
  );
};
