import LinearProgress from '@mui/material/LinearProgress';
import type { ComponentType } from 'react';
import type { FieldInputProps } from '../fields/types';
import type { CellProps } from '../list/columns/CellProps';
import type { ViewProps } from '../show/views/types';
import { suspended } from './suspended';

/**
 * A field the generic inputs cannot draw (a role's permission matrix, a
 * product's variant manager). The spec names it (`component` on the field)
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

// A bar named after the field stands in while an input or view loads.
const progress = ({ field }: { field: { label?: string } }) => <LinearProgress aria-label={field.label} />;

export function registerField(name: string, field: CustomField): void {
  customFields.set(name, {
    ...field,
    input: suspended(field.input, progress),
    view: field.view && suspended(field.view, progress),
    // A table of many rows shows nothing rather than a bar per cell while the cell loads.
    cell: field.cell && suspended(field.cell),
  });
}

/** The custom field a spec field names; undefined when it names none or one nobody registered. */
export function findCustomField(field: { component?: string }): CustomField | undefined {
  return field.component ? customFields.get(field.component) : undefined;
}
