import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { Box, Button, Popover, Stack, Typography } from '@mui/material';
import { useId, useState, type ComponentType, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { encodeDateFilter } from '../../../../common/filters';
import type { FilterDef, FilterType } from '../../../../common/resourceSpec';
import { BooleanFilterEditor } from './BooleanFilterEditor';
import { DateFilterEditor, DEFAULT_DATE_FILTER } from './DateFilterEditor';
import type { FilterEditorProps } from './FilterEditorProps';
import { fieldParams } from './fieldParams';
import { MultiSelectFilterEditor } from './MultiSelectFilterEditor';
import { RangeFilterEditor } from './RangeFilterEditor';
import { TextFilterEditor } from './TextFilterEditor';

const EDITORS: Record<FilterType, ComponentType<FilterEditorProps>> = {
  boolean: BooleanFilterEditor,
  'multi-select': MultiSelectFilterEditor,
  date: DateFilterEditor,
  text: TextFilterEditor,
  range: RangeFilterEditor,
};

/**
 * What Apply applies before the user touches the form: the applied filter,
 * else what the form shows (last 7 days for dates); nothing yet for a
 * boolean or a number, which have no value until one is chosen.
 */
function startingParams(def: FilterDef, applied: Record<string, string>): Record<string, string> | null {
  if (Object.keys(applied).length > 0) return applied;
  switch (def.type) {
    case 'date':
      return encodeDateFilter(def.field, DEFAULT_DATE_FILTER);
    case 'boolean':
    case 'range':
      return null;
    default:
      return {};
  }
}

interface FilterButtonProps {
  def: FilterDef;
  /** Every filter parameter of the list now. */
  params: Record<string, string>;
  onApply: (field: string, next: Record<string, string>) => void;
}

/** One filter of the bar: a button that opens its form; Apply replaces the field's filters. */
export const FilterButton = ({ def, params, onApply }: FilterButtonProps) => {
  const translate = useTranslate();
  const titleId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const applied = fieldParams(params, def.field);
  const isActive = Object.keys(applied).length > 0;
  const [pending, setPending] = useState<Record<string, string> | null>(null);
  const Editor = EDITORS[def.type];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending) return;
    onApply(def.field, pending);
    setAnchor(null);
  };

  return (
    <>
      <Button
        size="small"
        variant={isActive ? 'contained' : 'outlined'}
        endIcon={<ArrowDropDownIcon />}
        aria-haspopup="dialog"
        aria-expanded={Boolean(anchor)}
        aria-label={translate('engine.list.filters.open', { name: def.label })}
        onClick={(event) => {
          setPending(startingParams(def, applied));
          setAnchor(event.currentTarget);
        }}
      >
        {def.label}
      </Button>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId } }}
      >
        <Box component="form" onSubmit={submit} sx={{ p: 2, minWidth: 260 }}>
          <Stack spacing={2}>
            <Typography id={titleId} variant="subtitle2">
              {def.label}
            </Typography>
            <Editor def={def} initial={applied} onChange={setPending} />
            <Button type="submit" variant="contained" disabled={pending === null}>
              {translate('engine.list.filters.apply')}
            </Button>
          </Stack>
        </Box>
      </Popover>
    </>
  );
};
