import { Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { encodeRangeFilter, type RangeFilterValue } from '../../../../common/filters';
import { ChoiceField } from '../ChoiceField';
import { decodeRangeFilter } from './decodeRangeFilter';
import type { FilterEditorProps } from './FilterEditorProps';

type RangeChoice = RangeFilterValue['choice'];
const CHOICES: RangeChoice[] = ['equal', 'between', 'gt', 'lt'];

interface DraftState {
  choice: RangeChoice;
  value: string;
  from: string;
  to: string;
}

function draftFrom(value: RangeFilterValue | null): DraftState {
  const draft: DraftState = { choice: 'equal', value: '', from: '', to: '' };
  if (!value) return draft;
  return value.choice === 'between'
    ? { ...draft, choice: 'between', from: String(value.from), to: String(value.to) }
    : { ...draft, choice: value.choice, value: String(value.value) };
}

const number = (text: string) => (text.trim() !== '' && Number.isFinite(Number(text)) ? Number(text) : null);

function valueOf(draft: DraftState): RangeFilterValue | null {
  if (draft.choice === 'between') {
    const from = number(draft.from);
    const to = number(draft.to);
    return from != null && to != null ? { choice: 'between', from, to } : null;
  }
  const value = number(draft.value);
  return value != null ? { choice: draft.choice, value } : null;
}

/** Equal, between, greater than, less than (spec §5). */
export const RangeFilterEditor = ({ def, initial, onChange }: FilterEditorProps) => {
  const translate = useTranslate();
  const [draft, setDraft] = useState(() => draftFrom(decodeRangeFilter(def.field, initial)));

  const update = (patch: Partial<DraftState>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    const value = valueOf(next);
    onChange(value ? encodeRangeFilter(def.field, value) : null);
  };
  const numberInput = (label: string, key: 'value' | 'from' | 'to') => (
    <TextField size="small" type="number" label={label} value={draft[key]} onChange={(event) => update({ [key]: event.target.value })} />
  );

  return (
    <Stack spacing={2}>
      <ChoiceField
        label={translate('engine.list.filters.choice')}
        value={draft.choice}
        options={CHOICES.map((c) => ({ value: c, label: translate(`engine.list.filters.range_choices.${c}`) }))}
        onChange={(choice) => update({ choice: choice as RangeChoice })}
      />
      {draft.choice === 'between' ? (
        <Stack direction="row" spacing={1}>
          {numberInput(translate('engine.list.filters.from'), 'from')}
          {numberInput(translate('engine.list.filters.to'), 'to')}
        </Stack>
      ) : (
        numberInput(translate('engine.list.filters.value'), 'value')
      )}
    </Stack>
  );
};
