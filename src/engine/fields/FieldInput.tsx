import type { ComponentType } from 'react';
import type { FieldType } from '../../../common/resourceSpec';
import { AddressArrayInput } from './AddressArrayInput';
import { ArrayStringInput } from './ArrayStringInput';
import { ColorInput } from './ColorInput';
import { CurrencyInput } from './CurrencyInput';
import { CustomAttributeInput } from './CustomAttributeInput';
import { DataSelectInput } from './DataSelectInput';
import { DateFieldInput } from './DateFieldInput';
import { DateTimeFieldInput } from './DateTimeFieldInput';
import { EditorInput } from './EditorInput';
import { FileFieldInput } from './FileFieldInput';
import { ImageArrayInput } from './ImageArrayInput';
import { ImageInput } from './ImageInput';
import { ItemLinesInput } from './itemLines/ItemLinesInput';
import { LinkInput } from './link/LinkInput';
import { NestedSelectInput } from './NestedSelectInput';
import { NumberFieldInput } from './NumberFieldInput';
import { PasswordFieldInput } from './PasswordFieldInput';
import { ReadOnlyInput } from './ReadOnlyInput';
import { SelectFieldInput } from './SelectFieldInput';
import { SlugInput } from './SlugInput';
import { SwitchInput } from './SwitchInput';
import { TagInput } from './TagInput';
import { TextareaInput } from './TextareaInput';
import { TextFieldInput } from './TextFieldInput';
import { findCustomField } from '../parts/customFields';
import type { FieldInputProps } from './types';

/** The input for each form field type of common/resourceSpec.ts. */
export const inputByType: Record<FieldType, ComponentType<FieldInputProps>> = {
  text: TextFieldInput,
  email: TextFieldInput,
  phone: TextFieldInput,
  number: NumberFieldInput,
  currency: CurrencyInput,
  switch: SwitchInput,
  select: SelectFieldInput,
  'data-select': DataSelectInput,
  'nested-select': NestedSelectInput,
  tag: TagInput,
  slug: SlugInput,
  textarea: TextareaInput,
  editor: EditorInput,
  image: ImageInput,
  'image-array': ImageArrayInput,
  file: FileFieldInput,
  date: DateFieldInput,
  datetime: DateTimeFieldInput,
  link: LinkInput,
  color: ColorInput,
  'custom-attribute': CustomAttributeInput,
  'array-string': ArrayStringInput,
  'address-array': AddressArrayInput,
  password: PasswordFieldInput,
  // A plain list of permission strings; roles draw theirs as a matrix (a custom field).
  permissions: ArrayStringInput,
  // Child rows (a product's variations) are edited by the resource's own custom field (src/resources/products); elsewhere shown read-only.
  variant: ReadOnlyInput,
  'item-lines': ItemLinesInput,
  'read-only': ReadOnlyInput,
};

/**
 * One spec field as a form input: the custom field it names, else its
 * type's input; read-only fields show as text whatever their type.
 */
export function FieldInput(props: FieldInputProps) {
  const Input = props.field.readOnly ? ReadOnlyInput : (findCustomField(props.field)?.input ?? inputByType[props.field.type] ?? TextFieldInput);
  return <Input {...props} />;
}
