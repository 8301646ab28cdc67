import { ORDER_STATUSES, PAYMENT_METHODS } from '../../../common/orders';

/** JSON schemas of the order calls: they validate the bodies and write the OpenAPI document. */

const amount = { type: 'number', minimum: 0, maximum: 9_999_999_999.99, multipleOf: 0.01 } as const;

export const cartSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['items'],
  properties: {
    items: {
      type: 'array',
      maxItems: 200,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['_id', 'qty'],
        properties: {
          _id: { type: 'string', format: 'uuid' },
          variant: { type: 'string', format: 'uuid' },
          qty: { type: 'integer', minimum: 1, maximum: 100_000 },
        },
      },
    },
    discount: amount,
    shipping: amount,
    coupon: { type: 'string', maxLength: 50 },
    delivery: {
      type: 'object',
      additionalProperties: false,
      required: ['city'],
      properties: { city: { type: 'string', maxLength: 100 }, state: { type: 'string', maxLength: 100 } },
    },
  },
} as const;

const taka = { type: 'number' } as const;

/** `POST orders/cart-total`'s answer (spec §7.2's fields, then what issue 19 added). */
export const cartTotalSchema = {
  type: 'object',
  required: ['items', 'subTotal', 'vat', 'shipping', 'discount', 'total', 'rounding', 'cashTotal', 'coupon'],
  properties: {
    items: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          _id: { type: 'string' },
          variant: { type: 'string' },
          name: { type: 'string' },
          variantName: { type: 'string' },
          image: { type: 'string' },
          listPrice: taka,
          unitPrice: taka,
          qty: { type: 'integer' },
          totalPrice: taka,
          vat: taka,
          stock: { type: 'integer' },
          short: { type: 'boolean' },
        },
      },
    },
    subTotal: taka,
    vat: taka,
    shipping: taka,
    discount: taka,
    total: taka,
    rounding: { ...taka, description: 'What paying wholly in cash adds to the total (settings: cash rounding); 0 when off' },
    cashTotal: { ...taka, description: 'The total when paid wholly in cash: total + rounding' },
    coupon: {
      anyOf: [
        { type: 'object', required: ['code', 'discount'], properties: { code: { type: 'string' }, discount: taka } },
        { type: 'object', required: ['code', 'error'], properties: { code: { type: 'string' }, error: { type: 'string' } } },
        { type: 'null' },
      ],
    },
    refused: {
      type: 'array',
      description: 'Lines that cannot be sold (not a product, not for sale, not a variation of it); absent when every line is priced. The figures are those of the other lines.',
      items: {
        type: 'object',
        properties: {
          index: { type: 'integer' },
          _id: { type: 'string' },
          variant: { type: 'string' },
          field: { type: 'string' },
          message: { type: 'string' },
          code: { type: 'string' },
          params: { type: 'object', additionalProperties: true },
        },
      },
    },
  },
} as const;

export const paymentSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['method', 'amount'],
  properties: {
    method: { type: 'string', enum: [...PAYMENT_METHODS] },
    amount,
    reference: { type: 'string', maxLength: 100 },
  },
} as const;

const text = (max: number, min = 0) => ({ type: 'string', minLength: min, maxLength: max }) as const;

/** Spec §5: name, email, phone, street, city and postal code are required; state and country are not. */
export const addressSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'email', 'phone', 'street', 'city', 'postalCode'],
  properties: {
    _id: text(64),
    name: text(200, 1),
    email: { type: 'string', format: 'email', maxLength: 200 },
    phone: { type: 'string', pattern: '^01[3-9][0-9]{8}$' },
    street: text(500, 1),
    city: text(100, 1),
    state: text(100),
    country: text(100),
    postalCode: text(20, 1),
  },
} as const;

export const orderSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['cart', 'paymentMethod', 'customer'],
  properties: {
    cart: { ...cartSchema, properties: { ...cartSchema.properties, items: { ...cartSchema.properties.items, minItems: 1 } } },
    paymentMethod: { type: 'string', enum: [...PAYMENT_METHODS] },
    payments: { type: 'array', maxItems: 5, items: paymentSchema },
    paymentAmount: amount,
    paidAmount: amount,
    note: text(1000),
    status: { type: 'string', enum: [...ORDER_STATUSES] },
    address: addressSchema,
    customer: text(64, 1),
    emailReceipt: { type: 'boolean' },
    trnxRef: text(100),
  },
} as const;

export const returnSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['lines'],
  properties: {
    lines: {
      type: 'array',
      minItems: 1,
      maxItems: 200,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['line', 'qty'],
        properties: { line: { type: 'string', format: 'uuid' }, qty: { type: 'integer', minimum: 0, maximum: 100_000 } },
      },
    },
    refundMethod: { type: 'string', enum: [...PAYMENT_METHODS] },
    note: text(1000),
  },
} as const;

export const heldCartSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['cart'],
  properties: {
    label: text(100),
    cart: cartSchema,
    /** The till's own view of the lines (src/pos/cartStore.ts CartLine), to show the cart again as it was. */
    lines: {
      type: 'array',
      maxItems: 200,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['_id', 'name', 'price', 'qty'],
        properties: {
          _id: { type: 'string', format: 'uuid' },
          variant: { type: 'string', format: 'uuid' },
          name: text(300, 1),
          variantName: text(200),
          image: text(2000),
          price: { type: 'integer', minimum: 0, maximum: 999_999_999_999 },
          vat: { type: 'number', minimum: 0, maximum: 100 },
          discount: {
            type: ['object', 'null'],
            additionalProperties: false,
            required: ['type', 'value'],
            properties: { type: { type: 'string', enum: ['percentage', 'flat'] }, value: { type: 'number', minimum: 0 } },
          },
          qty: { type: 'integer', minimum: 1, maximum: 100_000 },
          stock: { type: 'integer' },
        },
      },
    },
    customer: {
      type: ['object', 'null'],
      additionalProperties: false,
      required: ['_id', 'name'],
      properties: { _id: { type: 'string', format: 'uuid' }, name: text(200, 1), phone: text(20), email: text(200) },
    },
    address: { anyOf: [addressSchema, { type: 'null' }] },
  },
} as const;

export const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', maxLength: 64 } } } as const;
