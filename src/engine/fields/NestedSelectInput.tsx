import { useMemo } from 'react';
import Box from '@mui/material/Box';
import { AutocompleteInput, useGetList, useRecordContext, useResourceContext } from 'react-admin';
import { nestedOptions, type NestedOption } from './nestedOptions';
import type { FieldInputProps } from './types';
import { useInputProps } from './useInputProps';

function NestedOptionText() {
  const option = useRecordContext<NestedOption>();
  if (!option) return null;
  return (
    <Box component="span" sx={{ pl: option.depth * 2 }}>
      {option.path}
    </Box>
  );
}

const inputText = (option: NestedOption) => option.path;
const matchSuggestion = (filter: string, option: NestedOption) => option.path.toLowerCase().includes(filter.toLowerCase());

/**
 * Pick a record of a tree (a parent category): every option shows its path
 * ("Men / Shirts"), indented by depth. The whole tree is loaded once (spec §9:
 * up to 1000 by name) and searched in the browser, since a path is not a
 * column the server can search.
 */
export function NestedSelectInput(props: FieldInputProps) {
  const common = useInputProps(props);
  const reference = props.field.reference;
  const resource = useResourceContext();
  const record = useRecordContext();
  const { data, isPending } = useGetList(
    reference?.resource ?? '',
    { pagination: { page: 1, perPage: 1000 }, sort: { field: 'name', order: 'ASC' } },
    { enabled: Boolean(reference) },
  );
  const exclude = reference?.resource === resource && record?.id !== undefined ? String(record.id) : undefined;
  const choices = useMemo(
    () => (data && reference ? nestedOptions(data, reference.labelKey, reference.parentKey ?? 'parent', exclude) : []),
    [data, reference, exclude],
  );
  if (!reference) return null;
  return (
    <AutocompleteInput
      {...common}
      choices={choices}
      isPending={isPending}
      optionText={<NestedOptionText />}
      inputText={inputText}
      matchSuggestion={matchSuggestion}
      translateChoice={false}
      fullWidth
    />
  );
}
