import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { parseTaka } from '../../../common/money';
import { PAYMENT_METHODS } from '../../../common/orders';
import { isBin, isTimeZone, RECEIPT_PAPERS, type SettingsKey, type ShopSettings } from '../../../common/settings';
import { settings } from '../../db/schema';
import { fieldError, msg } from '../../engine/errors';
import { errorResponses } from '../../engine/errorSchema';
import { readSettings } from './view';

/** The permissions of the settings calls; the roles form offers them. */
export const SETTINGS_PERMISSIONS = ['settings:list', 'settings:edit'];

const optionalText = (maxLength: number) => ({ type: ['string', 'null'], maxLength });

/** Every setting and the JSON type it has; the response and the PUT body share it. */
const properties = {
  shopName: { type: 'string', minLength: 1, maxLength: 120 },
  storeName: optionalText(120),
  logo: optionalText(2000),
  address: optionalText(500),
  phone: optionalText(40),
  email: { type: ['string', 'null'], maxLength: 200 },
  tradeLicence: optionalText(100),
  vatRegistration: optionalText(100),
  currencyCode: { type: 'string', minLength: 1, maxLength: 3 },
  currencySymbol: { type: 'string', minLength: 1, maxLength: 8 },
  defaultVat: { type: 'number', minimum: 0, maximum: 100 },
  timeZone: { type: 'string', minLength: 1, maxLength: 64 },
  receiptHeader: optionalText(1000),
  receiptFooter: optionalText(1000),
  receiptShowLogo: { type: 'boolean' },
  receiptPaper: { type: 'string', enum: [...RECEIPT_PAPERS], description: 'The receipt printer\'s roll: 80 mm (default) or 58 mm wide' },
  deliveryInsideDhaka: { type: 'number', minimum: 0, maximum: 100000 },
  deliveryOutsideDhaka: { type: 'number', minimum: 0, maximum: 100000 },
  paymentMethods: { type: 'array', minItems: 1, maxItems: PAYMENT_METHODS.length, uniqueItems: true, items: { type: 'string', enum: [...PAYMENT_METHODS] } },
  cashRounding: { type: 'boolean' },
} satisfies Record<SettingsKey, unknown>;

const settingsSchema = {
  type: 'object',
  properties: { ...properties, updatedAt: { type: 'string', format: 'date-time' } },
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9][0-9 -]{4,}[0-9]$/;

/** What JSON schema cannot say: a known time zone, a three-letter code, amounts in poisha. */
function checkRules(body: Partial<ShopSettings>): void {
  if (body.currencyCode !== undefined && !/^[A-Z]{3}$/.test(body.currencyCode)) {
    throw fieldError('currencyCode', msg('not_currency_code'));
  }
  if (body.currencySymbol !== undefined && body.currencySymbol.trim() === '') throw fieldError('currencySymbol', msg('required'));
  if (body.shopName !== undefined && body.shopName.trim() === '') throw fieldError('shopName', msg('required'));
  if (body.timeZone !== undefined && !isTimeZone(body.timeZone)) {
    throw fieldError('timeZone', msg('not_time_zone'));
  }
  if (body.email && !EMAIL.test(body.email)) throw fieldError('email', 'must be an email address');
  if (body.phone && !PHONE.test(body.phone)) throw fieldError('phone', 'must be a phone number (digits, spaces, hyphens, a leading +)');
  // Printed on every VAT invoice: a mistyped BIN makes them worthless to a buyer claiming input tax.
  if (body.vatRegistration && !isBin(body.vatRegistration)) throw fieldError('vatRegistration', msg('not_bin'));
  for (const key of ['defaultVat', 'deliveryInsideDhaka', 'deliveryOutsideDhaka'] as const) {
    if (body[key] !== undefined && parseTaka(body[key]) === null) throw fieldError(key, msg('two_decimals'));
  }
}

/** Empty text is stored as null, so "not set" has one meaning. */
function normalise(body: Partial<ShopSettings>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    out[key] = typeof value === 'string' ? value.trim() || null : value;
  }
  return out;
}

/**
 * The shop's settings (spec §1, §2.6, §9): read by any signed-in screen's
 * settings page, changed card by card. The values live in the database; this
 * process's copy (`app.store`, used by exports, PDFs and `auth/self`) is
 * replaced at once on a change here, and read again every few seconds so that
 * other API processes sharing the database follow.
 */
export const settingsRoutes: FastifyPluginAsync = async (app) => {
  const tags = ['settings'];

  app.get(
    '/',
    {
      config: { auth: 'settings:list' },
      schema: { tags, summary: 'The shop settings', response: { 200: settingsSchema, ...errorResponses } },
    },
    async () => {
      const current = await readSettings(app.db.db);
      Object.assign(app.store, current);
      return current;
    },
  );

  app.put<{ Body: Partial<ShopSettings> }>(
    '/',
    {
      config: { auth: 'settings:edit' },
      schema: {
        tags,
        summary: 'Change some settings (one card at a time); 400 names the field that is wrong',
        body: { type: 'object', properties, additionalProperties: false },
        response: { 200: settingsSchema, ...errorResponses },
      },
    },
    async (req) => {
      const body = req.body;
      if (Object.keys(body).length === 0) throw fieldError('body', msg('nothing_to_save'));
      checkRules(body);
      await app.db.db
        .update(settings)
        .set({ ...normalise(body), updatedAt: new Date() })
        .where(eq(settings.id, 1));
      const current = await readSettings(app.db.db);
      Object.assign(app.store, current);
      return current;
    },
  );
};

/** How long this process trusts its copy of the settings before reading them again. */
const REFRESH_MS = 5000;

/** Keeps `app.store` within a few seconds of the database when several API processes share it. */
export const settingsRefresh = fp(async (app) => {
  let readAt = Date.now();
  app.addHook('onRequest', async (req) => {
    if (!req.url.startsWith('/api') || Date.now() - readAt < REFRESH_MS) return;
    readAt = Date.now();
    Object.assign(app.store, await readSettings(app.db.db));
  });
});
