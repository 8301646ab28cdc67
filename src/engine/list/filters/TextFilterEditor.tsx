import { TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { FilterEditorProps } from './FilterEditorProps';

export const TextFilterEditor = ({ def, initial, onChange }: FilterEditorProps) => {
  const translate = useTranslate();
  const [text, setText] = useState(initial[def.field] ?? '');
  return (
    <TextField
      autoFocus
      size="small"
      label={translate('engine.list.filters.contains')}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        const value = event.target.value.trim();
        onChange(value ? { [def.field]: value } : {});
      }}
    />
  );
};
