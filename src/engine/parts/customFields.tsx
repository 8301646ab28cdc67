import LinearProgress from '@mui/material/LinearProgress';
import { Suspense, type ComponentType } from 'react';
import type { FieldInputProps } from '../fields/types';
import type { CellProps } from '../list/columns/CellProps';
import type { ViewProps } from '../show/views/types';

/**
 * A field the generic inputs cannot draw (a role's permission matrix, a
 * product's variant manager). The schema names it (`component` on the field)
 * and a resource folder in src/resources/ registers it here. `view` and
 * `cell` are optional: without them the field's view and column types draw
 * the value as for any other field.
 */
export interface CustomField {
  input: ComponentType<FieldInputProps>;
  view?: ComponentType<ViewProps>;
  cell?: ComponentType<CellProps>;
  /** The detail view gives the field the whole row (tables, long lists). */
  wide?: boolean;
}

const customFields = new Map<string, CustomField>();

/** Drawn inside Suspense, so a part made with lazyPart() loads when first shown; a bar named after the field stands in meanwhile. */
function suspended<P extends { field: { label?: string } }>(Part: ComponentType<P>, progress: boolean): ComponentType<P> {
  const Suspended = (props: P) => (
    <Suspense fallback={progress ? <LinearProgress aria-label={props.field.label} /> : null}>
      <Part {...props} />
    </Suspense>
  );
  Suspended.displayName = `Suspended(${Part.displayName ?? Part.name})`;
  return Suspended;
}

export function registerField(name: string, field: CustomField): void {
  customFields.set(name, {
    ...field,
    input: suspended(field.input, true),
    view: field.view && suspended(field.view, true),
    // A table of many rows shows nothing rather than a bar per cell while the cell loads.
    cell: field.cell && suspended(field.cell, false),
  });
}

/** The custom field a schema field names; undefined when it names none or one nobody registered. */
export function findCustomField(field: { component?: string }): CustomField | undefined {
  return field.component ? customFields.get(field.component) : undefined;
}
