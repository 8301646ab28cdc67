import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import { COURIER_LABELS } from '../../../common/deliveryStatus';
import type { ApiDataProvider } from '../../dataProvider';
import { ActionDialog } from '../../engine/ActionDialog';
import { useNotifyError } from '../../engine/list/useNotifyError';
import { PlacePicker, type PlaceIds } from '../../address';
import { placeName, placeOf, usePlaceLanguage } from '../../address/placeName';
import { useSpecText } from '../../i18n/useSpecText';
import { useFormatDate } from '../../shop/useFormatDate';
import { CourierPlaceSelect, useCourierPlaces, type CourierPlace } from './CourierPlaceSelect';
import { AREA_COURIERS, areasToSend, type AreaCourier, type MappedIds, type MappingStart } from './mappingStart';

/** The query keys refreshed by a saved mapping: the unmapped places. */
export const COURIER_AREAS_KEY = ['courier-areas'];

interface Props {
  start: MappingStart;
  onClose(done?: boolean): void;
}

const nameOf = (places: readonly CourierPlace[] | undefined, id: number | undefined) => places?.find((p) => p.id === id)?.name;

/**
 * The mapping editor (issue 37): our district (and thana, optional) chosen
 * with the address's place search, then the courier's places from its list
 * as last read, a level at a time (Pathao's city, zone and optional area;
 * RedX's area), saved with PUT deliveries/courier-areas/map as staff's
 * choice, which later reads of the lists keep.
 */
export function MapAreaDialog({ start, onClose }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<ApiDataProvider>();
  const specText = useSpecText();
  const language = usePlaceLanguage();
  const { dateTime } = useFormatDate();
  const [courier, setCourier] = useState<AreaCourier>(start.courier ?? 'pathao');
  const [place, setPlace] = useState<PlaceIds>({ district: start.district, thana: start.thana });
  const [ids, setIds] = useState<MappedIds>(start.areas ?? {});
  const [busy, setBusy] = useState(false);

  const pathao = courier === 'pathao';
  const cities = useCourierPlaces({ courier: 'pathao', kind: 'city' }, pathao);
  const zones = useCourierPlaces({ courier: 'pathao', kind: 'zone', parent: ids.city }, pathao && ids.city !== undefined);
  const areas = useCourierPlaces({ courier: 'pathao', kind: 'area', parent: ids.zone }, pathao && ids.zone !== undefined);
  const redxAreas = useCourierPlaces({ courier: 'redx', kind: 'area' }, !pathao);
  const top = pathao ? cities.data : redxAreas.data;
  const readAt = top?.map((p) => p.readAt).sort()[0];

  const chosen = placeOf(place);
  const sent = areasToSend(courier, ids);
  const label = specText(COURIER_LABELS[courier]);

  const save = async () => {
    if (!chosen || !sent) return;
    setBusy(true);
    try {
      await dataProvider.request('PUT /deliveries/courier-areas/map', {
        body: { courier, district: chosen.district.id, ...(chosen.thana ? { thana: chosen.thana.id } : {}), areas: sent },
      });
      const names = pathao ? [nameOf(cities.data, ids.city), nameOf(zones.data, ids.zone), nameOf(areas.data, ids.area)] : [nameOf(redxAreas.data, ids.areaId)];
      notify('courierAreas.map.saved', {
        type: 'success',
        messageArgs: { place: placeName(chosen, language), areas: names.filter(Boolean).join(' › ') },
      });
      await queryClient.invalidateQueries({ queryKey: COURIER_AREAS_KEY });
      refresh();
      onClose(true);
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <ActionDialog
      title={start.courier ? translate('courierAreas.map.title', { courier: label }) : translate('courierAreas.map.title_new')}
      onClose={() => onClose(false)}
      confirm={{ label: translate('courierAreas.map.save'), onClick: save, disabled: !chosen || !sent }}
      busy={busy}
      maxWidth="sm"
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField
          select
          size="small"
          label={translate('courierAreas.map.courier')}
          value={courier}
          onChange={(e) => {
            setCourier(e.target.value as AreaCourier);
            // Each courier has its own ids: none carries over.
            setIds({});
          }}
        >
          {AREA_COURIERS.map((c) => (
            <MenuItem key={c} value={c}>
              {specText(COURIER_LABELS[c])}
            </MenuItem>
          ))}
        </TextField>
        <Stack spacing={0.5} role="group" aria-label={translate('courierAreas.map.place')}>
          <PlacePicker value={place} onChange={setPlace} typed={{}} />
          <Typography variant="caption" color="text.secondary">
            {translate('courierAreas.map.place_help')}
          </Typography>
        </Stack>
        {pathao ? (
          <>
            <CourierPlaceSelect
              label={translate('courierAreas.map.city')}
              places={cities.data}
              loading={cities.isPending}
              value={ids.city}
              onChange={(city) => setIds({ city })}
            />
            <CourierPlaceSelect
              label={translate('courierAreas.map.zone')}
              places={zones.data}
              loading={ids.city !== undefined && zones.isPending}
              value={ids.zone}
              onChange={(zone) => setIds({ city: ids.city, zone })}
              disabled={ids.city === undefined}
            />
            <CourierPlaceSelect
              label={translate('courierAreas.map.area')}
              places={areas.data}
              loading={ids.zone !== undefined && areas.isPending}
              value={ids.area}
              onChange={(area) => setIds({ city: ids.city, zone: ids.zone, area })}
              disabled={ids.zone === undefined}
              helperText={translate('courierAreas.map.any_area')}
            />
          </>
        ) : (
          <CourierPlaceSelect
            label={translate('courierAreas.map.redx_area')}
            places={redxAreas.data}
            loading={redxAreas.isPending}
            value={ids.areaId}
            onChange={(areaId) => setIds({ areaId })}
          />
        )}
        {readAt && (
          <Typography variant="body2" color="text.secondary">
            {translate('courierAreas.map.read_at', { date: dateTime(readAt) })}
          </Typography>
        )}
      </Stack>
    </ActionDialog>
  );
}
