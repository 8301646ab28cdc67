import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Address as SavedAddress } from '../../../../common/wire/address';
import type { ViewProps } from './types';

/** A stored address, drawn with whatever parts it has. */
type Address = Partial<SavedAddress>;

/** Each address as a postal block: name, street, city and code, then phone and email. */
export function AddressArrayView({ value }: ViewProps) {
  const addresses = (Array.isArray(value) ? value : []) as Address[];
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      {addresses.map((a, index) => (
        <Box key={index} component="address" sx={{ fontStyle: 'normal', border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, minWidth: 200 }}>
          <Typography variant="subtitle2">{a.name}</Typography>
          <Typography variant="body2">{a.street}</Typography>
          <Typography variant="body2">{[a.city, a.state, a.postalCode].filter(Boolean).join(', ')}</Typography>
          {a.country && <Typography variant="body2">{a.country}</Typography>}
          <Typography variant="body2">{[a.phone, a.email].filter(Boolean).join(' · ')}</Typography>
        </Box>
      ))}
    </Box>
  );
}
