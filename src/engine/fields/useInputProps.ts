import { useMemo } from 'react';
import { email, maxLength, maxValue, minValue, required, type Validator } from 'react-admin';
import type { FieldInputProps } from './types';

/**
 * The props every react-admin input of the engine shares: source, label,
 * helper text, validators (react-admin's `required()` also puts the `*` on the
 * label and takes the blank option out of a select) and `disabled` for fields
 * the server refuses on update.
 */
export function useInputProps({ field, mode }: FieldInputProps) {
  const label = field.label;
  const validate = useMemo(() => {
    const rules: Validator[] = [];
    // A select with a default always holds one of its options: no blank choice (react-admin offers one unless required).
    if (field.required || (field.type === 'select' && field.default !== undefined && field.default !== null)) rules.push(required());
    if (field.type === 'email') rules.push(email());
    if (field.min !== undefined) rules.push(minValue(field.min));
    if (field.max !== undefined) rules.push(maxValue(field.max));
    if (field.limit !== undefined && ['text', 'textarea'].includes(field.type)) rules.push(maxLength(field.limit));
    return rules;
  }, [field]);
  return {
    source: field.key,
    label,
    helperText: field.helperText ?? false,
    placeholder: field.placeholder,
    validate,
    disabled: mode === 'edit' && Boolean(field.readOnlyOnUpdate),
  } as const;
}
