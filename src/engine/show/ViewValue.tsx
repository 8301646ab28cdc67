import type { ComponentType } from 'react';
import { useRecordContext } from 'react-admin';
import { viewTypeOf } from '../../../common/fieldTypeDisplay';
import type { FieldSpec, ViewType } from '../../../common/resourceSpec';
import { findCustomField } from '../parts/customFields';
import { getPath } from '../form/formFields';
import { AddressArrayView } from './views/AddressArrayView';
import { ArrayTagView } from './views/ArrayTagView';
import { BooleanView } from './views/BooleanView';
import { CheckboxView } from './views/CheckboxView';
import { ColorView } from './views/ColorView';
import { CurrencyView } from './views/CurrencyView';
import { CustomAttributeView } from './views/CustomAttributeView';
import { DataArrayTagView } from './views/DataArrayTagView';
import { DataTagView } from './views/DataTagView';
import { DateView } from './views/DateView';
import { EmptyValue } from './views/EmptyValue';
import { ExternalLinkView } from './views/ExternalLinkView';
import { FileView } from './views/FileView';
import { HtmlView } from './views/HtmlView';
import { ImageArrayView } from './views/ImageArrayView';
import { ImageView } from './views/ImageView';
import { ItemLinesView } from './views/ItemLinesView';
import { LinkView } from './views/LinkView';
import { NumberView } from './views/NumberView';
import { ReferenceView } from './views/ReferenceView';
import { TagView } from './views/TagView';
import { TextareaView } from './views/TextareaView';
import { TextView } from './views/TextView';
import type { ViewProps } from './views/types';

/** The detail view of each view type of common/resourceSpec.ts. */
export const viewByType: Record<Exclude<ViewType, 'hidden'>, ComponentType<ViewProps>> = {
  text: TextView,
  textarea: TextareaView,
  currency: CurrencyView,
  number: NumberView,
  boolean: BooleanView,
  reference: ReferenceView,
  tag: TagView,
  'array-tag': ArrayTagView,
  'data-tag': DataTagView,
  'data-array-tag': DataArrayTagView,
  checkbox: CheckboxView,
  'custom-attribute': CustomAttributeView,
  image: ImageView,
  'image-array': ImageArrayView,
  date: DateView,
  'external-link': ExternalLinkView,
  file: FileView,
  html: HtmlView,
  color: ColorView,
  'address-array': AddressArrayView,
  // A plain list of permission strings; roles draw theirs with a custom field's view.
  permissions: ArrayTagView,
  link: LinkView,
  'item-lines': ItemLinesView,
};

const isBlank = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** The value of one field of the record in context: its custom field's view, else as its view type shows it. */
export function ViewValue({ field }: { field: FieldSpec }) {
  const record = useRecordContext();
  const viewType = viewTypeOf(field);
  if (viewType === 'hidden') return null;
  const value = getPath(record, field.key);
  // A false flag is a value ("No"), not an absence.
  if (isBlank(value)) return <EmptyValue />;
  const View = findCustomField(field)?.view ?? viewByType[viewType] ?? TextView;
  return <View field={field} value={value} />;
}
