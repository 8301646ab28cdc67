import FilterListOffIcon from '@mui/icons-material/FilterListOff';
import { Button, Stack } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { replaceFieldFilters } from '../../../../common/filters';
import type { FilterDef } from '../../../../common/resourceSpec';
import { SEARCH_KEY } from '../toolbar/SearchBox';
import { asParams, fieldParams } from './fieldParams';
import { FilterButton } from './FilterButton';
import { FilterTag } from './FilterTag';

/**
 * The filter bar of spec §2.4. react-admin's FilterForm binds one input to
 * one filter key; a §5 date or number filter writes one of several keys
 * (`price`, `price_gt`, `price_btw`...) chosen by the user, so each filter
 * here is a small form that writes the encoded keys of common/filters.ts
 * into react-admin's filterValues.
 */
export const FilterBar = ({ filters }: { filters: FilterDef[] }) => {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const params = asParams(filterValues);
  const apply = (field: string, next: Record<string, string>) => setFilters(replaceFieldFilters(params, field, next));
  const active = filters.filter((def) => Object.keys(fieldParams(params, def.field)).length > 0);

  if (filters.length === 0) return null;
  return (
    <Stack
      direction="row"
      useFlexGap
      spacing={1}
      sx={{ flexWrap: 'wrap', alignItems: 'center', minHeight: 48 }}
      role="group"
      aria-label={translate('engine.list.filters.label')}
    >
      {filters.map((def) => (
        <FilterButton key={def.field} def={def} params={params} onApply={apply} />
      ))}
      {active.map((def) => (
        <FilterTag key={def.field} def={def} params={fieldParams(params, def.field)} onRemove={() => apply(def.field, {})} />
      ))}
      {active.length > 0 && (
        <Button size="small" startIcon={<FilterListOffIcon />} onClick={() => setFilters(params[SEARCH_KEY] ? { [SEARCH_KEY]: params[SEARCH_KEY] } : {})}>
          {translate('engine.list.filters.clear_all')}
        </Button>
      )}
    </Stack>
  );
};
