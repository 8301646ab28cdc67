import { msg, type Message } from './errors';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { LINK_TYPES, type LinkObject, type LinkType } from '../../common/pageStyle';
import type { Db } from '../db/client';
import { qualified } from './qualified';

/**
 * The `link` field type: the link object of spec §3.6, `{ type, href }`.
 * `href` is the page's address (`about`) for a page, the record's slug for a
 * product, category or collection (storefront addresses are made from slugs,
 * which never change once set), and an http(s) address for an external link.
 */
export const linkJsonSchema = {
  type: ['object', 'null'],
  required: ['type', 'href'],
  properties: {
    type: { type: 'string', enum: [...LINK_TYPES] },
    href: { type: 'string', minLength: 1, maxLength: 2000 },
  },
  additionalProperties: false,
};

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Where the records a link may point at live, found by the link's `href`, per
 * link type: the declaring domain says (a `link` field's `linkTargets`). A
 * link may name a record storefronts do not show yet (a draft product for a
 * banner scheduled for its launch): the public calls answer such a link as
 * null until its target is live.
 */
export interface LinkTarget {
  table: PgTable;
  key: AnyPgColumn;
  name: string;
  /** The condition of a target storefronts show. */
  live: SQL;
}
export type LinkTargets = Partial<Record<LinkType, LinkTarget>>;

/**
 * A stored link column as storefronts may see it: the link while its target
 * is live (a published page, an active category or collection, a published
 * and active product) or external, else null, so a public answer never
 * names a record that is not shown yet. One statement, no extra round trip.
 */
export function liveLinkSql(column: AnyPgColumn, targets: LinkTargets): SQL<LinkObject | null> {
  // Qualified: inside the subqueries a bare name would mean the target's own table.
  const link = qualified(column);
  const hidden = Object.entries(targets).map(
    ([type, target]) =>
      sql`when ${link}->>'type' = ${type} and not exists (select 1 from ${target.table} where ${target.key} = ${link}->>'href' and ${target.live}) then null`,
  );
  // mapWith: the column reads the jsonb as stored, whichever driver (pg or PGlite) answers.
  return sql`case when ${link} is null then null ${sql.join(hidden, sql` `)} else ${link} end`.mapWith(column) as SQL<LinkObject | null>;
}

/** The link as stored, or what is wrong with its form. */
export function normaliseLink(value: unknown): { value?: LinkObject; error?: string } {
  const link = value as LinkObject;
  const href = link.href.trim();
  if (link.type === 'external') {
    let url: URL | undefined;
    try {
      url = new URL(href);
    } catch {
      url = undefined;
    }
    if (!url || !['http:', 'https:'].includes(url.protocol)) return { error: 'an external link must be an http or https address' };
    return { value: { type: 'external', href: url.toString() } };
  }
  if (!SLUG.test(href)) return { error: `must name a ${link.type} by its address (lower-case words joined by hyphens)` };
  return { value: { type: link.type, href } };
}

/** Why a link's target cannot be used (it does not exist), or undefined when it can. */
export async function linkTargetError(db: Db, link: LinkObject, targets: LinkTargets): Promise<Message | undefined> {
  const target = targets[link.type];
  if (!target) return undefined;
  const rows = await db.select({ key: target.key }).from(target.table).where(eq(target.key, link.href)).limit(1);
  return rows.length === 0 ? msg('no_such_link', { what: target.name, href: link.href }) : undefined;
}
