import { and, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import fp from 'fastify-plugin';
import { districtById } from '../../../common/places';
import { isBin, isTimeZone } from '../../../common/settings';
import { SettingsChange, ShopSettings } from '../../../common/wire/settings';
import { locations, settings } from '../schema';
import { fieldError, msg } from '../../engine/errors';
import { errorsFor } from '../../engine/errorSchema';
import { readSettings } from './view';

/** The permissions of the settings calls; the roles form offers them. */
export const SETTINGS_PERMISSIONS = ['settings:list', 'settings:edit'];

/** What the schema cannot say: a time zone this runtime knows, a BIN's digits. */
function checkRules(body: SettingsChange): void {
  if (body.timeZone !== undefined && !isTimeZone(body.timeZone)) {
    throw fieldError('timeZone', msg('not_time_zone'));
  }
  // Printed on every VAT invoice: a mistyped BIN makes them worthless to a buyer claiming input tax.
  if (body.vatRegistration && !isBin(body.vatRegistration)) throw fieldError('vatRegistration', msg('not_bin'));
  const seen = new Set<string>();
  body.courierByDistrict?.forEach(({ district }, i) => {
    if (!districtById(district)) throw fieldError(`courierByDistrict.${i}.district`, msg('place_unknown'));
    if (seen.has(district)) throw fieldError(`courierByDistrict.${i}.district`, msg('district_listed_twice'));
    seen.add(district);
  });
}

/** Text is stored trimmed and empty text as null, so "not set" has one meaning. */
function normalise(body: SettingsChange): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    out[key] = typeof value === 'string' ? value.trim() || null : value;
  }
  return out;
}

/**
 * The shop's settings (spec §1, §2.6, §9): read by any signed-in screen's
 * settings page, changed card by card. The values live in the database; this
 * process's copy (`app.shop`, used by exports, PDFs and `auth/self`) is
 * replaced at once on a change here, and read again every few seconds so that
 * other API processes sharing the database follow.
 */
export const settingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['settings'];

  app.get(
    '/',
    {
      config: { auth: 'settings:list' },
      schema: { tags, summary: 'The shop settings', response: { 200: ShopSettings, ...errorsFor(401, 403) } },
    },
    async () => {
      const current = await readSettings(app.db.db);
      Object.assign(app.shop, current);
      return current;
    },
  );

  app.put(
    '/',
    {
      config: { auth: 'settings:edit' },
      schema: {
        tags,
        summary: 'Change some settings (one card at a time); 400 names the field that is wrong',
        body: SettingsChange,
        response: { 200: ShopSettings, ...errorsFor(400, 401, 403) },
      },
    },
    async (req) => {
      const body = req.body;
      checkRules(body);
      if (body.onlineLocation) {
        const [found] = await app.db.db
          .select({ id: locations.id })
          .from(locations)
          .where(and(eq(locations.id, body.onlineLocation), eq(locations.isActive, true)));
        if (!found) throw fieldError('onlineLocation', msg('unknown_location'));
      }
      // The high band starts above the medium one; checked in the update itself, against the stored value of the one not sent.
      const high = body.fraudHighPercent ?? settings.fraudHighPercent;
      const medium = body.fraudMediumPercent ?? settings.fraudMediumPercent;
      const changed = await app.db.db
        .update(settings)
        .set({ ...normalise(body), updatedAt: new Date() })
        .where(and(eq(settings.id, 1), sql`(${high})::int > (${medium})::int`))
        .returning({ id: settings.id });
      if (changed.length === 0) throw fieldError('fraudHighPercent', msg('high_not_above_medium'));
      const current = await readSettings(app.db.db);
      Object.assign(app.shop, current);
      return current;
    },
  );
};

/** How long this process trusts its copy of the settings before reading them again. */
const REFRESH_MS = 5000;

/**
 * Keeps `app.shop` and the couriers' credentials (`app.courierSettings`) within a few seconds of the database when
 * several API processes share it: a courier's credentials saved through another process are in force here at the
 * first API call after five seconds.
 */
export const settingsRefresh = fp(async (app) => {
  let readAt = Date.now();
  app.addHook('onRequest', async (req) => {
    if (!req.url.startsWith('/api') || Date.now() - readAt < REFRESH_MS) return;
    readAt = Date.now();
    Object.assign(app.shop, await readSettings(app.db.db));
    await app.courierSettings.reload();
  });
});
