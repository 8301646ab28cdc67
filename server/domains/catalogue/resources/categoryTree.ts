import { sql } from 'drizzle-orm';
import { categories } from '../../schema';
import { fieldError, msg } from '../../../engine/errors';
import type { BeforeWriteContext } from '../../../engine/declaration';

/**
 * A category cannot become its own ancestor: its new parent may be neither
 * the category itself nor any category below it (the tree would become a
 * loop, and the tree select and the products filter would never end).
 */
export async function refuseAncestorLoop(ctx: BeforeWriteContext): Promise<void> {
  const parent = ctx.values.parentCategory;
  if ((ctx.mode !== 'update' && ctx.mode !== 'update-many') || typeof parent !== 'string' || !ctx.id) return;
  if (parent === ctx.id) throw fieldError('parentCategory', msg('category_self'));
  // Walk up from the new parent; meeting this category means the parent is below it.
  const rows = await ctx.tx
    .select({ found: sql<boolean>`true` })
    .from(
      sql`(with recursive up(id, parent) as (
        select ${categories.id}, ${categories.parentCategory} from ${categories} where ${categories.id} = ${parent}
        union
        select c.id, c.parent_category from ${categories} c join up on c.id = up.parent
      ) select id from up where id = ${ctx.id}) as loop`,
    )
    .limit(1);
  if (rows.length > 0) throw fieldError('parentCategory', msg('category_descendant'));
}
