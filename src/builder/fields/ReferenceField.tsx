import { useEffect, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useDataProvider, useTranslate } from 'react-admin';
import type { Reference } from '../blocks/types';

interface ReferenceFieldProps {
  label: string;
  /** The resource path the choices come from (`categories`, `collections`, `products`). */
  resource: string;
  value: Reference[] | undefined;
  onChange: (value: Reference[]) => void;
  readOnly?: boolean;
  /** One record (a category) or several (chosen products). */
  multiple?: boolean;
}

/**
 * Choose records of another resource by name. The page keeps each record's
 * id (what a storefront looks up) and its name at the time of choosing (what
 * this field shows without a call). A resource the API does not serve yet
 * shows why the list is empty instead of failing.
 */
export function ReferenceField({ label, resource, value = [], onChange, readOnly, multiple = false }: ReferenceFieldProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const [search, setSearch] = useState('');
  const [options, setOptions] = useState<Reference[]>([]);
  const [unavailable, setUnavailable] = useState(false);

  useEffect(() => {
    let cancelled = false;
    const timer = setTimeout(() => {
      dataProvider
        .getList(resource, { pagination: { page: 1, perPage: 50 }, sort: { field: 'name', order: 'ASC' }, filter: search ? { q: search } : {} })
        .then(({ data }) => {
          if (cancelled) return;
          setOptions(data.map((record) => ({ id: String(record.id), name: String(record.name ?? record.id) })));
          setUnavailable(false);
        })
        .catch(() => {
          if (!cancelled) setUnavailable(true);
        });
    }, 250);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [dataProvider, resource, search]);

  const helperText = unavailable ? translate('builder.reference.unavailable') : undefined;
  const common = {
    options,
    disabled: readOnly,
    size: 'small' as const,
    isOptionEqualToValue: (a: Reference, b: Reference) => a.id === b.id,
    getOptionLabel: (option: Reference) => option.name,
    onInputChange: (_event: unknown, text: string, reason: string) => {
      if (reason === 'input') setSearch(text);
    },
    noOptionsText: translate(unavailable ? 'builder.reference.unavailable' : 'builder.reference.none'),
    filterOptions: (list: Reference[]) => list,
    sx: { my: 1 },
  };
  if (multiple) {
    return (
      <Autocomplete
        {...common}
        multiple
        value={value}
        onChange={(_event, next) => onChange(next)}
        renderInput={(params) => <TextField {...params} label={label} helperText={helperText} />}
      />
    );
  }
  return (
    <Autocomplete
      {...common}
      value={value[0] ?? null}
      onChange={(_event, next) => onChange(next ? [next] : [])}
      renderInput={(params) => <TextField {...params} label={label} helperText={helperText} />}
    />
  );
}
