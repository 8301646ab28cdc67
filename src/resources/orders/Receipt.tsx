import { GlobalStyles } from '@mui/material';
import { useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslate } from 'react-admin';
import { useFormatDate, useFormatMoney, useShop } from '../../shop';
import { RECEIPT_PAD_MM, RECEIPT_PAPER, receiptPageSize } from './receiptPaper';
import { ReceiptBarcode } from './ReceiptBarcode';
import { ReceiptSeller } from './ReceiptSeller';
import { ReceiptExchangeBalance, ReceiptGivenBack } from './ReceiptExchange';
import type { OrderRecord } from '../../../common/wire/orders';
import { useCustomerName } from './useCustomerName';
import { itemName } from '../shared/screenParts';

/**
 * The thermal receipt, on the shop's 80 mm or 58 mm roll (settings). It sits
 * outside the app's root, laid out off screen and invisible so it can be
 * measured; the print style hides everything else, puts the receipt on the
 * page and makes the page the roll's width and the receipt's length
 * (receiptPaper.ts says why), so the browser prints just the receipt on one page.
 */
export function Receipt({ order }: { order: OrderRecord }) {
  const translate = useTranslate();
  const money = useFormatMoney();
  const { dateTime } = useFormatDate();
  const { printed } = useShop();
  const paper = RECEIPT_PAPER[printed.receiptPaper];
  const ref = useRef<HTMLDivElement>(null);
  const [contentPx, setContentPx] = useState(0);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    const measure = () => setContentPx(el.getBoundingClientRect().height);
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    // A logo that loads late, or another language, changes the length.
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
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
    <div className="receipt-print" data-testid="receipt" data-paper={printed.receiptPaper} ref={ref}>
      <GlobalStyles
        styles={{
          // Laid out as printed (same width and font) but off screen and hidden, to be measured.
          '.receipt-print': {
            position: 'fixed',
            top: 0,
            left: '-200mm',
            visibility: 'hidden',
            pointerEvents: 'none',
            display: 'flow-root',
            boxSizing: 'border-box',
            width: `${paper.printable}mm`,
            font: `${paper.fontPx}px/1.35 monospace`,
            color: '#000',
            background: '#fff',
          },
          '.receipt-print table': { width: '100%', borderCollapse: 'collapse' },
          '.receipt-print td': { padding: '1px 0', verticalAlign: 'top' },
          '.receipt-print .r': { textAlign: 'right', whiteSpace: 'nowrap' },
          '.receipt-print hr': { border: 0, borderTop: '1px dashed #000' },
          '@media print': {
            '@page': { size: receiptPageSize(printed.receiptPaper, contentPx), margin: 0 },
            'html, body': { margin: '0 !important', padding: '0 !important', background: '#fff' },
            'body > *:not(.receipt-print)': { display: 'none !important' },
            '.receipt-print': {
              position: 'static',
              visibility: 'visible',
              margin: `${RECEIPT_PAD_MM}mm ${(paper.width - paper.printable) / 2}mm`,
            },
          },
        }}
      />
      <ReceiptSeller shop={printed} />
      <hr />
      <div style={{ textAlign: 'center' }}>
        {translate('orders.invoice.number')} {order.number}
        <ReceiptBarcode number={order.number} />
        <span data-testid="receipt-series">
          {order.series
            ? translate('orders.receipt.series_block', { device: order.series.device, first: order.series.first, last: order.series.last })
            : translate('orders.receipt.series_online')}
        </span>
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
                {itemName(item.name, item.variantName)}
                <br />
                {item.qty} × {item.listPrice != null && item.listPrice > item.unitPrice && <s>{money(item.listPrice)}</s>} {money(item.unitPrice)}
                {item.returnedQty > 0 ? ` (${translate('orders.page.returned')}: ${item.returnedQty})` : ''}
              </td>
              <td className="r">{money(item.totalPrice)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {order.exchange && <ReceiptGivenBack exchange={order.exchange} />}
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
          {order.exchange && <ReceiptExchangeBalance exchange={order.exchange} />}
        </tbody>
      </table>
      <hr />
      <div style={{ textAlign: 'center', whiteSpace: 'pre-line' }}>{printed.receiptFooter || translate('orders.invoice.thanks')}</div>
    </div>,
    document.body,
  );
}
