import { Type, type Static, type TObject, type TSchema } from 'typebox';
import { ORDER_STATUSES, PAYMENT_ROW_METHODS } from '../orders';
import { RISK_BANDS } from '../fraudRisk';
import { NullableNumber, NullableString } from './nullable';
import { Taka, TextEnum, Timestamp, Uuid } from './values';

/**
 * The wire of the dashboard (`GET /api/dashboard`) and of the reports
 * (`GET /api/reports/{name}`), issue 23. This file is the contract between
 * the server (server/domains/reports) and the admin app's screens: keep its
 * names stable.
 *
 * Money is taka with two decimals, worked out in integer poisha (common/money.ts).
 * Days are Asia/Dhaka days (the settings' time zone) written `YYYY-MM-DD`; a range
 * `from`–`to` includes both days.
 *
 * The rules every figure keeps (README "Dashboard and reports"):
 * - a sale counts on the day it was placed, paid, partly paid or not;
 * - a return reduces the sales of the day it was made, not of the sale's day;
 * - a cancelled order counts nowhere (its cancel takes back what its sale added);
 * - cost of goods is the unit cost recorded on each sale line.
 *
 * Fields about profit and cost (`grossProfit`, `margin`, `profit`, `cogs`…) are
 * left out of every answer unless the user holds `dashboard:profit`.
 */

export const DASHBOARD_PERIODS = ['today', 'yesterday', '7d', '30d', 'month', 'custom'] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];

export const REPORT_NAMES = ['profit-loss', 'top-products', 'low-stock', 'top-customers', 'sms-log'] as const;
export type ReportName = (typeof REPORT_NAMES)[number];

export const GROUP_BYS = ['day', 'week', 'month'] as const;
export type GroupBy = (typeof GROUP_BYS)[number];

export const TOP_PRODUCTS_BY = ['units', 'revenue', 'profit'] as const;
export const TOP_PRODUCTS_PER = ['product', 'variant'] as const;
export const TOP_CUSTOMERS_BY = ['spend', 'orders', 'profit'] as const;

/** A day in the shop's time zone. */
export const Day = (options: Record<string, unknown> = {}) =>
  Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$', description: 'A day in the shop’s time zone, YYYY-MM-DD', ...options });

/** The days an answer covers, and the ones it is compared with. */
export const ResolvedPeriod = Type.Object({
  from: Day(),
  to: Day(),
  timeZone: Type.String({ description: 'Asia/Dhaka unless the settings say otherwise' }),
  previousFrom: Day({ description: 'The previous period of the same length' }),
  previousTo: Day(),
});
export type ResolvedPeriod = Static<typeof ResolvedPeriod>;

/** Where a figure's rows are: an engine resource list and the filter that opens them. */
export const DrillDown = Type.Object({
  resource: Type.String({ description: 'The list to open: `orders`, `returns`, `stock-movements`, `courier-settlements`, `sms-messages`' }),
  filter: Type.Record(Type.String(), Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Array(Type.String())]), {
    description: 'The list’s filter, as its `filter` query parameter takes it',
  }),
});
export type DrillDown = Static<typeof DrillDown>;

/** Which columns of `rows` a report's chart draws. */
export const ChartSpec = Type.Object({
  kind: TextEnum(['bar', 'line'] as const),
  x: Type.String({ description: 'The row field along the x axis' }),
  series: Type.Array(Type.String(), { description: 'The row fields drawn, one series each' }),
});
export type ChartSpec = Static<typeof ChartSpec>;

// ─── Dashboard ──────────────────────────────────────────────────────────────

export const DashboardQuery = Type.Object({
  period: Type.Optional(TextEnum(DASHBOARD_PERIODS, { default: 'today' })),
  from: Type.Optional(Day({ description: 'First day, with `period=custom`' })),
  to: Type.Optional(Day({ description: 'Last day, with `period=custom` (at most 366 days after `from`)' })),
  location: Type.Optional(Uuid({ description: 'Only this location’s sales, stock and orders' })),
});
export type DashboardQuery = Static<typeof DashboardQuery>;

/** A card's figure and the same figure for the previous period. */
const kpi = (value: TSchema, description: string) =>
  Type.Object(
    {
      value,
      previous: value,
      change: NullableNumber({ description: 'value against previous in %, one decimal; null when previous is 0' }),
    },
    { description },
  );
