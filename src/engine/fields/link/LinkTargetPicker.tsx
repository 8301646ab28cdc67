import { Autocomplete, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useDataProvider, useGetList, useTranslate } from 'react-admin';
import type { ApiDataProvider } from '../../../dataProvider';
import type { LinkTarget } from './linkTargets';

interface Choice {
  href: string;
  label: string;
}

interface PickerProps {
  target: Exclude<LinkTarget, { kind: 'typed' }>;
  label: string;
  value: string;
  onChange: (href: string) => void;
  error?: string;
  disabled?: boolean;
  /** `small` in the page builder's side panel. */
  size?: 'small' | 'medium';
}

function ChoiceBox({
  choices,
  loading,
  label,
  value,
  onChange,
  onSearch,
  error,
  disabled,
  size,
}: Omit<PickerProps, 'target'> & { choices: Choice[]; loading: boolean; onSearch?: (text: string) => void }) {
  const translate = useTranslate();
  const selected = choices.find((c) => c.href === value) ?? (value ? { href: value, label: value } : null);
  return (
    <Autocomplete
      options={choices}
      value={selected}
      loading={loading}
      getOptionLabel={(c) => c.label}
      isOptionEqualToValue={(a, b) => a.href === b.href}
      onChange={(_event, choice) => onChange(choice?.href ?? '')}
      onInputChange={(_event, text, reason) => {
        if (reason === 'input') onSearch?.(text);
      }}
      // Searched on the server (a product's SKU or barcode matches too), so every answer is a choice.
      filterOptions={onSearch ? (options) => options : undefined}
      noOptionsText={translate('engine.form.link.no_choices')}
      disabled={disabled}
      size={size}
      renderInput={(params) => <TextField {...params} label={label} error={Boolean(error)} helperText={error} />}
      fullWidth
    />
  );
}

/** Products, categories or collections, searched on the server; the chosen one's slug is the href. */
function ResourcePicker({ resource, detail, ...props }: Omit<PickerProps, 'target'> & { resource: string; detail?: string }) {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  // One call once typing pauses, not one per key.
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed), 250);
    return () => clearTimeout(timer);
  }, [typed]);
  const { data, isPending } = useGetList(resource, {
    pagination: { page: 1, perPage: 50 },
    sort: { field: 'name', order: 'ASC' },
    filter: search ? { q: search } : {},
  });
  const choices = (data ?? []).map((r) => ({ href: String(r.slug), label: detail && r[detail] ? `${String(r.name)} (${String(r[detail])})` : String(r.name) }));
  return <ChoiceBox {...props} choices={choices} loading={isPending} onSearch={setTyped} />;
}

/** The shop's content pages by title; the page's address is the href. */
function PagePicker(props: Omit<PickerProps, 'target'>) {
  const dataProvider = useDataProvider<ApiDataProvider>();
  const { data, isPending } = useQuery({
    queryKey: ['contents', 'list'],
    queryFn: () => dataProvider.request('GET /contents/get/list'),
  });
  const choices = (data ?? []).map((p) => ({ href: p.path, label: p.title }));
  return <ChoiceBox {...props} choices={choices} loading={isPending} />;
}

export function LinkTargetPicker({ target, ...props }: PickerProps) {
  return target.kind === 'pages' ? <PagePicker {...props} /> : <ResourcePicker resource={target.resource} detail={target.detail} {...props} />;
}
