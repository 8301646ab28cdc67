import { useRef, useState, type KeyboardEvent } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { FieldTitle, InputHelperText, useGetResourceLabel, useInput, useTranslate } from 'react-admin';
import type { AddEntry } from './chipEntries';
import type { FieldInputProps } from './types';
import { useInputProps } from './useInputProps';
import { useSuggestions } from './useSuggestions';

interface ChipListInputProps extends FieldInputProps {
  /** How a typed or picked entry joins the list (tags are normalised, sizes kept as written). */
  add: AddEntry;
  /** The helper text when the field declares no suggestions and none of its own. */
  helperKey: string;
}

/**
 * A list of short texts as chips (tags, sizes, colours): Enter or a comma adds
 * what was typed. A field that declares `suggestions` (common/resourceSpec.ts) also
 * offers the names of that resource's records as the user types, in the
 * resource's own order; a new value is still taken with Enter. react-admin's
 * TextArrayInput knows neither the comma, the normalising nor suggestions,
 * hence this input.
 */
export function ChipListInput({ add, helperKey, ...props }: ChipListInputProps) {
  const { source, label, validate, disabled, helperText, placeholder } = useInputProps(props);
  const translate = useTranslate();
  const resourceLabel = useGetResourceLabel();
  const { id, field, fieldState, isRequired } = useInput({ source, validate, disabled });
  const entries: string[] = Array.isArray(field.value) ? field.value : [];
  const suggestionSource = props.field.suggestions;
  const suggestions = useSuggestions(suggestionSource);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  // The suggestion reached with the arrow keys: Enter adds it instead of the typed text.
  const chosen = useRef<string | null>(null);

  const commit = (typed: string) => {
    const next = typed.split(',').reduce<string[]>((all, part) => add(all, part, suggestions), entries);
    if (next.length !== entries.length) field.onChange(next);
    setText('');
    chosen.current = null;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      // Enter adds here; it must neither submit the form nor reach Autocomplete.
      event.preventDefault();
      event.stopPropagation();
      commit(event.key === 'Enter' && open && chosen.current ? chosen.current : text);
    }
  };

  const helper =
    helperText || (suggestionSource ? translate('engine.form.list.suggested', { name: resourceLabel(suggestionSource.resource, 2) }) : translate(helperKey));

  return (
    <Autocomplete<string, true, false, true>
      multiple
      freeSolo
      options={suggestions}
      filterSelectedOptions
      // Chosen entries are compared without case, as they are added.
      isOptionEqualToValue={(option, value) => option.toLocaleLowerCase() === value.toLocaleLowerCase()}
      value={entries}
      inputValue={text}
      disabled={disabled}
      open={open && suggestions.length > 0}
      onOpen={() => setOpen(true)}
      onClose={() => {
        setOpen(false);
        chosen.current = null;
      }}
      onHighlightChange={(_event, option, reason) => {
        if (reason === 'keyboard') chosen.current = option;
      }}
      onInputChange={(_event, value, reason) => {
        if (reason === 'input' && value.includes(',')) commit(value);
        else if (reason !== 'reset') setText(value);
      }}
      onChange={(_event, value, reason, details) => {
        // A suggestion clicked; typed additions go through commit().
        if (reason === 'selectOption' && details?.option !== undefined) commit(details.option);
        else if (reason === 'removeOption' || reason === 'clear') field.onChange(value);
      }}
      onBlur={() => {
        if (text.trim() !== '') commit(text);
        field.onBlur();
      }}
      renderValue={(value, getItemProps) =>
        value.map((entry, index) => {
          const { key, ...chipProps } = getItemProps({ index });
          return <Chip key={key} size="small" label={entry} {...chipProps} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          id={id}
          label={<FieldTitle label={label} source={source} isRequired={isRequired} />}
          placeholder={placeholder}
          error={fieldState.invalid}
          helperText={<InputHelperText error={fieldState.error?.message} helperText={helper} />}
          onKeyDown={onKeyDown}
        />
      )}
    />
  );
}
