import { Chip, MenuItem, TextField } from '@mui/material';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { useTranslate } from 'react-admin';
import type { TillLocationState } from './useTillLocation';

/**
 * Where the till sells from, in its bar (issue 21): a user who may switch
 * (pos:switch-location) chooses among the active locations; anyone else sees
 * their own location.
 */
export function TillLocationControl({ till }: { till: TillLocationState }) {
  const translate = useTranslate();
  const { location, maySwitch, choices, choose } = till;
  if (!location) return null;
  if (maySwitch && choices.length > 1) {
    return (
      <TextField
        select
        size="small"
        margin="none"
        fullWidth={false}
        label={translate('pos.location.label')}
        value={location._id}
        onChange={(e) => choose(e.target.value)}
        sx={{ '&&': { minWidth: 200, maxWidth: '100%' } }}
        slotProps={{ select: { 'data-testid': 'till-location' } as Record<string, unknown> }}
      >
        {choices.map((c) => (
          <MenuItem key={c._id} value={c._id}>
            {c.name}
          </MenuItem>
        ))}
      </TextField>
    );
  }
  return (
    <Chip
      icon={<StorefrontIcon />}
      variant="outlined"
      data-testid="till-location"
      label={translate('pos.location.selling_from', { name: location.name })}
      sx={{ maxWidth: '100%' }}
    />
  );
}
