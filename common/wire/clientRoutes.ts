import { Type, type Static, type TObject, type TSchema } from 'typebox';
import {
  ChangePasswordBody,
  Done,
  LoginBody,
  PreferencesBody,
  PreferencesSaved,
  ProfileBody,
  RefreshBody,
  SelfResponse,
  SelfUser,
  SetPasswordBody,
  SignedIn,
  SignedOut,
} from './auth';
import { ImportColumnInfo, ImportForm, ImportQuery, ImportReport, LabelRequest } from './catalogue';
import { ContentSummary } from './content';
import { ExchangeInput, ExchangeMade } from './exchanges';
import { QuoteAnswer, QuoteRequest } from './courierQuotes';
import {
  AreaMapAnswer,
  AreaMapRequest,
  AreaPlaces,
  AreaPlacesQuery,
  AreasRefreshAnswer,
  BookAnswer,
  BookRequest,
  CourierList,
  LabelsRequest,
  UnmappedAnswer,
  UnmappedQuery,
} from './deliveries';
import { CustomerSummary, FraudCheck, FraudCheckQuery } from './fraud';
import { AdjustInput, AdjustResult, CountLinesInput, CountSheet, ItemLocations, MovementPage, MovementQuery, ScanInput, TillLocations } from './inventory';
import {
  CartInput,
  CartTotal,
  HeldCart,
  HoldCartBody,
  IdempotencyHeaders,
  InvoiceRequest,
  OrderInput,
  OrderRecord,
  PaymentInput,
  PaymentMethods,
  PlacedOrder,
  ReceiptNumbers,
  ReceiptNumbersInput,
  ReturnInput,
  ReturnMade,
  StatusChange,
} from './orders';
import { PosCatalogue, PosCatalogueQuery } from './posCatalogue';
import { PurchaseDetail, GoodsReceived, ReceiveInput as PurchaseReceiveInput } from './purchases';
import {
  DashboardAnswer,
  DashboardQuery,
  LowStockAnswer,
  LowStockQuery,
  ProfitLossAnswer,
  ProfitLossQuery,
  reportExportQuery,
  SmsLogAnswer,
  SmsLogQuery,
  TopCustomersAnswer,
  TopCustomersQuery,
  TopProductsAnswer,
  TopProductsQuery,
} from './reports';
import { SettingsChange, ShopSettings } from './settings';
import { BkashRefunded, BkashRefundInput, OnlinePaymentRow } from './onlineOrders';
import { ConnectionTestAnswer, CourierCredentialList, CourierCredentialsChange, CourierCredentialStatus } from './courierCredentials';
import {
  ApproveDifferenceInput,
  CashMovementDecision,
  CashMovementInput,
  CashMovementRecord,
  CloseShiftInput,
  CurrentShift,
  CurrentShiftQuery,
  OpenDrawers,
  OpenShiftInput,
  ShiftRecord,
  ShiftReport,
  ShiftReportPdfQuery,
} from './shifts';
import { OwedTotal, SettlementInput, SettlementRecord } from './settlements';
import { PayoutReadAnswer, PayoutReadInput } from './payouts';
import { MarketingSmsAnswer, MarketingSmsInput } from './sms';
import { ReceiveInput as TransferReceiveInput, TransferRecord } from './transfers';
import { FileForm, ImageForm, Uploaded } from './uploads';

/**
 * The hand-written calls the admin app makes (everything but the generic
 * resource calls of spec §7.1), one entry each, keyed by method and path
 * below `/api` as the API document writes them (`{id}` a path parameter).
 * Each entry names the wire schemas of the call, the same ones the server's
 * route declares (never a copy): `query`, `headers`, a JSON `body` or a
 * multipart `form`, and the `answer` of its success, or FILE when it answers
 * a file to save. The admin app imports only the types (`import type`), so
 * TypeBox stays out of its bundle: `dataProvider.request(key, args)` takes
 * the method and path from the key and types `args` and the answer from the
 * entry (src/dataProvider/request.ts). server/test/clientRoutes.test.ts reads
 * the API document and fails when an entry is not an operation of it, or its
 * schemas are not the ones the operation documents.
 */

