/**
 * The resource spec as the server serves it at `GET /api/{path}/get/schema`
 * (spec §3.6). The server builds it from its one declaration of the resource;
 * the admin app builds the table, filter bar, forms, show views and menus from
 * it. Nothing here knows about the database.
 */

/** Form field types the engine renders (a subset of spec §3.6 grows with the issues). */
export type FieldType =
  | 'text'
  | 'email'
  | 'phone'
  | 'number'
  | 'currency'
  | 'switch'
  | 'select'
  | 'data-select'
  | 'nested-select'
  | 'tag'
  | 'slug'
  | 'textarea'
  | 'editor'
  | 'image'
  | 'image-array'
  | 'file'
  | 'date'
  /** A moment (date and time of day), shown in the shop's time zone. */
  | 'datetime'
  /** The link object of spec §3.6 (page, product, category, collection or external). */
  | 'link'
  | 'color'
  | 'custom-attribute'
  | 'array-string'
  | 'address-array'
  | 'password'
  | 'permissions'
  | 'variant'
  /** Lines of stock items (a purchase's, a transfer's, a count's): a product or one of its variants, a quantity, maybe a unit cost. */
  | 'item-lines'
  | 'read-only';

/** Table column types of spec §3.6, plus `text`, `currency` and `reference`. */
export type ColumnType =
  | 'text'
  | 'tag'
  | 'checkbox'
  | 'number'
  | 'currency'
  | 'image-text'
  | 'time'
  | 'date-only'
  | 'date'
  | 'boolean'
  | 'external-link'
  | 'file'
  | 'menu'
  | 'reference'
  | 'color'
  | 'link';

/** Detail view types of spec §3.6 (plus `text`, `currency`, `reference`, `boolean`). */
export type ViewType =
  | 'text'
  | 'textarea'
  | 'currency'
  | 'number'
  | 'boolean'
  | 'reference'
  | 'tag'
  | 'array-tag'
  | 'data-tag'
  | 'data-array-tag'
  | 'checkbox'
  | 'custom-attribute'
  | 'image'
  | 'image-array'
  | 'date'
  | 'external-link'
  | 'file'
  | 'html'
  | 'color'
  | 'address-array'
  | 'permissions'
  | 'link'
  | 'item-lines'
  | 'hidden';

export interface Option {
  value: string;
  label: string;
}

/** Another resource a field points at (data-select, nested-select, reference column). */
export interface ReferenceSpec {
  resource: string;
  /** Field of the referenced record shown to people, usually `name`. */
  labelKey: string;
  /** nested-select: the field of the referenced resource that holds the parent. */
  parentKey?: string;
}

/** Show a field only when another field of the record has (or lacks) a value. */
export interface Condition {
  field: string;
  equals?: string | number | boolean | null;
  notEquals?: string | number | boolean | null;
}

/** Colour per value, for tag columns (spec §4: archived red, published green...). */
export type ColorScheme = Record<string, 'success' | 'error' | 'warning' | 'info' | 'default'>;

export interface ColumnSpec {
  label?: string;
  type: ColumnType;
  sortable: boolean;
  /** Shown when the user has not chosen columns. */
  default: boolean;
  tooltip?: string;
  colorScheme?: ColorScheme;
  /** image-text: the field holding the image url. */
  imageKey?: string;
  /** Offer a copy-to-clipboard button. */
  copy?: boolean;
}

/** The words a switch's value reads as (FieldSpec.flag). */
export interface FlagSpec {
  /** What the value is about, heading it in place of the field's label ("Marketing SMS"). */
  label: string;
  /** The word for true ("Refused") and for false ("Allowed"). */
  on: string;
  off: string;
  good: 'on' | 'off';
}

export interface FieldSpec {
  /** Dotted path on the record (`meta.title`). */
  key: string;
  label: string;
  type: FieldType;
  required?: boolean;
  section?: string;
  placeholder?: string;
  helperText?: string;
  /**
   * select and tag: the choices. A text: the words the server writes into it that the screens show in the
   * chosen language (a sale's customer `Guest`); any other value shows as it is.
   */
  options?: Option[];
  reference?: ReferenceSpec;
  /**
   * tag and array-string: offer the names (`labelKey`) of another resource's
   * records as the user types, in that resource's own sort order (a product's
   * sizes from Sizes); a value not among them is still taken.
   */
  suggestions?: ReferenceSpec;
  renderCondition?: Condition;
  /** Never sent on create (spec §5). */
  excluded?: boolean;
  /** Shown, never written by a client. */
  readOnly?: boolean;
  /** Written on create, refused on update (slugs). */
  readOnlyOnUpdate?: boolean;
  /** Written, never returned (passwords). */
  writeOnly?: boolean;
  unique?: boolean;
  /** image-array: most images; text: most characters. */
  limit?: number;
  min?: number;
  max?: number;
  step?: number;
  default?: unknown;
  /** data-select: a list of ids instead of one. */
  multiple?: boolean;
  /** variant: the fields of one entry of the list (a variation's name, price, cost, stock…). */
  fields?: FieldSpec[];
  /** slug: the field it is generated from. */
  from?: string;
  /**
   * switch: how its value reads where "Yes" or "No" after the label would not say it plainly. A flag
   * named for a refusal (`No Marketing SMS`) reads "Marketing SMS: Refused" or "Allowed" in the detail
   * view, the table, the cards, the list's filter and the exports, never "No Marketing SMS: No"
   * (common/fieldFlag.ts); the form's switch keeps `label`.
   * `good` is the value shown in green, the other in red.
   */
  flag?: FlagSpec;
  /**
   * A custom field registered in the admin app under this name
   * (src/engine/parts/customFields.ts) draws the input, and its view and cell
   * when it has them, instead of the type's. The type still says what the
   * value is (validation, filters, export).
   */
  component?: string;
  viewType: ViewType;
  /** How the field shows as a table column; absent when it cannot be a column. */
  column?: ColumnSpec;
}

