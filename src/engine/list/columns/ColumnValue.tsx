import type { ComponentType } from 'react';
import type { RaRecord } from 'react-admin';
import { columnTypeOf } from '../../../../common/fieldTypeDisplay';
import type { ColumnType, FieldSpec } from '../../../../common/resourceSpec';
import { findCustomField } from '../../parts/customFields';
import { readPath } from '../recordPath';
import { BooleanCell } from './BooleanCell';
import type { CellProps } from './CellProps';
import { CheckboxCell } from './CheckboxCell';
import { ColorCell } from './ColorCell';
import { CurrencyCell } from './CurrencyCell';
import { DateCell } from './DateCell';
import { ExternalLinkCell } from './ExternalLinkCell';
import { FileCell } from './FileCell';
import { ImageTextCell } from './ImageTextCell';
import { LinkCell } from './LinkCell';
import { MenuCell } from './MenuCell';
import { NumberCell } from './NumberCell';
import { ReferenceCell } from './ReferenceCell';
import { TagCell } from './TagCell';
import { TextCell } from './TextCell';

const CELLS: Record<ColumnType, ComponentType<CellProps>> = {
  text: TextCell,
  tag: TagCell,
  checkbox: CheckboxCell,
  number: NumberCell,
  currency: CurrencyCell,
  'image-text': ImageTextCell,
  time: DateCell,
  'date-only': DateCell,
  date: DateCell,
  boolean: BooleanCell,
  'external-link': ExternalLinkCell,
  file: FileCell,
  menu: MenuCell,
  reference: ReferenceCell,
  color: ColorCell,
  link: LinkCell,
};

/** A record's value for one column: its custom field's cell, else drawn as the column's type says. */
export const ColumnValue = ({ field, record }: { field: FieldSpec; record: RaRecord }) => {
  const Cell = findCustomField(field)?.cell ?? CELLS[columnTypeOf(field)] ?? TextCell;
  return <Cell field={field} record={record} value={readPath(record, field.key)} />;
};
