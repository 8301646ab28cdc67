import CancelIcon from '@mui/icons-material/Cancel';
import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useLocalDigits } from '../../../shop';
import { decodeDateFilter, splitAnyOf } from '../../../../common/filters';
import type { FilterDef } from '../../../../common/resourceSpec';
import { booleanChoice } from './BooleanFilterEditor';
import { decodeRangeFilter } from './decodeRangeFilter';
import { useFilterOptions } from './useFilterOptions';

interface FilterTagProps {
  def: FilterDef;
  /** The parameters applied to this field. */
  params: Record<string, string>;
  onRemove: () => void;
}

/** An active filter as a tag; its cancel icon clears that one filter (spec §4). */
export const FilterTag = ({ def, params, onRemove }: FilterTagProps) => {
  const translate = useTranslate();
  const { options } = useFilterOptions(def.options, def.type === 'multi-select' ? def.reference : undefined);
  const digits = useLocalDigits();
  const name = def.label;
  const tag = (key: string, args: Record<string, unknown>) => translate(`engine.list.filters.tag.${key}`, { name, ...args });

  const text = (() => {
    const raw = params[def.field];
    switch (def.type) {
      case 'boolean':
        return tag('equal', { value: booleanChoice(def, raw === 'true' ? 'true' : 'false', translate) });
      case 'multi-select': {
        const labels = splitAnyOf(raw ?? '').map((v) => options.find((o) => o.value === v)?.label ?? v);
        return tag('equal', { value: labels.join(', ') });
      }
      case 'date': {
        const value = decodeDateFilter(def.field, params);
        if (!value) break;
        if (value.choice === 'last') {
          const unit = translate(`engine.list.filters.${value.unit}`).toLocaleLowerCase();
          return tag('last', { count: value.count, unit });
        }
        // Dates and bounds in the language's digits (a number argument gets them from the translation).
        if (value.choice === 'between') return tag('between', { from: digits(value.from), to: digits(value.to) });
        return tag(value.choice, { value: digits(value.date) });
      }
      case 'range': {
        const value = decodeRangeFilter(def.field, params);
        if (!value) break;
        if (value.choice === 'between') return tag('between', { from: digits(String(value.from)), to: digits(String(value.to)) });
        return tag(value.choice, { value: digits(String(value.value)) });
      }
    }
    return tag('equal', { value: Object.values(params).join(', ') });
  })();

  const removeLabel = translate('engine.list.filters.remove', { name });
  return (
    <Chip
      size="small"
      color="primary"
      variant="outlined"
      label={text}
      onDelete={onRemove}
      deleteIcon={<CancelIcon role="button" aria-hidden={false} aria-label={removeLabel} />}
    />
  );
};
