/**
 * The server's messages by stable code, in English, with `%{name}`
 * placeholders (Polyglot's syntax). The server sends the English text and,
 * beside it, the code and its params (ARCHITECTURE.md "Errors", extended in
 * the README), so the admin app shows the message in the chosen language
 * (`server.<code>` in src/i18n/server.bn.ts; a test fails when a code has no
 * Bangla). A message without a code is shown as the server wrote it.
 */
export const SERVER_MESSAGES = {
  // A value that does not fit its field (schema checks and value rules).
  required: 'is required',
  invalid: 'is not valid',
  not_number: 'must be a number',
  not_whole_number: 'must be a whole number',
  not_text: 'must be text',
  not_boolean: 'must be true or false',
  not_list: 'must be a list',
  not_object: 'must be an object',
  not_type: 'must be %{type}',
  not_email: 'must be an email address',
  not_record_id: 'must be a record id',
  not_record_ids: 'must be record ids',
  not_date: 'must be a date YYYY-MM-DD',
  not_format: 'must be a valid %{format}',
  not_link: 'must be an http(s) address or a file under %{prefix}',
  not_pattern: 'is not in the expected form',
  content_path: 'must be lower-case letters, digits and hyphens (summer-sale)',
  not_phone: 'must be a phone number (digits, spaces, hyphens, a leading +)',
  not_mobile: 'must be a mobile number like 01712345678',
  address_phone: 'address %{n}: phone must be a mobile number like 01712345678',
  not_amount: 'must be an amount in taka with at most two decimals',
  negative: 'cannot be negative',
  not_datetime: 'must be a date and time',
  not_choice: '"%{value}" is not one of the choices',
  not_slug: 'must be lower-case words joined by hyphens',
  not_web_address: 'must be an http or https address',
  not_code: 'may hold only letters, digits, - and _',
  not_colour: 'must be a colour like #1a2b3c or transparent',
  fixed_once: 'cannot be changed once set',
  not_empty: 'cannot be empty',
  one_of: 'must be one of: %{values}',
  min_length: 'must be at least %{limit} characters',
  max_length: 'must be at most %{limit} characters',
  min_items: 'needs at least %{limit}',
  max_items: 'can hold at most %{limit}',
  minimum: 'must be at least %{limit}',
  maximum: 'must be at most %{limit}',
  between: 'must be between %{min} and %{max}',
  two_decimals: 'can have at most two decimals',
  not_writable: 'is not a field that can be written',
  read_only: 'is read-only',
  nul_character: 'must not contain a NUL character',
  // Lists: filters, search and sort.
  not_a_filter: 'is not a filter',
  not_filter_of: 'is not a filter of %{resource}',
  filter_operator: 'a %{type} filter does not take "%{operator}"',
  filter_needs_value: 'needs a value',
  filter_number_pair: 'must be two numbers joined by _',
  filter_date_pair: 'must be two dates joined by _',
  filter_last: 'must be days_N or months_N',
  filter_multi_select: 'must be a multi-select filter',
  cannot_sort: 'cannot sort by "%{key}"',
  // Writes.
  taken: 'is already taken',
  missing_reference: 'refers to a record that does not exist',
  tree_self: 'cannot be the record itself',
  tree_descendant: 'cannot be one of its own sub-records',
  tree_too_deep: 'makes the tree deeper than %{max} levels',
  not_found: '%{what} not found',
  no_such_link: 'there is no %{what} "%{href}"',
  nothing_to_change: 'has nothing to change',
  server_error: 'Something went wrong on the server. Please try again.',
  value_missing: 'A required value is missing',
  value_invalid: 'A value is not valid for its field',
  value_breaks_rule: 'A value breaks a rule of its field',
  value_too_large: 'A value is too large',
  cannot_delete: '%{what} cannot be deleted',
  // Accounts and permissions.
  wrong_sign_in: 'Email or password is incorrect',
  too_many_sign_ins: 'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
  sign_in_required: 'Authentication required. Please sign in.',
  session_expired: 'Your session has expired. Please sign in again.',
  session_ended: 'Your session has ended. Please sign in again.',
  account_gone: 'Your account no longer exists.',
  no_permission: 'You do not have permission to %{action} %{resource}',
  no_discount_permission: 'You do not have permission to give a discount',
  password_incorrect: 'is incorrect',
  password_mismatch: 'does not match the new password',
  own_account_delete: 'You cannot delete your own account',
  own_account_deactivate: 'You cannot deactivate your own account',
  last_owner: 'This would leave no active user who holds every permission (*); give another active user such a role first',
  // Exports and uploads.
  export_two_fields: 'Please select at least 2 fields',
  pdf_five_fields: 'You can only export up to %{max} fields to PDF',
  cannot_export: '"%{key}" cannot be exported',
  file_too_large: 'is too large',
  not_image: 'is not a supported image',
  not_file: 'is not a supported file',
  // Orders and stock.
  out_of_stock: '%{name}: only %{available} left in stock',
  order_changed: 'Something in this order was just removed; check the cart and try again',
  shop_busy: 'The shop was busy with the same items; please try again',
  unknown_location: 'is not an active location',
  location_switch_forbidden: 'You do not have permission to sell from another location',
  last_location: 'The store needs at least one active location',
  // Purchases from suppliers.
  purchase_not_editable: 'This purchase is %{status}: only a draft or ordered purchase can be changed',
  purchase_delete: 'This purchase is %{status}: only a draft or cancelled purchase can be deleted',
  purchase_not_receivable: 'This purchase is %{status}: only an ordered purchase can be received',
  purchase_no_lines: 'needs at least one line before it is ordered',
  purchase_all_received: 'Everything on this purchase has been received',
  not_line_of_purchase: 'is not a line of this purchase',
  line_listed_twice: 'names the same line as entry %{n}',
  receive_too_many: 'only %{left} left to receive',
  receive_nothing: 'enter a quantity to receive on at least one line',
  receipt_other_purchase: 'This receipt id was already used for purchase %{number}',
  status_move: 'cannot go from %{from} to %{to}',
  cart_empty: 'needs at least one line',
  return_too_many: 'Return quantity cannot be greater than the sold quantity',
  return_nothing: 'return at least one item',
  cancelled_no_payment: 'A cancelled order takes no payment',
  cancelled_no_return: 'A cancelled order has nothing to return',
  more_than_due: 'cannot be more than what is due (%{due})',
  more_than_zero: 'must be more than 0',
  not_zero: 'cannot be 0',
  count_closed: 'This count is %{status}; only an open count can change',
  not_in_count_category: 'is not in the category this count is of',
  no_such_item: 'there is no product or variant with code "%{code}"',
  count_no_lines: 'has no counted items',
  percentage_over_100: 'a percentage cannot be more than 100',
  end_before_start: 'cannot be before the start date',
  // Marketing SMS.
  sms_ids_or_all: 'give either the chosen customers (ids) or all: true for every customer the filters match',
  sms_no_recipients: 'none of these customers can get an SMS: they opted out or have no valid mobile number',
  // Store rules: orders, catalogue, content, settings.
  own_account_password: 'is your own account: change your password from the account menu',
  not_product: 'is not a product',
  not_for_sale: '%{name} is not for sale',
  choose_variation: 'choose a size and colour of %{name}',
  not_variation_of: 'is not a variation of %{name}',
  no_variations: '%{name} has no variations',
  no_such_product: 'is not a product of the shop',
  item_listed_twice: 'is listed twice; change the quantity of its first line',
  not_customer: 'is not a customer',
  not_payment_amount: 'must be an amount of at least 0 with at most two decimals',
  more_than_total_not_cash: 'cannot be more than the total unless paid in cash',
  payments_over_total: 'add up to more than the total',
  method_not_offered: '%{method} is not one of the payment methods the shop takes (Settings)',
  key_reused: 'This Idempotency-Key was already used for another order',
  order_in_progress: 'This order is still being placed; try again in a moment',
  path_taken: 'another page already has this address',
  system_page: 'is one of the shop’s own pages, which cannot be deleted',
  page_type_fixed: 'must be %{type} for this page',
  block_exists: 'already has a block on this page',
  not_currency_code: 'must be three capital letters (BDT)',
  not_time_zone: 'must be a time zone name such as Asia/Dhaka',
  not_bin: 'must be a VAT registration number (BIN) of 9 to 13 digits',
  high_not_above_medium: 'must be above the medium risk figure',
  no_bin: 'needs the shop’s VAT registration number (BIN): set it in Settings first',
  nothing_to_save: 'nothing to change',
  csv_unreadable: 'is not a readable CSV',
  csv_no_rows: 'has no product rows',
  csv_no_sku: 'has no SKU column',
  too_many_labels: 'more than %{max} labels',
  still_used: 'This %{what} is still used by other records',
  category_self: 'cannot be the category itself',
  category_descendant: 'cannot be one of the category’s own subcategories',
  guest_name_needed: 'is required when no customer is chosen',
  same_as_field: 'is the same as %{other}',
  barcode_taken: 'is already used by another product or variant',
  sold_cannot_delete: 'This product has been sold, so it cannot be deleted. Archive it instead.',
  sku_same_as_variation: 'is the same as variation %{n}',
  not_barcode: 'must be 4 to 32 letters or digits',
  bad_ean13: 'is not a valid EAN-13 (wrong check digit)',
  // Transfers and damages (issue 21).
  transfer_status: 'this transfer is %{status}: only a draft can be changed, sent or cancelled',
  transfer_not_sent: 'this transfer is %{status}: only a transfer that was sent can be received',
  not_transfer_line: 'is not a line of transfer %{number}',
  transfer_line_twice: 'names a line already listed',
  transfer_receive_too_many: '%{name}: received and damaged add up to more than the %{left} still to receive',
} as const;

export type MessageCode = keyof typeof SERVER_MESSAGES;
export type MessageParams = Record<string, string | number>;

export interface CodedMessage {
  code: MessageCode;
  params?: MessageParams;
}

/** A message as the server writes it: English text, or a code the admin app can translate. */
export type Message = string | CodedMessage;

/** `%{name}` in a template, as Polyglot reads it. */
const PLACEHOLDER = /%\{(\w+)\}/g;

/** The names a message's template interpolates (`limit`, `name`…). */
export function placeholdersOf(template: string): string[] {
  return [...template.matchAll(PLACEHOLDER)].map((m) => m[1]).sort();
}

/** The English text of a coded message. */
export function englishOf({ code, params = {} }: CodedMessage): string {
  return SERVER_MESSAGES[code].replace(PLACEHOLDER, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
