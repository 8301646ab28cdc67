import { hasPermission } from '../../common/permissions';
import type { ReferenceSpec, ResourceSpec, FieldSpec } from '../../common/resourceSpec';

/**
 * The spec as a user may use it: a field, column, filter or bulk choice
 * that points at a resource the user may not list is left out. Its labels
 * could not be read (a Cashier on Customers and the groups): it would show
 * loading bars forever, an empty filter, or "You do not have permission to
 * list groups" in place of a value. A field that only takes its suggestions
 * from such a resource (a product's sizes) stays, without them.
 */
export function withoutUnlistedReferences(spec: ResourceSpec, permissions: readonly string[]): ResourceSpec {
  const listable = (reference: ReferenceSpec | undefined) => !reference || hasPermission(permissions, reference.resource, 'list');
  const hidden = new Set(spec.fields.filter((f) => !listable(f.reference)).map((f) => f.key));
  const unsuggested = spec.fields.filter((f) => !listable(f.suggestions)).map((f) => f.key);
  const filters = spec.filters.filter((f) => listable(f.reference) && !hidden.has(f.field));
  const bulkMenu = spec.bulkMenu.filter((a) => listable(a.reference));
  if (hidden.size === 0 && unsuggested.length === 0 && filters.length === spec.filters.length && bulkMenu.length === spec.bulkMenu.length) {
    return spec;
  }
  const withoutSuggestions = ({ suggestions: _suggestions, ...field }: FieldSpec): FieldSpec => field;
  return {
    ...spec,
    fields: spec.fields.filter((f) => !hidden.has(f.key)).map((f) => (unsuggested.includes(f.key) ? withoutSuggestions(f) : f)),
    columns: spec.columns?.filter((key) => !hidden.has(key)),
    search: spec.search.filter((key) => !hidden.has(key)),
    filters,
    bulkMenu,
  };
}
