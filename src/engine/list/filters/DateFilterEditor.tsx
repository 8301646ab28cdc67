import { Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { decodeDateFilter, encodeDateFilter, isIsoDate, type DateChoice, type DateFilterValue, type LastUnit } from '../../../../common/filters';
import { ChoiceField } from '../ChoiceField';
import type { FilterEditorProps } from './FilterEditorProps';

const CHOICES: DateChoice[] = ['last', 'equal', 'between', 'after', 'before'];

interface DraftState {
  choice: DateChoice;
  count: string;
  unit: LastUnit;
  date: string;
  from: string;
  to: string;
}

/** What the form shows before anything is applied, and what Apply then applies. */
export const DEFAULT_DATE_FILTER: DateFilterValue = { choice: 'last', unit: 'days', count: 7 };

function draftFrom(value: DateFilterValue): DraftState {
  const draft: DraftState = { choice: 'last', count: '7', unit: 'days', date: '', from: '', to: '' };
  switch (value.choice) {
    case 'last':
      return { ...draft, choice: 'last', count: String(value.count), unit: value.unit };
    case 'between':
      return { ...draft, choice: 'between', from: value.from, to: value.to };
    default:
      return { ...draft, choice: value.choice, date: value.date };
  }
}

function valueOf(draft: DraftState): DateFilterValue | null {
  switch (draft.choice) {
    case 'last': {
      const count = Number(draft.count);
      return Number.isInteger(count) && count >= 1 ? { choice: 'last', unit: draft.unit, count } : null;
    }
    case 'between':
      return isIsoDate(draft.from) && isIsoDate(draft.to) && !endsBeforeStart(draft) ? { choice: 'between', from: draft.from, to: draft.to } : null;
    default:
      return isIsoDate(draft.date) ? { choice: draft.choice, date: draft.date } : null;
  }
}

/** ISO dates compare as text: a 'between' whose end is before its start finds nothing, so it is refused. */
const endsBeforeStart = (draft: DraftState) => isIsoDate(draft.from) && isIsoDate(draft.to) && draft.to < draft.from;

/**
 * Last N days or months, equal, between, on or after, before (spec §5).
 * Dates are typed as the app shows them everywhere, YYYY-MM-DD, not in the
 * browser's own date format (mm/dd/yyyy in an American Chromium).
 */
export const DateFilterEditor = ({ def, initial, onChange }: FilterEditorProps) => {
  const translate = useTranslate();
  const [draft, setDraft] = useState(() => draftFrom(decodeDateFilter(def.field, initial) ?? DEFAULT_DATE_FILTER));

  const update = (patch: Partial<DraftState>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    const value = valueOf(next);
    onChange(value ? encodeDateFilter(def.field, value) : null);
  };
  const dateInput = (label: string, value: string, key: 'date' | 'from' | 'to', refusal?: string) => {
    const malformed = value !== '' && !isIsoDate(value);
    return (
      <TextField
        size="small"
        label={label}
        value={value}
        placeholder="YYYY-MM-DD"
        error={malformed || Boolean(refusal)}
        helperText={malformed ? translate('engine.list.filters.date_format') : (refusal ?? 'YYYY-MM-DD')}
        onChange={(event) => update({ [key]: event.target.value.trim() })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { inputMode: 'numeric', maxLength: 10, autoComplete: 'off' } }}
      />
    );
  };

  return (
    <Stack spacing={2}>
      <ChoiceField
        label={translate('engine.list.filters.choice')}
        value={draft.choice}
        options={CHOICES.map((c) => ({ value: c, label: translate(`engine.list.filters.date_choices.${c}`) }))}
        onChange={(choice) => update({ choice: choice as DateChoice })}
      />
      {draft.choice === 'last' && (
        <Stack direction="row" spacing={1}>
          <TextField
            size="small"
            type="number"
            label={translate('engine.list.filters.count')}
            value={draft.count}
            onChange={(event) => update({ count: event.target.value })}
            slotProps={{ htmlInput: { min: 1, step: 1 } }}
          />
          <ChoiceField
            label={translate('engine.list.filters.unit')}
            value={draft.unit}
            options={[
              { value: 'days', label: translate('engine.list.filters.days') },
              { value: 'months', label: translate('engine.list.filters.months') },
            ]}
            onChange={(unit) => update({ unit: unit as LastUnit })}
          />
        </Stack>
      )}
      {draft.choice === 'between' && (
        <Stack direction="row" spacing={1}>
          {dateInput(translate('engine.list.filters.from'), draft.from, 'from')}
          {dateInput(
            translate('engine.list.filters.to'),
            draft.to,
            'to',
            endsBeforeStart(draft) ? translate('engine.list.filters.end_before_start') : undefined,
          )}
        </Stack>
      )}
      {(draft.choice === 'equal' || draft.choice === 'after' || draft.choice === 'before') &&
        dateInput(translate('engine.list.filters.date'), draft.date, 'date')}
    </Stack>
  );
};