export const MoneyKpi = (description: string) => kpi(Taka(), description);
export const CountKpi = (description: string) => kpi(Type.Integer(), description);
export const PercentKpi = (description: string) => kpi(NullableNumber({ description: '% with one decimal; null when it has no base' }), description);

export const CashByMethod = Type.Object({
  method: TextEnum(PAYMENT_ROW_METHODS),
  value: Taka(),
  previous: Taka(),
});

export const DashboardKpis = Type.Object({
  asOf: Timestamp(),
  netSales: MoneyKpi('Sales less discounts, less returns made in the period (VAT and shipping left out)'),
  orders: CountKpi('Orders placed and not cancelled'),
  averageOrderValue: MoneyKpi('Order totals over orders'),
  grossProfit: Type.Optional(MoneyKpi('Net sales less the cost of the goods sold, returned goods’ cost taken back (dashboard:profit)')),
  margin: Type.Optional(PercentKpi('Gross profit as a % of net sales (dashboard:profit)')),
  unitsSold: CountKpi('Units sold less units returned'),
  returnsValue: MoneyKpi('What the returns made in the period refunded in goods'),
  returnRate: PercentKpi('Units returned as a % of units sold (of units, not of value)'),
  newCustomers: CountKpi('Customers whose first order falls in the period'),
  cashCollected: Type.Object({
    total: MoneyKpi('Payments taken in the period, less refunds, any method'),
    byMethod: Type.Array(CashByMethod),
  }),
});
export type DashboardKpis = Static<typeof DashboardKpis>;

export const SalesPoint = Type.Object({
  at: Type.String({ description: 'YYYY-MM-DD, or YYYY-MM-DDTHH (shop time) when the unit is an hour' }),
  sales: Taka({ description: 'Net sales' }),
  orders: Type.Integer(),
  profit: Type.Optional(Taka({ description: 'Gross profit (dashboard:profit)' })),
});

export const SalesSeries = Type.Object({
  asOf: Timestamp(),
  unit: TextEnum(['hour', 'day'] as const, { description: 'hour for a one-day period, day otherwise' }),
  points: Type.Array(SalesPoint, { description: 'Every hour or day of the period, zeros included' }),
});
export type SalesSeries = Static<typeof SalesSeries>;

export const OrdersByStatus = Type.Object({
  asOf: Timestamp(),
  rows: Type.Array(Type.Object({ status: TextEnum(ORDER_STATUSES), orders: Type.Integer() }), {
    description: 'Orders placed in the period by their status now (cancelled ones included here only)',
  }),
});

export const SalesByPaymentMethod = Type.Object({
  asOf: Timestamp(),
  rows: Type.Array(Type.Object({ method: TextEnum(PAYMENT_ROW_METHODS), sales: Taka(), orders: Type.Integer() }), {
    description: 'Orders placed in the period by their payment method (the method of their first payment; unpaid orders under their chosen method)',
  }),
});

export const SalesByCategory = Type.Object({
  asOf: Timestamp(),
  rows: Type.Array(
    Type.Object({
      category: NullableString({ format: 'uuid' }),
      name: NullableString({ description: 'null: products without a category' }),
      sales: Taka(),
      units: Type.Integer(),
    }),
  ),
});

export const TopProductRowSmall = Type.Object({
  product: Uuid(),
  name: Type.String(),
  units: Type.Integer(),
  sales: Taka(),
  profit: Type.Optional(Taka()),
});

export const LowStockRowSmall = Type.Object({
  variant: Uuid(),
  product: Uuid(),
  name: Type.String({ description: 'Product name and the variant’s size/colour' }),
  sku: NullableString(),
  location: Uuid(),
  locationName: Type.String(),
  stock: Type.Integer(),
  alert: Type.Integer(),
});

export const RecentOrderRow = Type.Object({
  _id: Uuid(),
  number: Type.String(),
  status: TextEnum(ORDER_STATUSES),
  customerName: NullableString(),
  total: Taka(),
  createdAt: Timestamp(),
});

export const AwaitingCourierRow = Type.Object({
  _id: Uuid({ description: 'The delivery' }),
  order: Uuid(),
  orderNumber: Type.String(),
  recipientName: Type.String(),
  courier: NullableString(),
  codAmount: Taka(),
  createdAt: Timestamp(),
});

export const CodOwedRow = Type.Object({
  courier: Type.String(),
  deliveries: Type.Integer({ description: 'Delivered, not yet settled' }),
  owed: Taka({ description: 'Cash they collected and have not paid out' }),
});

