import { createWriteStream } from 'node:fs';
import { mushakPdf } from './server/modules/orders/mushakPdf';
import { invoicePdf, type InvoiceData } from './server/modules/orders/invoicePdf';
const data: InvoiceData = {
  seller: { shopName: 'Rangdhonu Fashion', storeName: 'Dhanmondi branch', logo: null, address: 'House 12, Road 5\nDhanmondi, Dhaka 1209', phone: '01711-000000', email: 'shop@example.com', tradeLicence: 'TRAD/DSCC/012345/2026', vatRegistration: '000123456-0101', receiptHeader: 'Eid collection now in store', receiptFooter: 'Exchange within 7 days with this receipt', receiptShowLogo: false, receiptPaper: '80mm' },
  currencySymbol: '৳', timeZone: 'Asia/Dhaka', number: 'S-003001', createdAt: new Date('2026-11-25T10:30:00Z'), status: 'confirmed',
  customerName: 'রহিম উদ্দিন', customerPhone: '01711000000', customerEmail: null,
  address: { name: 'Rahim', email: '', phone: '017', street: 'House 3, Road 2', city: 'Dhaka', postalCode: '1209' }, cashierName: 'Cashier One',
  lines: [
    { name: 'Polo Shirt', variantName: 'M-Red', qty: 2, returnedQty: 0, unitPrice: 500, totalPrice: 1000, vatRate: 5, vat: 50 },
    { name: 'পাঞ্জাবি ঈদ স্পেশাল with a very long name that wraps across lines', variantName: null, qty: 1, returnedQty: 0, unitPrice: 2750.5, totalPrice: 2750.5, vatRate: 7.5, vat: 206.29 },
  ],
  subTotal: 3750.5, vat: 256.29, shipping: 60, discount: 100, total: 3966.79, paid: 3966.79, refunded: 0,
};
mushakPdf(data, { lang: 'en', buyerBin: '000987654-0101' }).pipe(createWriteStream('/tmp/docs-exp/m-en.pdf'));
mushakPdf(data, { lang: 'bn' }).pipe(createWriteStream('/tmp/docs-exp/m-bn.pdf'));
invoicePdf(data).pipe(createWriteStream('/tmp/docs-exp/inv.pdf'));
