import { Box, MenuItem, TextField } from '@mui/material';
import { useInput, useTranslate } from 'react-admin';
import { LINK_TYPES, type LinkObject, type LinkType } from '../../../../common/pageStyle';
import type { FieldInputProps } from '../types';
import { LinkTargetPicker } from './LinkTargetPicker';
import { LINK_TARGETS } from './linkTargets';
import { isLink } from './linkText';

/**
 * The link object of spec §3.6: a type (page, product, category, collection,
 * external) and its target, picked from the shop's records for the first
 * four and typed for an external address. "No link" clears it.
 */
export function LinkInput({ field }: FieldInputProps) {
  const translate = useTranslate();
  const label = field.label;
  const { field: input, fieldState } = useInput<LinkObject | null>({ source: field.key, defaultValue: null });
  const value: unknown = input.value;
  const link = isLink(value) ? value : null;
  const target = link ? LINK_TARGETS[link.type] : null;
  const error = fieldState.error?.message;
  const targetLabel = link ? translate(`engine.form.link.target.${link.type}`) : '';

  const setType = (value: string) => {
    input.onChange(value === '' ? null : { type: value as LinkType, href: '' });
  };
  const setHref = (href: string) => {
    if (link) input.onChange({ ...link, href });
  };

  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2 }}>
      <TextField
        select
        label={translate('engine.form.link.type', { name: label })}
        value={link?.type ?? ''}
        onChange={(event) => setType(event.target.value)}
        sx={{ minWidth: 200 }}
        helperText={field.helperText}
      >
        <MenuItem value="">{translate('engine.form.link.none')}</MenuItem>
        {LINK_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {translate(`engine.form.link.types.${type}`)}
          </MenuItem>
        ))}
      </TextField>
      {link && target && (
        <Box sx={{ flex: 1, minWidth: 240 }}>
          {target.kind === 'typed' ? (
            <TextField
              label={targetLabel}
              value={link.href}
              onChange={(event) => setHref(event.target.value)}
              placeholder={link.type === 'external' ? 'https://' : undefined}
              error={Boolean(error)}
              helperText={error}
              fullWidth
            />
          ) : (
            <LinkTargetPicker target={target} label={targetLabel} value={link.href} onChange={setHref} error={error} />
          )}
        </Box>
      )}
    </Box>
  );
}
