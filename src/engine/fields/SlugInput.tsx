import { TextInput, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { slugify } from '../../../common/slug';
import type { FieldInputProps } from './types';
import { useInputProps } from './useInputProps';

/**
 * A slug (spec §5): normalised with slugify when the field loses focus (not
 * per keystroke, which would eat the space being typed); empty means the
 * server makes one from the name; fixed once created.
 */
export function SlugInput(props: FieldInputProps) {
  const common = useInputProps(props);
  const translate = useTranslate();
  const { getValues, setValue } = useFormContext();
  const source = common.source;
  const onBlur = () => {
    const value = getValues(source);
    if (typeof value !== 'string') return;
    const slug = slugify(value);
    if (slug !== value) setValue(source, slug, { shouldDirty: true, shouldValidate: true });
  };
  return (
    <TextInput
      {...common}
      // On edit the slug is fixed: "leave empty to make one" would be advice that no longer applies.
      helperText={props.mode === 'edit' ? translate('engine.form.slug.fixed') : common.helperText || translate('engine.form.slug.helper')}
      onBlur={onBlur}
      disabled={props.mode === 'edit'}
      fullWidth
    />
  );
}
