import { useState } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import { SearchField } from './SearchField';

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

  const search = (q: string) => {
    const { [SEARCH_KEY]: _old, ...rest } = filterValues;
    setFilters(q ? { ...rest, [SEARCH_KEY]: q } : rest);
  };

  return (
    <SearchField
      type="search"
      label={translate('engine.list.search')}
      buttonLabel={translate('engine.list.search_button')}
      value={text}
      onChange={setText}
      onSearch={search}
      sx={{ flex: '1 1 240px', maxWidth: 420 }}
    />
  );
};