const list = <T extends TSchema>(row: T, description: string) => Type.Object({ asOf: Timestamp(), rows: Type.Array(row) }, { description });

export const DashboardAnswer = Type.Object({
  period: ResolvedPeriod,
  location: NullableString({ format: 'uuid' }),
  kpis: DashboardKpis,
  salesSeries: SalesSeries,
  ordersByStatus: OrdersByStatus,
  salesByPaymentMethod: SalesByPaymentMethod,
  salesByCategory: SalesByCategory,
  topProducts: list(TopProductRowSmall, 'Ten best sellers of the period by net sales'),
  lowStock: Type.Optional(list(LowStockRowSmall, 'Ten items at or below their alert (inventory:list)')),
  recentOrders: Type.Optional(list(RecentOrderRow, 'Ten newest orders (orders:list)')),
  awaitingCourier: Type.Optional(
    Type.Object(
      { asOf: Timestamp(), count: Type.Integer(), rows: Type.Array(AwaitingCourierRow) },
      { description: 'Deliveries not yet handed to the courier (deliveries:list)' },
    ),
  ),
  codOwed: Type.Optional(
    Type.Object({ asOf: Timestamp(), total: Taka(), rows: Type.Array(CodOwedRow) }, { description: 'COD the couriers owe (courier-settlements:list)' }),
  ),
});
export type DashboardAnswer = Static<typeof DashboardAnswer>;

// ─── Reports ────────────────────────────────────────────────────────────────

const range = {
  from: Day({ description: 'First day (included)' }),
  to: Day({ description: 'Last day (included); at most 366 days after from' }),
};

export const ProfitLossQuery = Type.Object({
  ...range,
  groupBy: Type.Optional(TextEnum(GROUP_BYS, { default: 'day' })),
  location: Type.Optional(Uuid()),
  paymentMethod: Type.Optional(TextEnum(PAYMENT_ROW_METHODS, { description: 'Only sales and returns of orders paid this way (other lines then are 0)' })),
});
export type ProfitLossQuery = Static<typeof ProfitLossQuery>;

export const PROFIT_LOSS_LINES = [
  'grossSales',
  'discounts',
  'returns',
  'netSales',
  'vat',
  'shipping',
  'cogs',
  'grossProfit',
  'damages',
  'adjustments',
  'courierFees',
  'smsCost',
  'result',
] as const;
export type ProfitLossLine = (typeof PROFIT_LOSS_LINES)[number];

/** One period's figures (a row of the table, a point of the chart). */
export const ProfitLossRow = Type.Object({
  period: Day({ description: 'The first day of the day, week (Saturday) or month' }),
  grossSales: Taka({ description: 'Line totals before discounts' }),
  discounts: Taka(),
  returns: Taka({ description: 'Goods value refunded by returns made in the period' }),
  netSales: Taka({ description: 'grossSales − discounts − returns' }),
  vat: Taka({ description: 'VAT collected (not income)' }),
  shipping: Taka({ description: 'Delivery charges charged' }),
  cogs: Type.Optional(Taka({ description: 'Unit cost on each sale line × units, less returned units at their line’s cost' })),
  grossProfit: Type.Optional(Taka({ description: 'netSales − cogs' })),
  margin: Type.Optional(NullableNumber({ description: 'grossProfit / netSales in %, one decimal' })),
  damages: Type.Optional(Taka({ description: 'Damaged stock at average cost' })),
  adjustments: Type.Optional(Taka({ description: 'Stock count and manual adjustments at average cost: a loss is positive' })),
  courierFees: Taka({ description: 'Fees couriers kept on settlements made in the period' }),
  smsCost: Taka({ description: 'Cost of SMS sent in the period' }),
  result: Type.Optional(Taka({ description: 'grossProfit + shipping − damages − adjustments − courierFees − smsCost' })),
});
export type ProfitLossRow = Static<typeof ProfitLossRow>;

export const ProfitLossAnswer = Type.Object({
  period: ResolvedPeriod,
  asOf: Timestamp(),
  groupBy: TextEnum(GROUP_BYS),
  rows: Type.Array(ProfitLossRow),
  totals: ProfitLossRow,
  drillDown: Type.Record(Type.String(), DrillDown, { description: 'Per line name (PROFIT_LOSS_LINES): the list behind the figure for the whole range' }),
  chart: ChartSpec,
});
export type ProfitLossAnswer = Static<typeof ProfitLossAnswer>;

