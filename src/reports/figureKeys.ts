/**
 * The figures a screen shows, by the key its words live under
 * (`figures.{key}`, src/i18n/figures.*.ts): one meaning per figure, whichever
 * screen shows it (issue 33).
 */
export type FigureKey =
  | 'gross_sales'
  | 'discounts'
  | 'returns'
  | 'net_sales'
  | 'vat'
  | 'shipping'
  | 'cost_of_goods'
  | 'gross_profit'
  | 'margin'
  | 'damages'
  | 'adjustments'
  | 'courier_fees'
  | 'sms_cost'
  | 'result'
  | 'orders'
  | 'units_sold'
  | 'units_returned'
  | 'average_order_value'
  | 'spend'
  | 'return_rate'
  | 'returned_orders'
  | 'cash_collected'
  | 'cod_outstanding'
  | 'new_customers'
  | 'stock'
  | 'alert'
  | 'sold_last_30'
  | 'per_day'
  | 'days_of_cover'
  | 'suggestion'
  | 'messages'
  | 'parts'
  | 'delivered'
  | 'failed'
  | 'last_order'
  | 'risk'
  | 'returned_parcels';

/**
 * A report column's figure (`reports.columns.{key}`). A product's revenue is
 * the net sales of its lines and its profit their gross profit, so they say
 * so; names, phones and periods are not figures and have none.
 */
export const COLUMN_FIGURES: Readonly<Record<string, FigureKey>> = {
  grossSales: 'gross_sales',
  discounts: 'discounts',
  returns: 'returns',
  netSales: 'net_sales',
  vat: 'vat',
  shipping: 'shipping',
  cogs: 'cost_of_goods',
  grossProfit: 'gross_profit',
  margin: 'margin',
  damages: 'damages',
  adjustments: 'adjustments',
  courierFees: 'courier_fees',
  smsCost: 'sms_cost',
  result: 'result',
  units: 'units_sold',
  returnedUnits: 'units_returned',
  returnRate: 'return_rate',
  revenue: 'net_sales',
  profit: 'gross_profit',
  stock: 'stock',
  alert: 'alert',
  soldLast30: 'sold_last_30',
  perDay: 'per_day',
  daysOfCover: 'days_of_cover',
  suggestion: 'suggestion',
  orders: 'orders',
  spend: 'spend',
  returnedOrders: 'returned_orders',
  riskBand: 'risk',
  lastOrderAt: 'last_order',
  messages: 'messages',
  parts: 'parts',
  delivered: 'delivered',
  failed: 'failed',
  cost: 'sms_cost',
};
