import { code128, drawingSVG } from 'bwip-js/browser';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';

/**
 * The order's number as a Code 128 barcode under it on the receipt, so the
 * till finds the sale by scanning the receipt (an exchange, issue 36). White
 * either side is the quiet zone a scanner needs; at most 44 mm wide (within a
 * 58 mm roll's printable 48), a bar stays above a third of a millimetre.
 */
export function ReceiptBarcode({ number }: { number: string }) {
  const translate = useTranslate();
  const svg = useMemo(() => code128({ bcid: 'code128', text: number, scale: 2, height: 9, paddingwidth: 10 }, drawingSVG()), [number]);
  return (
    <img
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      alt={translate('orders.receipt.barcode', { number })}
      data-testid="receipt-barcode"
      data-code={number}
      style={{ display: 'block', margin: '1mm auto 0', width: '100%', maxWidth: '44mm', height: 'auto' }}
    />
  );
}
