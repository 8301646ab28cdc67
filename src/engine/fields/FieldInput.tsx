import { lazy, Suspense, type ComponentType } from 'react';
import type { FieldType } from '../../../common/schema';
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
import { LinkInput } from './link/LinkInput';
import { NestedSelectInput } from './NestedSelectInput';
import { NumberFieldInput } from './NumberFieldInput';
import { PasswordFieldInput } from './PasswordFieldInput';
import { PermissionsInput } from './PermissionsInput';
import { ReadOnlyInput } from './ReadOnlyInput';
import { SelectFieldInput } from './SelectFieldInput';
import { SlugInput } from './SlugInput';
import { SwitchInput } from './SwitchInput';
import { TagInput } from './TagInput';
import { TextareaInput } from './TextareaInput';
import { TextFieldInput } from './TextFieldInput';
import type { FieldInputProps } from './types';

/**
 * The 'variant' field type of spec §3.6 is the variant manager of §2.6. It
 * lives with products (its only user so far) and loads with the product form,
 * not with the first page.
 */
const VariationsInput = lazy(() => import('../../resources/products/variants/VariationsInput').then((m) => ({ default: m.VariationsInput })));
const VariantInput = (props: FieldInputProps) => (
  <Suspense fallback={null}>
    <VariationsInput {...props} />
  </Suspense>
);

/** The input for each form field type of common/schema.ts. */
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
  permissions: PermissionsInput,
  variant: VariantInput,
  'read-only': ReadOnlyInput,
};

/** One schema field as a form input; read-only fields show as text whatever their type. */
export function FieldInput(props: FieldInputProps) {
  const Input = props.field.readOnly ? ReadOnlyInput : (inputByType[props.field.type] ?? TextFieldInput);
  return <Input {...props} />;
}
