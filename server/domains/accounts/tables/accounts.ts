import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, jsonb, numeric, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { id, refersTo, timestamps } from '../../../db/columns';
import { locations } from '../../inventory/tables/locations';

export const roles = pgTable(
  'roles',
  {
    id: id(),
    name: text('name').notNull().unique(),
    description: text('description'),
    permissions: jsonb('permissions').$type<string[]>().notNull().default([]),
    /** The most a holder of `orders:discount` may give as a manual discount (issue 34): percent of the cart and/or taka; null, no cap. A `*` role has none. */
    discountCapPercent: numeric('discount_cap_percent', { precision: 5, scale: 2, mode: 'number' }),
    discountCapAmount: numeric('discount_cap_amount', { precision: 12, scale: 2, mode: 'number' }),
    /** The most a holder may put into or take out of a till's drawer at once without a manager (issue 36), in taka; null, no limit. A `*` role has none. */
    cashMovementCap: numeric('cash_movement_cap', { precision: 12, scale: 2, mode: 'number' }),
    ...timestamps(),
  },
  (t) => [index('roles_created_at_idx').on(t.createdAt)],
);

export const users = pgTable(
  'users',
  {
    id: id(),
    name: text('name').notNull(),
    /** Kept lower-case so uniqueness ignores case. */
    email: text('email').notNull().unique(),
    phone: text('phone'),
    image: text('image'),
    roleId: refersTo('role_id', () => roles.id, 'restrict').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    passwordHash: text('password_hash').notNull(),
    /** Chosen table columns per table path (spec §3.6 "User preferences"). */
    preferences: jsonb('preferences').$type<Record<string, string[]>>().notNull().default({}),
    /** When the user last signed in successfully (the users list shows it). */
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    /** The location the user's till sells from (issue 21); none: the store's main location. */
    locationId: refersTo('location_id', () => locations.id, 'set null'),
    ...timestamps(),
  },
  (t) => [index('users_created_at_idx').on(t.createdAt), index('users_role_idx').on(t.roleId)],
);

/**
 * One row per refresh token. Tokens of one login share a family; a token used
 * twice means it was stolen, and the whole family is revoked.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: refersTo('user_id', () => users.id, 'cascade').notNull(),
    family: uuid('family').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sessions_user_idx').on(t.userId),
    index('sessions_family_idx').on(t.family),
    // The guard asks on every request whether the caller's session was ended:
    // a tiny index of the ended families only answers that in one probe.
    index('sessions_revoked_family_idx')
      .on(t.family)
      .where(sql`revoked_at is not null`),
  ],
);

/**
 * Sign-in attempts being checked or failed, counted per email and address
 * together, per address and per email to slow guessing down. An attempt is
 * written before its password is checked, so concurrent guesses count too.
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_attempts_email_idx').on(t.email, t.createdAt), index('login_attempts_ip_idx').on(t.ip, t.createdAt)],
);

/**
 * The addresses each user has signed in from successfully. When an email is
 * under a spray of guesses from many addresses, a sign-in from one of these
 * is slowed, not refused, so guessing cannot lock the owner out.
 */
export const signInAddresses = pgTable(
  'sign_in_addresses',
  {
    userId: refersTo('user_id', () => users.id, 'cascade').notNull(),
    ip: text('ip').notNull(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.ip] })],
);
