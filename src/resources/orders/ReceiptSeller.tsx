import { useTranslate } from 'react-admin';
import type { PrintedShop } from '../../../common/wire/shop';

/**
 * The top of a receipt: who sold (spec §1 settings "printed on receipts and
 * invoices"): logo when the shop wants it, name, branch, address, phone, the
 * VAT registration number (BIN), trade licence and the shop's header text.
 */
export function ReceiptSeller({ shop }: { shop: PrintedShop }) {
  const translate = useTranslate();
  const labelled = (key: string, value: string | null) =>
    value ? (
      <div>
        {translate(key)}: {value}
      </div>
    ) : null;
  return (
    <div style={{ textAlign: 'center' }} data-testid="receipt-seller">
      {shop.receiptShowLogo && shop.logo ? (
        <img src={shop.logo} alt="" style={{ display: 'block', margin: '0 auto 2mm', maxWidth: '60%', maxHeight: '20mm' }} />
      ) : null}
      <h1 style={{ fontSize: '1.3em', margin: '0 0 2px' }}>{shop.shopName}</h1>
      {shop.storeName ? <div>{shop.storeName}</div> : null}
      {shop.address ? <div style={{ whiteSpace: 'pre-line' }}>{shop.address}</div> : null}
      {labelled('documents.seller.phone', shop.phone)}
      {labelled('documents.seller.bin', shop.vatRegistration)}
      {labelled('documents.seller.trade_licence', shop.tradeLicence)}
      {shop.receiptHeader ? <div style={{ whiteSpace: 'pre-line', marginTop: '2mm' }}>{shop.receiptHeader}</div> : null}
    </div>
  );
}
