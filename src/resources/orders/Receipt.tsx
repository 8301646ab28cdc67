import { GlobalStyles } from '@mui/material';
import { createPortal } from 'react-dom';
import { useTranslate } from 'react-admin';
import { useFormatDate, useFormatMoney, useShop } from '../../app';
import type { OrderRecord } from './types';
import { useCustomerName } from './useCustomerName';

/**
 * The 80 mm thermal receipt. It sits outside the app's root and is shown only
 * when printing; the print style hides everything else and sets the paper to
 * 80 mm wide with no margins, so the browser prints just the receipt.
 */
export function Receipt({ order }: { order: OrderRecord }) {
  const translate = useTranslate();
  const money = useFormatMoney();
  const { dateTime } = useFormatDate();
  const shop = useShop();
  const customerName = useCustomerName();
  const rows: [string, number][] = [
    ['pos.totals.subtotal', order.subTotal],
    ['pos.totals.vat', order.vat],
    ['pos.totals.shipping', order.shipping],
    ['pos.totals.discount', order.discount],
    // Cash rounding (issue 19): printed only when the sale has one.
    ...(order.rounding ? ([['pos.totals.rounding', order.rounding]] as [string, number][]) : []),
  ];
  return createPortal(
    <div className="receipt-80mm" data-testid="receipt">
      <GlobalStyles
        styles={{
          '.receipt-80mm': { display: 'none' },
          '@media print': {
            '@page': { size: '80mm auto', margin: 0 },
            'body > *:not(.receipt-80mm)': { display: 'none !important' },
            '.receipt-80mm': {
              display: 'block !important',
              width: '72mm',
              margin: '0 4mm',
              font: '11px/1.35 monospace',
              color: '#000',
            },
            '.receipt-80mm table': { width: '100%', borderCollapse: 'collapse' },
            '.receipt-80mm td': { padding: '1px 0', verticalAlign: 'top' },
            '.receipt-80mm .r': { textAlign: 'right', whiteSpace: 'nowrap' },
            '.receipt-80mm hr': { border: 0, borderTop: '1px dashed #000' },
          },
        }}
      />
      <h1 style={{ fontSize: 14, textAlign: 'center', margin: '4px 0' }}>{shop.name}</h1>
      <div style={{ textAlign: 'center' }}>
        {translate('orders.invoice.number')} {order.number}
        <br />
        {dateTime(order.createdAt)}
        {order.cashierName ? ` · ${order.cashierName}` : ''}
        <br />
        {customerName(order)}
        {order.customerPhone ? ` · ${order.customerPhone}` : ''}
      </div>
      <hr />
      <table>
        <tbody>
          {order.items.map((item) => (
            <tr key={item._id}>
              <td>
                {item.variantName ? `${item.name} (${item.variantName})` : item.name}
                <br />
                {item.qty} × {item.listPrice != null && item.listPrice > item.unitPrice && <s>{money(item.listPrice)}</s>} {money(item.unitPrice)}
                {item.returnedQty > 0 ? ` (${translate('orders.page.returned')}: ${item.returnedQty})` : ''}
              </td>
              <td className="r">{money(item.totalPrice)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <hr />
      <table>
        <tbody>
          {rows.map(([key, value]) => (
            <tr key={key}>
              <td>{translate(key)}</td>
              <td className="r">{money(value)}</td>
            </tr>
          ))}
          <tr>
            <td>
              <b>{translate('pos.totals.net')}</b>
            </td>
            <td className="r">
              <b>{money(order.total)}</b>
            </td>
          </tr>
          {order.payments.map((p) => (
            <tr key={p._id}>
              <td>
                {p.kind === 'refund' ? translate('orders.page.refund') : translate(`pos.methods.${p.method}`)}
                {p.reference ? ` ${p.reference}` : ''}
              </td>
              <td className="r">{money(p.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <hr />
      <div style={{ textAlign: 'center' }}>{translate('orders.invoice.thanks')}</div>
    </div>,
    document.body,
  );
}
