import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { courierLabel } from '../../../common/deliveryStatus';
import { districtById } from '../../../common/places';
import { usePlaceLanguage } from '../../address/placeName';
import { useSpecText } from '../../i18n/useSpecText';
import type { ViewProps } from '../../engine/show/views/types';
import type { CourierForDistrict } from './CourierByDistrictInput';

/** "Sylhet: RedX" for each district with a fixed courier, in the app's language. */
export function CourierByDistrictView({ value }: ViewProps) {
  const translate = useTranslate();
  const specText = useSpecText();
  const language = usePlaceLanguage();
  const rows = Array.isArray(value) ? (value as CourierForDistrict[]) : [];
  if (rows.length === 0) return <Typography variant="body2">{translate('settings.courier_by_district.none')}</Typography>;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {rows.map((r) => (
        <Chip key={r.district} size="small" label={`${districtById(r.district)?.[language] ?? r.district}: ${specText(courierLabel(r.courier))}`} />
      ))}
    </Stack>
  );
}