export const TopProductsQuery = Type.Object({
  ...range,
  by: Type.Optional(TextEnum(TOP_PRODUCTS_BY, { default: 'revenue', description: 'profit needs dashboard:profit' })),
  per: Type.Optional(TextEnum(TOP_PRODUCTS_PER, { default: 'product' })),
  location: Type.Optional(Uuid()),
  category: Type.Optional(Uuid()),
  brand: Type.Optional(Uuid()),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 50 })),
});
export type TopProductsQuery = Static<typeof TopProductsQuery>;

export const TopProductRow = Type.Object({
  product: Uuid(),
  variant: NullableString({ format: 'uuid', description: 'null when per=product' }),
  name: Type.String(),
  variantLabel: NullableString({ description: 'Size / colour, per=variant' }),
  sku: NullableString(),
  units: Type.Integer({ description: 'Units sold (not cancelled)' }),
  returnedUnits: Type.Integer({ description: 'Units returned in the range' }),
  returnRate: NullableNumber({ description: 'returnedUnits / units in %, one decimal' }),
  revenue: Taka({ description: 'Net sales' }),
  profit: Type.Optional(Taka()),
});
export type TopProductRow = Static<typeof TopProductRow>;

export const TopProductsAnswer = Type.Object({
  period: ResolvedPeriod,
  asOf: Timestamp(),
  rows: Type.Array(TopProductRow),
  totals: Type.Object(
    { units: Type.Integer(), returnedUnits: Type.Integer(), revenue: Taka(), profit: Type.Optional(Taka()) },
    { description: 'Over every product matching, not only the rows shown' },
  ),
  chart: ChartSpec,
});
export type TopProductsAnswer = Static<typeof TopProductsAnswer>;

export const LowStockQuery = Type.Object({
  location: Type.Optional(Uuid()),
  category: Type.Optional(Uuid()),
  brand: Type.Optional(Uuid()),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 200 })),
});
export type LowStockQuery = Static<typeof LowStockQuery>;

export const StockSuggestion = Type.Object({
  kind: TextEnum(['transfer', 'reorder', 'none'] as const),
  quantity: Type.Integer({ minimum: 0 }),
  fromLocation: NullableString({ format: 'uuid', description: 'With transfer: the location to take it from' }),
  fromLocationName: NullableString(),
});

export const LowStockRow = Type.Object({
  variant: Uuid(),
  product: Uuid(),
  name: Type.String(),
  variantLabel: NullableString(),
  sku: NullableString(),
  location: Uuid(),
  locationName: Type.String(),
  stock: Type.Integer(),
  alert: Type.Integer({ description: 'The product’s Low Stock Alert' }),
  soldLast30: Type.Integer({ description: 'Units sold at this location over the last 30 days, less returns' }),
  perDay: Type.Number({ description: 'soldLast30 / 30, two decimals' }),
  daysOfCover: NullableNumber({ description: 'stock / perDay, one decimal; null when nothing sold' }),
  suggestion: StockSuggestion,
});
export type LowStockRow = Static<typeof LowStockRow>;

export const LowStockAnswer = Type.Object({
  asOf: Timestamp(),
  rows: Type.Array(LowStockRow),
  totals: Type.Object({
    items: Type.Integer(),
    out: Type.Integer({ description: 'Rows with no stock' }),
    reorderUnits: Type.Integer(),
    transferUnits: Type.Integer(),
  }),
  chart: ChartSpec,
});
export type LowStockAnswer = Static<typeof LowStockAnswer>;

export const TopCustomersQuery = Type.Object({
  ...range,
  by: Type.Optional(TextEnum(TOP_CUSTOMERS_BY, { default: 'spend', description: 'profit needs dashboard:profit' })),
  location: Type.Optional(Uuid()),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 50 })),
});
export type TopCustomersQuery = Static<typeof TopCustomersQuery>;

export const TopCustomerRow = Type.Object({
  customer: NullableString({ format: 'uuid', description: 'null for walk-in buyers known only by phone' }),
  name: NullableString(),
  phone: NullableString(),
  orders: Type.Integer(),
  spend: Taka({ description: 'Net sales of their orders in the range, less their returns in the range' }),
  profit: Type.Optional(Taka()),
  returnedOrders: Type.Integer(),
  returnRate: NullableNumber({ description: 'Units returned / units sold in %, one decimal (of units, not of orders)' }),
  riskBand: TextEnum(RISK_BANDS, { description: 'common/fraudRisk.ts band from the phone’s whole history' }),
  lastOrderAt: NullableString({ format: 'date-time' }),
});
export type TopCustomerRow = Static<typeof TopCustomerRow>;

