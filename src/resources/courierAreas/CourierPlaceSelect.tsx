import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AreaPlaces, AreaPlacesQuery } from '../../../common/wire/deliveries';
import type { ApiDataProvider } from '../../dataProvider';

export type CourierPlace = AreaPlaces[number];

/** The query key of one level of a courier's list, shared by the selects and refreshed after a read of the lists. */
export const placesKey = (query: AreaPlacesQuery) => ['courier-areas', 'places', query.courier, query.kind, query.parent ?? null];

/** One level of a courier's list as last read (GET deliveries/courier-areas/places); not asked until its parent is chosen. */
export function useCourierPlaces(query: AreaPlacesQuery, enabled = true) {
  const dataProvider = useDataProvider<ApiDataProvider>();
  return useQuery({
    queryKey: placesKey(query),
    queryFn: () => dataProvider.request('GET /deliveries/courier-areas/places', { query }),
    enabled,
    staleTime: 60_000,
  });
}

interface Props {
  label: string;
  places: readonly CourierPlace[] | undefined;
  loading: boolean;
  value: number | undefined;
  onChange(id: number | undefined): void;
  disabled?: boolean;
  helperText?: string;
}

/**
 * A searchable choice among a courier's places (Pathao has hundreds of zones,
 * RedX thousands of areas): the name as the courier spells it, and a place
 * where the courier does not deliver to the door says so in its option.
 */
export function CourierPlaceSelect({ label, places, loading, value, onChange, disabled, helperText }: Props) {
  const translate = useTranslate();
  const options = places ?? [];
  const chosen = options.find((p) => p.id === value) ?? null;
  const name = (p: CourierPlace) => (p.homeDelivery ? p.name : translate('courierAreas.map.no_door', { name: p.name }));
  return (
    <Autocomplete
      options={options}
      value={chosen}
      onChange={(_, place) => onChange(place?.id)}
      getOptionLabel={name}
      getOptionKey={(p) => p.id}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={loading}
      disabled={disabled}
      openText={translate('ra.action.open')}
      closeText={translate('ra.action.close')}
      clearText={translate('ra.action.clear_input_value')}
      loadingText={translate('ra.page.loading')}
      noOptionsText={translate('courierAreas.map.none_read')}
      renderInput={(params) => <TextField {...params} size="small" label={label} helperText={helperText} />}
    />
  );
}
