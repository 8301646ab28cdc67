import { useMemo } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { useInput, useTranslate } from 'react-admin';
import { COURIER_LABELS, COURIERS, type CourierName } from '../../../common/deliveryStatus';
import { DISTRICTS, districtById, type District } from '../../../common/places';
import { usePlaceLanguage } from '../../address/placeName';
import { useSpecText } from '../../i18n/useSpecText';
import type { FieldInputProps } from '../../engine/fields/types';

export interface CourierForDistrict {
  district: string;
  courier: CourierName;
}

const rowsOf = (value: unknown): CourierForDistrict[] => (Array.isArray(value) ? (value as CourierForDistrict[]) : []);

/**
 * The courier fixed for each district (Settings → Courier choice, issue 37):
 * one row a district, picked by name in either language, with its courier;
 * a district already listed is not offered again.
 */
export function CourierByDistrictInput({ field }: FieldInputProps) {
  const translate = useTranslate();
  const specText = useSpecText();
  const language = usePlaceLanguage();
  const { id, field: input, fieldState } = useInput({ source: field.key });
  const rows = rowsOf(input.value);
  const sorted = useMemo(() => [...DISTRICTS].sort((a, b) => a[language].localeCompare(b[language], language)), [language]);
  const set = (next: CourierForDistrict[]) => input.onChange(next);
  const free = (keep: string) => sorted.filter((d) => d.id === keep || !rows.some((r) => r.district === d.id));
  const label = translate(`resources.settings.fields.${field.key}`, { _: field.label });

  return (
    <FormControl component="fieldset" error={fieldState.invalid} sx={{ mb: 2, width: '100%' }} id={id}>
      <FormLabel component="legend">{label}</FormLabel>
      {rows.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {translate('settings.courier_by_district.none')}
        </Typography>
      )}
      {rows.map((row, i) => {
        const district = districtById(row.district);
        const name = district ? district[language] : row.district;
        return (
          <Stack key={i} direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center' }}>
            <Autocomplete<District>
              options={free(row.district)}
              value={district ?? null}
              onChange={(_, d) => set(rows.map((r, j) => (j === i ? { ...r, district: d?.id ?? '' } : r)))}
              getOptionLabel={(d) => d[language]}
              isOptionEqualToValue={(a, b) => a.id === b.id}
              openText={translate('ra.action.open')}
              closeText={translate('ra.action.close')}
              clearText={translate('ra.action.clear_input_value')}
              sx={{ flex: 1, minWidth: 160 }}
              renderInput={(params) => <TextField {...params} size="small" label={translate('settings.courier_by_district.district')} />}
            />
            <TextField
              select
              size="small"
              label={translate('settings.courier_by_district.courier')}
              value={row.courier}
              onChange={(e) => set(rows.map((r, j) => (j === i ? { ...r, courier: e.target.value as CourierName } : r)))}
              sx={{ minWidth: 160 }}
            >
              {COURIERS.map((c) => (
                <MenuItem key={c} value={c}>
                  {specText(COURIER_LABELS[c])}
                </MenuItem>
              ))}
            </TextField>
            <IconButton aria-label={translate('settings.courier_by_district.remove', { district: name })} onClick={() => set(rows.filter((_, j) => j !== i))}>
              <DeleteIcon />
            </IconButton>
          </Stack>
        );
      })}
      <Button
        startIcon={<AddIcon />}
        sx={{ mt: 1, alignSelf: 'flex-start' }}
        disabled={rows.length >= DISTRICTS.length}
        onClick={() => set([...rows, { district: free('')[0]?.id ?? '', courier: 'steadfast' }])}
      >
        {translate('settings.courier_by_district.add')}
      </Button>
      {fieldState.error?.message && <FormHelperText>{translate(fieldState.error.message)}</FormHelperText>}
    </FormControl>
  );
}