/** An answer that is a file (a PDF, a CSV): the browser saves it. */
export const FILE = 'file' as const;

/**
 * A query of a list's search and filters, as the engine encodes them
 * (src/dataProvider/listQuery.ts): the route reads them against the
 * resource's declaration rather than a schema of its own.
 */
export const LIST_QUERY = 'list-query' as const;

export interface ClientRoute {
  query?: TObject | typeof LIST_QUERY;
  headers?: TObject;
  body?: TSchema;
  form?: TObject;
  answer: TSchema | typeof FILE;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

const reportExport = <Q extends TObject>(query: Q) => ({ query: reportExportQuery(query), answer: FILE });

export const CLIENT_ROUTES = {
  // Accounts (server/domains/accounts)
  'POST /auth/login': { body: LoginBody, answer: SignedIn },
  // A manager's one approval at a cashier's till (issue 36) signs in and out again without touching the till's session.
  'POST /auth/logout': { body: RefreshBody, answer: SignedOut },
  'GET /auth/self': { answer: SelfResponse },
  'PUT /auth/update/self': { body: ProfileBody, answer: SelfUser },
  'PUT /auth/change-password': { body: ChangePasswordBody, answer: Done },
  'PUT /auth/set-password/{id}': { body: SetPasswordBody, answer: Done },
  'PUT /auth/update/preferences': { body: PreferencesBody, answer: PreferencesSaved },

  // Uploads
  'POST /upload': { form: ImageForm, answer: Uploaded },
  'POST /upload/file': { form: FileForm, answer: Uploaded },

  // Orders and the point of sale
  'POST /orders/cart-total': { body: CartInput, answer: CartTotal },
  'POST /orders': { headers: IdempotencyHeaders, body: OrderInput, answer: PlacedOrder },
  'POST /orders/receipt-numbers': { body: ReceiptNumbersInput, answer: ReceiptNumbers },
  'GET /orders/pos-catalogue': { query: PosCatalogueQuery, answer: PosCatalogue },
  'GET /orders/payment-methods': { answer: PaymentMethods },
  'GET /orders/held': { answer: Type.Array(HeldCart) },
  'POST /orders/held': { body: HoldCartBody, answer: HeldCart },
  'DELETE /orders/held/{id}': { answer: HeldCart },
  'GET /orders/{id}': { answer: OrderRecord },
  'PUT /orders/{id}/status': { body: StatusChange, answer: OrderRecord },
  'POST /orders/{id}/payments': { body: PaymentInput, answer: OrderRecord },
  // An online order's bKash payments and their refund through bKash (issue 38)
  'GET /orders/{id}/online-payments': { answer: Type.Array(OnlinePaymentRow) },
  'POST /orders/{id}/bkash-refund': { body: BkashRefundInput, answer: BkashRefunded },
  'POST /orders/{id}/returns': { body: ReturnInput, answer: ReturnMade },
  'POST /orders/{id}/exchanges': { headers: IdempotencyHeaders, body: ExchangeInput, answer: ExchangeMade },
  'POST /orders/export/invoice': { body: InvoiceRequest, answer: FILE },
  // The till's shift (issue 36): for its screens
  'POST /shifts/open': { body: OpenShiftInput, answer: ShiftRecord },
  'GET /shifts/current': { query: CurrentShiftQuery, answer: CurrentShift },
  'GET /shifts/open-drawers': { answer: OpenDrawers },
  'GET /shifts/{id}/report': { answer: ShiftReport },
  'GET /shifts/{id}/report/pdf': { query: ShiftReportPdfQuery, answer: FILE },
  'POST /shifts/{id}/cash': { body: CashMovementInput, answer: CashMovementRecord },
  'POST /shifts/cash/{id}/decision': { body: CashMovementDecision, answer: CashMovementRecord },
  'POST /shifts/{id}/close': { body: CloseShiftInput, answer: ShiftRecord },
  'POST /shifts/{id}/approve': { body: ApproveDifferenceInput, answer: ShiftRecord },
  'GET /inventory/till-locations': { answer: TillLocations },
  'GET /inventory/item/{itemId}/locations': { answer: ItemLocations },

  // Deliveries and couriers' payouts
  'GET /deliveries/couriers': { answer: CourierList },
  'POST /deliveries/book': { body: BookRequest, answer: BookAnswer },
  'POST /deliveries/quotes': { body: QuoteRequest, answer: QuoteAnswer },
  'POST /deliveries/labels': { body: LabelsRequest, answer: FILE },
  // The couriers' areas screen (issue 37)
  'GET /deliveries/courier-areas/places': { query: AreaPlacesQuery, answer: AreaPlaces },
  'GET /deliveries/courier-areas/unmapped': { query: UnmappedQuery, answer: UnmappedAnswer },
  'PUT /deliveries/courier-areas/map': { body: AreaMapRequest, answer: AreaMapAnswer },
  'POST /deliveries/courier-areas/refresh': { answer: AreasRefreshAnswer },
  'POST /courier-settlements': { body: SettlementInput, answer: SettlementRecord },
  'GET /courier-dues/by-courier': { answer: Type.Array(OwedTotal) },
  'POST /deliveries/payouts/read': { body: PayoutReadInput, answer: PayoutReadAnswer },

  // Catalogue and content
  'POST /products/import': { query: ImportQuery, form: ImportForm, answer: ImportReport },
  'GET /products/import/columns': { answer: Type.Array(ImportColumnInfo) },
  'GET /products/import/template': { answer: FILE },
  'POST /products/labels': { body: LabelRequest, answer: FILE },
  'GET /contents/get/list': { answer: Type.Array(ContentSummary) },

  // Stock: an item's history and adjustments, purchases, transfers, stock counts
  'GET /inventory/{id}/movements': { query: MovementQuery, answer: MovementPage },
  'POST /inventory/{id}/adjust': { body: AdjustInput, answer: AdjustResult },
  'GET /purchases/{id}/lines': { answer: PurchaseDetail },
  'POST /purchases/{id}/receive': { body: PurchaseReceiveInput, answer: GoodsReceived },
  'GET /purchases/{id}/pdf': { answer: FILE },
  'GET /transfers/{id}/products': { answer: TransferRecord },
  'POST /transfers/{id}/send': { answer: TransferRecord },
  'POST /transfers/{id}/cancel': { answer: TransferRecord },
  'PUT /transfers/{id}/receive': { body: TransferReceiveInput, answer: TransferRecord },
  'PUT /inventories/transfer/product/bulk/{transferId}': { answer: TransferRecord },
  'GET /stock-counts/{id}/sheet': { answer: CountSheet },
  'PUT /stock-counts/{id}/lines': { body: CountLinesInput, answer: CountSheet },
  'POST /stock-counts/{id}/scan': { body: ScanInput, answer: CountSheet },
  'POST /stock-counts/{id}/confirm': { answer: CountSheet },
  'POST /stock-counts/{id}/cancel': { answer: CountSheet },

  // Customers: the fraud checker and marketing SMS
  'GET /fraud-checker': { query: FraudCheckQuery, answer: FraudCheck },
  'GET /fraud-checker/customer/{id}': { answer: CustomerSummary },
  'POST /customers/sms': { query: LIST_QUERY, body: MarketingSmsInput, answer: MarketingSmsAnswer },

  // Dashboard and reports
  'GET /dashboard': { query: DashboardQuery, answer: DashboardAnswer },
  'GET /reports/profit-loss': { query: ProfitLossQuery, answer: ProfitLossAnswer },
  'GET /reports/top-products': { query: TopProductsQuery, answer: TopProductsAnswer },
  'GET /reports/top-customers': { query: TopCustomersQuery, answer: TopCustomersAnswer },
  'GET /reports/low-stock': { query: LowStockQuery, answer: LowStockAnswer },
  'GET /reports/sms-log': { query: SmsLogQuery, answer: SmsLogAnswer },
  'GET /reports/profit-loss/export': reportExport(ProfitLossQuery),
  'GET /reports/top-products/export': reportExport(TopProductsQuery),
  'GET /reports/top-customers/export': reportExport(TopCustomersQuery),
  'GET /reports/low-stock/export': reportExport(LowStockQuery),
  'GET /reports/sms-log/export': reportExport(SmsLogQuery),

  // Settings
  'GET /settings': { answer: ShopSettings },
  'PUT /settings': { body: SettingsChange, answer: ShopSettings },
  'GET /settings/couriers': { answer: CourierCredentialList },
  'PUT /settings/couriers/{courier}': { body: CourierCredentialsChange, answer: CourierCredentialStatus },
  'DELETE /settings/couriers/{courier}': { answer: CourierCredentialStatus },
  'POST /settings/couriers/{courier}/test': { body: CourierCredentialsChange, answer: ConnectionTestAnswer },
  'GET /settings/bkash': { answer: CourierCredentialStatus },
  'PUT /settings/bkash': { body: CourierCredentialsChange, answer: CourierCredentialStatus },
  'DELETE /settings/bkash': { answer: CourierCredentialStatus },
  'POST /settings/bkash/test': { body: CourierCredentialsChange, answer: ConnectionTestAnswer },
} as const satisfies Record<`${HttpMethod} /${string}`, ClientRoute>;

// ─── The types a call takes and answers, derived from the table ─────────────

export type ClientRoutes = typeof CLIENT_ROUTES;
export type RouteKey = keyof ClientRoutes;

/** The calls that answer JSON, and those that answer a file. */
export type FileRouteKey = { [K in RouteKey]: ClientRoutes[K]['answer'] extends typeof FILE ? K : never }[RouteKey];
export type JsonRouteKey = Exclude<RouteKey, FileRouteKey>;

/** `'{id}'` and `'{itemId}'` of `'GET /inventory/item/{itemId}/locations'`. */
type ParamNames<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}` ? Name | ParamNames<Rest> : never;

/** Optional when every key of it is. */
type Part<Name extends string, Value> = object extends Value ? { [N in Name]?: Value } : { [N in Name]: Value };

type ParamsPart<K extends RouteKey> = [ParamNames<K>] extends [never] ? object : { params: Record<ParamNames<K>, string> };
type QueryPart<R> = R extends { query: infer Q }
  ? Q extends TObject
    ? Part<'query', Static<Q>>
    : { /** The list's search and filters (src/dataProvider/listQuery.ts). */ query?: URLSearchParams }
  : object;
type HeadersPart<R> = R extends { headers: infer H extends TObject } ? Part<'headers', Static<H>> : object;
type BodyPart<R> = R extends { body: infer B extends TSchema } ? { body: Static<B> } : object;
/** A form's fields; a file field (`format: binary`) takes the file. */
type FormPart<R> = R extends { form: infer F extends TObject } ? { form: { [P in keyof Static<F>]: Static<F>[P] | Blob } } : object;

/** What a call is given: its path parameters, query, headers and body or form, as its route declares them. */
export type RouteArgs<K extends RouteKey> = ParamsPart<K> &
  QueryPart<ClientRoutes[K]> &
  HeadersPart<ClientRoutes[K]> &
  BodyPart<ClientRoutes[K]> &
  FormPart<ClientRoutes[K]>;

/** The JSON answer of a call. */
export type RouteAnswer<K extends JsonRouteKey> = ClientRoutes[K]['answer'] extends infer A extends TSchema ? Static<A> : never;

/** The body of a call (a file call's request, for a dialog that saves what it is given). */
export type RouteBody<K extends RouteKey> = ClientRoutes[K] extends { body: infer B extends TSchema } ? Static<B> : never;
