import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useAddressText, type ShownAddress } from '../../../address';
import type { ViewProps } from './types';

/** Each address as a postal block: name, street, town with its thana and district in the app's language, then phone and email. */
export function AddressArrayView({ value }: ViewProps) {
  const addresses = (Array.isArray(value) ? value : []) as ShownAddress[];
  const { locality } = useAddressText();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      {addresses.map((a, index) => (
        <Box key={index} component="address" sx={{ fontStyle: 'normal', border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, minWidth: 200 }}>
          <Typography variant="subtitle2">{a.name}</Typography>
          <Typography variant="body2">{a.street}</Typography>
          <Typography variant="body2">{locality(a)}</Typography>
          {a.country && <Typography variant="body2">{a.country}</Typography>}
          <Typography variant="body2">{[a.phone, a.email].filter(Boolean).join(' · ')}</Typography>
        </Box>
      ))}
    </Box>
  );
}