export const TopCustomersAnswer = Type.Object({
  period: ResolvedPeriod,
  asOf: Timestamp(),
  rows: Type.Array(TopCustomerRow),
  totals: Type.Object({ customers: Type.Integer(), orders: Type.Integer(), spend: Taka(), profit: Type.Optional(Taka()) }),
  chart: ChartSpec,
});
export type TopCustomersAnswer = Static<typeof TopCustomersAnswer>;

/** What an SMS is on its way through (server/domains/sms/tables/sms.ts), its event, and the gateways that send it (server/domains/sms/gateways). */
export const SMS_STATUSES = ['queued', 'held', 'sending', 'sent', 'delivered', 'failed', 'logged'] as const;
export const SMS_KINDS = ['marketing', 'order-placed', 'handed-to-courier', 'delivered'] as const;
export const SMS_GATEWAYS = ['log', 'sslwireless'] as const;

export const SmsLogQuery = Type.Object({
  ...range,
  groupBy: Type.Optional(TextEnum(GROUP_BYS, { default: 'day' })),
  status: Type.Optional(TextEnum(SMS_STATUSES)),
  kind: Type.Optional(TextEnum(SMS_KINDS, { description: 'marketing, or the order event of a transactional message' })),
  gateway: Type.Optional(TextEnum(SMS_GATEWAYS)),
});
export type SmsLogQuery = Static<typeof SmsLogQuery>;

/** One period's messages (a row of the table, a point of the chart); a message counts on the shop day it was queued. */
export const SmsLogRow = Type.Object({
  period: Day({ description: 'The first day of the day, week (Saturday) or month' }),
  messages: Type.Integer(),
  parts: Type.Integer({ description: 'SMS segments the messages take (what the gateway bills)' }),
  delivered: Type.Integer({ description: 'Messages sent or delivered' }),
  failed: Type.Integer(),
  cost: Taka({ description: 'What the messages cost when queued' }),
});
export type SmsLogRow = Static<typeof SmsLogRow>;

export const SmsLogAnswer = Type.Object({
  period: ResolvedPeriod,
  asOf: Timestamp(),
  groupBy: TextEnum(GROUP_BYS),
  rows: Type.Array(SmsLogRow),
  totals: SmsLogRow,
  drillDown: Type.Record(Type.String(), DrillDown, { description: 'Per period (and `total`): the SMS log list of the messages behind the row' }),
  chart: ChartSpec,
});
export type SmsLogAnswer = Static<typeof SmsLogAnswer>;

/** `GET /api/reports/{name}/export?format=csv|pdf&…the report's query`: the table as a file. */
export const ReportExportFormat = Type.Object({
  format: TextEnum(['csv', 'pdf'] as const),
  locale: Type.Optional(TextEnum(['en', 'bn'] as const, { default: 'en', description: 'Language of the title and headers; figures stay in Latin digits' })),
});

/** The query of a report's export: the report's own and the file's (`format`, `locale`), as the server's export routes compose it. */
export const reportExportQuery = <Q extends TObject>(query: Q) => Type.Object({ ...query.properties, ...ReportExportFormat.properties });

/** One pair of `GET reports/check-figures` (issue 33): a figure as one screen shows it against the same from elsewhere. */
export const FigurePair = Type.Object({
  name: Type.String({ description: 'The figure: net sales, cost of goods, units sold, damages and shrinkage, cash collected (method)…' }),
  unit: TextEnum(['poisha', 'units']),
  left: Type.String(),
  leftValue: Type.Integer(),
  right: Type.String(),
  rightValue: Type.Integer(),
  difference: Type.Integer({ description: 'leftValue − rightValue; anything but 0 fails the check' }),
  ok: Type.Boolean(),
});
export type FigurePair = Static<typeof FigurePair>;

export const FiguresCheckQuery = Type.Object({ ...range, location: Type.Optional(Uuid()) });
export type FiguresCheckQuery = Static<typeof FiguresCheckQuery>;

/** `GET reports/check-figures?from&to&location`: what `npm run check:figures` proves, asked of the running server. */
export const FiguresCheck = Type.Object({
  from: Day(),
  to: Day(),
  location: Type.Union([Uuid(), Type.Null()]),
  ok: Type.Boolean({ description: 'Every pair agrees to the poisha' }),
  pairs: Type.Array(FigurePair),
});
export type FiguresCheck = Static<typeof FiguresCheck>;
