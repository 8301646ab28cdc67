import { hasPermission } from '../../common/permissions';
import type { ReferenceSpec, ResourceSchema, SchemaField } from '../../common/schema';

/**
 * The schema as a user may use it: a field, column, filter or bulk choice
 * that points at a resource the user may not list is left out. Its labels
 * could not be read (a Cashier on Customers and the groups): it would show
 * loading bars forever, an empty filter, or "You do not have permission to
 * list groups" in place of a value. A field that only takes its suggestions
 * from such a resource (a product's sizes) stays, without them.
 */
export function withoutUnlistedReferences(schema: ResourceSchema, permissions: readonly string[]): ResourceSchema {
  const listable = (reference: ReferenceSpec | undefined) => !reference || hasPermission(permissions, reference.resource, 'list');
  const hidden = new Set(schema.fields.filter((f) => !listable(f.reference)).map((f) => f.key));
  const unsuggested = schema.fields.filter((f) => !listable(f.suggestions)).map((f) => f.key);
  const filters = schema.filters.filter((f) => listable(f.reference) && !hidden.has(f.field));
  const bulkMenu = schema.bulkMenu.filter((a) => listable(a.reference));
  if (hidden.size === 0 && unsuggested.length === 0 && filters.length === schema.filters.length && bulkMenu.length === schema.bulkMenu.length) {
    return schema;
  }
  const withoutSuggestions = ({ suggestions: _suggestions, ...field }: SchemaField): SchemaField => field;
  return {
    ...schema,
    fields: schema.fields.filter((f) => !hidden.has(f.key)).map((f) => (unsuggested.includes(f.key) ? withoutSuggestions(f) : f)),
    columns: schema.columns?.filter((key) => !hidden.has(key)),
    search: schema.search.filter((key) => !hidden.has(key)),
    filters,
    bulkMenu,
  };
}
