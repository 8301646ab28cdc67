import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import { LINK_TYPES, type LinkObject, type LinkType } from '../../../common/pageStyle';
import { LinkTargetPicker } from '../../engine/fields/link/LinkTargetPicker';
import { LINK_TARGETS } from '../../engine/fields/link/linkTargets';
import { FieldGroup } from './FieldGroup';

interface LinkFieldProps {
  label: string;
  value: LinkObject | undefined;
  onChange: (value: LinkObject) => void;
  readOnly?: boolean;
}

/**
 * A block's link (a button, the hero's button): the link object of spec §3.6
 * with the forms' own target picker, so a page, product, category or
 * collection is chosen from the shop's records exactly as in the banner form,
 * and an external address is typed.
 */
export function LinkField({ label, value, onChange, readOnly }: LinkFieldProps) {
  const translate = useTranslate();
  const link: LinkObject = value ?? { type: 'page', href: '' };
  const target = LINK_TARGETS[link.type];
  const targetLabel = translate(`engine.form.link.target.${link.type}`);
  return (
    <FieldGroup label={label}>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <TextField
          select
          size="small"
          label={translate('builder.field.link_type')}
          value={link.type}
          disabled={readOnly}
          onChange={(event) => onChange({ type: event.target.value as LinkType, href: '' })}
        >
          {LINK_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {translate(`builder.choice.link.${type}`)}
            </MenuItem>
          ))}
        </TextField>
        {target.kind === 'typed' ? (
          <TextField
            size="small"
            label={targetLabel}
            value={link.href}
            disabled={readOnly}
            placeholder={link.type === 'external' ? 'https://' : undefined}
            onChange={(event) => onChange({ ...link, href: event.target.value })}
          />
        ) : (
          <LinkTargetPicker
            key={link.type}
            target={target}
            label={targetLabel}
            value={link.href}
            onChange={(href) => onChange({ ...link, href })}
            disabled={readOnly}
            size="small"
          />
        )}
      </Box>
    </FieldGroup>
  );
}