export type FilterType = 'boolean' | 'multi-select' | 'date' | 'text' | 'range';

export interface FilterDef {
  field: string;
  label: string;
  type: FilterType;
  options?: Option[];
  /** multi-select over another resource: options are fetched from it. */
  reference?: ReferenceSpec;
}

/** Row menu action types of spec §2.4. */
export type RowActionType =
  'edit' | 'edit-modal' | 'view' | 'view-item' | 'view-modal' | 'delete' | 'update-key' | 'update-api' | 'duplicate' | 'redirect' | 'link' | 'custom';

export type PromptType = 'string' | 'number' | 'data-menu';

export interface RowAction {
  type: RowActionType;
  label: string;
  /** update-key: the field set; update-key with a prompt asks for the value. update-api with a prompt: the body's key the value is sent under. */
  key?: string;
  value?: unknown;
  prompt?: PromptType;
  /** What a prompt asks ("Why is it held?"), when the field's label would not say it (an update-api's value is no field of the record). */
  promptLabel?: string;
  /** data-menu prompt: choices. */
  options?: Option[];
  /** redirect / link: target, `{_id}` and `{field}` are filled from the record. */
  href?: string;
  /** update-api: method and path below the resource (`{_id}` filled). */
  api?: { method: 'PUT' | 'POST' | 'DELETE'; path: string; body?: Record<string, unknown> };
  /** custom: the name of a component registered in the admin app. */
  component?: string;
  confirm?: string;
  success?: string;
  /** Shown only for records where this holds. */
  condition?: Condition;
  /** Permission needed, `resource:action`; defaults by type (edit, delete, create...). */
  permission?: string;
}

/** Bulk menu types of spec §2.4 (plus delete, and custom: a dialog the admin app registers by name). */
/** `marketing-sms` (spec §2.4): the Marketing SMS dialog, sending through `POST {path}/sms` (customers). */
export type BulkActionType = 'edit' | 'edit-select' | 'edit-data-select' | 'export' | 'delete' | 'marketing-sms' | 'custom';

export interface BulkAction {
  type: BulkActionType;
  label: string;
  key?: string;
  /** edit: the fixed value written to every selected record. */
  value?: unknown;
  /** edit-select: the choices. */
  options?: Option[];
  /** edit-data-select: choices come from another resource. */
  reference?: ReferenceSpec;
  /** custom: the name of a component registered in the admin app (it gets the selected ids). */
  component?: string;
  confirm?: string;
  success?: string;
  permission?: string;
}

export interface ResourceSpec {
  path: string;
  /** Plural title shown on the list page ("Categories"). */
  title: string;
  /** Singular name used in toasts ("Category Deleted Successfully"). */
  singular: string;
  fields: FieldSpec[];
  /** Form sections, in order. Fields without a section go in the first. */
  sections: string[];
  /** Table columns in this order (field keys); columns not named follow in field order. */
  columns?: string[];
  /** Fields the search box looks in. */
  search: string[];
  filters: FilterDef[];
  defaultSort: string;
  /** Forms and views in a modal over the table instead of their own page. */
  modal: boolean;
  /** Rows link to their show page. */
  clickable: boolean;
  export: boolean;
  topPagination: boolean;
  rowMenu: RowAction[];
  bulkMenu: BulkAction[];
  /** The `resource:action` permissions this resource checks. */
  permissions: string[];
  /** Messages for create / update / delete / copy toasts when the defaults do not fit. */
  messages?: Partial<Record<'created' | 'updated' | 'deleted' | 'copied', string>>;
}

/** `GET /api/{path}` answer. */
export interface ListResponse<T = Record<string, unknown>> {
  doc: T[];
  docsInPage: number;
  totalDocs: number;
  totalPages: number;
  /** The count stopped at the resource's cap: there are more than `totalDocs` (orders, payments, the audit log). */
  totalCapped?: boolean;
  page: number;
  limit: number;
}

/** What a list's `meta` carries when its count was capped: "more than `totalAtLeast`". */
export interface CappedListMeta {
  totalAtLeast: number;
}

/** Error body of every 4xx/5xx (ARCHITECTURE.md "Errors"): one definition, common/wire/errors.ts. */
export type { ApiErrorBody } from './wire/errors';

/** Page sizes of spec §9. */
export const PAGE_SIZES = [16, 32, 50, 100, 250, 999] as const;
export const DEFAULT_LIMIT = 16;
export const MAX_LIMIT = 1000;
export const DEFAULT_SORT = '-createdAt';
export const EXPORT_MIN_FIELDS = 2;
export const PDF_MAX_FIELDS = 5;
