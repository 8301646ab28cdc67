import { useState, type KeyboardEvent } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { FieldTitle, InputHelperText, useInput, useTranslate } from 'react-admin';
import { addTag } from '../../../common/slug';
import type { FieldInputProps } from './types';
import { useInputProps } from './useInputProps';

const noOptions: string[] = [];

/**
 * Tags as chips (spec §5): Enter or a comma adds the typed tag, lower-cased
 * with spaces turned into hyphens, and a tag already there is ignored.
 * react-admin's TextArrayInput knows neither the comma nor the normalising,
 * hence this input.
 */
export function TagInput(props: FieldInputProps) {
  const { source, label, validate, disabled, helperText, placeholder } = useInputProps(props);
  const translate = useTranslate();
  const { id, field, fieldState, isRequired } = useInput({ source, validate, disabled });
  const tags: string[] = Array.isArray(field.value) ? field.value : [];
  const [text, setText] = useState('');

  const commit = (typed: string) => {
    const next = typed.split(',').reduce<string[]>((all, part) => addTag(all, part), tags);
    if (next.length !== tags.length) field.onChange(next);
    setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      // Enter adds a tag here; it must neither submit the form nor reach Autocomplete.
      event.preventDefault();
      event.stopPropagation();
      commit(text);
    }
  };

  return (
    <Autocomplete<string, true, false, true>
      multiple
      freeSolo
      options={noOptions}
      value={tags}
      inputValue={text}
      disabled={disabled}
      onInputChange={(_event, value, reason) => {
        if (reason === 'input' && value.includes(',')) commit(value);
        else if (reason !== 'reset') setText(value);
      }}
      onChange={(_event, value, reason) => {
        // Only removals arrive here: additions go through commit().
        if (reason === 'removeOption' || reason === 'clear') field.onChange(value);
      }}
      onBlur={() => {
        if (text.trim() !== '') commit(text);
        field.onBlur();
      }}
      renderValue={(value, getItemProps) =>
        value.map((tag, index) => {
          const { key, ...chipProps } = getItemProps({ index });
          return <Chip key={key} size="small" label={tag} {...chipProps} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          id={id}
          label={<FieldTitle label={label} source={source} isRequired={isRequired} />}
          placeholder={placeholder}
          error={fieldState.invalid}
          helperText={
            <InputHelperText
              error={fieldState.error?.message}
              helperText={helperText || translate('engine.form.tag.helper')}
            />
          }
          onKeyDown={onKeyDown}
        />
      )}
    />
  );
}
