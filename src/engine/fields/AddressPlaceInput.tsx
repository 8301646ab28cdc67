import Box from '@mui/material/Box';
import { useSourceContext } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { PlacePicker, type PlaceIds } from '../../address';

/**
 * The district and thana of one address among a record's addresses (issue
 * 37), read and written beside its other parts; it spans the whole row of
 * the address's grid. A cleared place removes both ids rather than storing
 * empty ones, which the wire refuses.
 */
export function AddressPlaceInput({ disabled }: { disabled?: boolean }) {
  const { setValue } = useFormContext();
  // The item's own paths inside the array (`addresses.0.district`).
  const { getSource: path } = useSourceContext();
  const [district, thana, street, city, postalCode] = useWatch({
    name: [path('district'), path('thana'), path('street'), path('city'), path('postalCode')],
  }) as (string | undefined)[];
  const change = (place: PlaceIds) => {
    setValue(path('district'), place.district, { shouldDirty: true });
    setValue(path('thana'), place.thana, { shouldDirty: true });
  };
  return (
    <Box sx={{ gridColumn: '1 / -1', mt: 1 }}>
      <PlacePicker value={{ district, thana }} onChange={change} typed={{ street, city, postalCode }} disabled={disabled} />
    </Box>
  );
}
