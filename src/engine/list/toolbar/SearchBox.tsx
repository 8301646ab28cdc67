import SearchIcon from '@mui/icons-material/Search';
import { Box, IconButton, InputAdornment, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useListContext, useTranslate } from 'react-admin';

/** react-admin's search filter key; the dataProvider sends it as `search`. */
export const SEARCH_KEY = 'q';

/** Applies on Enter or the search button, not on every key (spec §4). */
export const SearchBox = () => {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const applied = typeof filterValues[SEARCH_KEY] === 'string' ? (filterValues[SEARCH_KEY] as string) : '';
  const [text, setText] = useState(applied);
  // Follow resets from elsewhere (refresh), adjusting state while rendering
  // as React recommends rather than in an effect.
  const [seen, setSeen] = useState(applied);
  if (seen !== applied) {
    setSeen(applied);
    setText(applied);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { [SEARCH_KEY]: _old, ...rest } = filterValues;
    const q = text.trim();
    setFilters(q ? { ...rest, [SEARCH_KEY]: q } : rest);
  };

  return (
    <Box component="form" role="search" onSubmit={submit} sx={{ flex: '1 1 240px', maxWidth: 420 }}>
      <TextField
        fullWidth
        size="small"
        type="search"
        label={translate('engine.list.search')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        slotProps={{
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton type="submit" edge="end" aria-label={translate('engine.list.search_button')}>
                  <SearchIcon />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
    </Box>
  );
};
