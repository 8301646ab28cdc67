import type { ReportName } from '../../../common/wire/reports';
import type { ReportColumn } from './reportExport';

/** The columns of each report's CSV and PDF, in English and Bangla; cost and profit columns only with dashboard:profit. */
const col = (key: string, en: string, bn: string, kind: ReportColumn['kind'] = 'money'): ReportColumn => ({ key, en, bn, kind });

export const REPORT_TITLES: Record<ReportName, { en: string; bn: string }> = {
  'profit-loss': { en: 'Profit/Loss', bn: 'লাভ/ক্ষতি' },
  'top-products': { en: 'Top Products', bn: 'সেরা পণ্য' },
  'low-stock': { en: 'Low Stock', bn: 'কম স্টক' },
  'top-customers': { en: 'Top Customers', bn: 'সেরা গ্রাহক' },
  'sms-log': { en: 'SMS Log', bn: 'এসএমএস লগ' },
};

export function reportColumns(name: ReportName, profit: boolean): ReportColumn[] {
  const only = (c: ReportColumn[]) => (profit ? c : []);
  switch (name) {
    case 'profit-loss':
      return [
        col('period', 'Period', 'সময়কাল', 'text'),
        col('grossSales', 'Gross Sales', 'মোট বিক্রি'),
        col('discounts', 'Discounts', 'ছাড়'),
        col('returns', 'Returns', 'ফেরত'),
        col('netSales', 'Net Sales', 'নিট বিক্রি'),
        col('vat', 'VAT', 'ভ্যাট'),
        col('shipping', 'Shipping', 'ডেলিভারি চার্জ'),
        ...only([col('cogs', 'Cost of Goods', 'পণ্যের খরচ'), col('grossProfit', 'Gross Profit', 'মোট লাভ'), col('margin', 'Margin %', 'মার্জিন %', 'number')]),
        ...only([col('damages', 'Damages', 'ক্ষতিগ্রস্ত'), col('adjustments', 'Adjustments', 'সমন্বয়')]),
        col('courierFees', 'Courier Fees', 'কুরিয়ার ফি'),
        col('smsCost', 'SMS Cost', 'এসএমএস খরচ'),
        ...only([col('result', 'Result', 'ফলাফল')]),
      ];
    case 'top-products':
      return [
        col('name', 'Product', 'পণ্য', 'text'),
        col('variantLabel', 'Variant', 'ভ্যারিয়েন্ট', 'text'),
        col('sku', 'SKU', 'SKU', 'text'),
        col('units', 'Units', 'একক', 'number'),
        col('returnedUnits', 'Returned', 'ফেরত', 'number'),
        col('returnRate', 'Return Rate %', 'ফেরতের হার %', 'number'),
        col('revenue', 'Revenue', 'আয়'),
        ...only([col('profit', 'Profit', 'লাভ')]),
      ];
    case 'low-stock':
      return [
        col('name', 'Product', 'পণ্য', 'text'),
        col('variantLabel', 'Variant', 'ভ্যারিয়েন্ট', 'text'),
        col('locationName', 'Location', 'লোকেশন', 'text'),
        col('stock', 'Stock', 'স্টক', 'number'),
        col('alert', 'Alert', 'সতর্কসীমা', 'number'),
        col('soldLast30', 'Sold (30 days)', 'বিক্রি (৩০ দিন)', 'number'),
        col('daysOfCover', 'Days of Cover', 'কত দিন চলবে', 'number'),
        col('suggestion', 'Suggestion', 'পরামর্শ', 'text'),
      ];
    case 'top-customers':
      return [
        col('name', 'Customer', 'গ্রাহক', 'text'),
        col('phone', 'Phone', 'ফোন', 'text'),
        col('orders', 'Orders', 'অর্ডার', 'number'),
        col('spend', 'Spend', 'খরচ করেছেন'),
        ...only([col('profit', 'Profit', 'লাভ')]),
        col('returnRate', 'Return Rate %', 'ফেরতের হার %', 'number'),
        col('riskBand', 'Risk', 'ঝুঁকি', 'text'),
      ];
    case 'sms-log':
      return [
        col('period', 'Period', 'সময়কাল', 'text'),
        col('messages', 'Messages', 'বার্তা', 'number'),
        col('parts', 'Parts', 'অংশ', 'number'),
        col('delivered', 'Sent', 'পাঠানো হয়েছে', 'number'),
        col('failed', 'Failed', 'ব্যর্থ', 'number'),
        col('cost', 'Cost', 'খরচ'),
      ];
  }
}
