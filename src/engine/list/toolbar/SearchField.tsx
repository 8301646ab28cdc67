import SearchIcon from '@mui/icons-material/Search';
import { Box, IconButton, InputAdornment, TextField, type SxProps } from '@mui/material';
import type { FormEvent, Ref } from 'react';

export interface SearchFieldProps {
  label: string;
  /** Accessible name of the search button. */
  buttonLabel: string;
  value: string;
  onChange: (text: string) => void;
  /** Called on Enter or the button, with the text trimmed (spec §4: search applies on submit, not on every key). */
  onSearch: (text: string) => void;
  type?: 'search' | 'text';
  inputRef?: Ref<HTMLInputElement>;
  sx?: SxProps;
}

/** A search form: a text field with a search button, shared by the engine's lists and the point of sale. */
export function SearchField({ label, buttonLabel, value, onChange, onSearch, type, inputRef, sx }: SearchFieldProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(value.trim());
  };
  return (
    <Box component="form" role="search" onSubmit={submit} sx={sx}>
      <TextField
        inputRef={inputRef}
        fullWidth
        size="small"
        type={type}
        label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        slotProps={{
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton type="submit" edge="end" aria-label={buttonLabel}>
                  <SearchIcon />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
    </Box>
  );
}
