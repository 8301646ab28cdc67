import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { COURIER_LABELS } from '../../../common/deliveryStatus';
import { normalisePlace, placeName, placeOf } from '../../../common/places';
import type { ApiDataProvider } from '../../dataProvider';
import { usePlaceLanguage } from '../../address/placeName';
import { useSpecText } from '../../i18n/useSpecText';
import { COURIER_AREAS_KEY } from './MapAreaDialog';
import { AREA_COURIERS, type AreaCourier, type MappingStart } from './mappingStart';

/** Rows shown at once: a courier never read may lack all 600 places, and typing narrows them. */
const SHOWN = 30;

interface Props {
  /** Opens the mapping editor for a place; absent for staff who may not change mappings. */
  onMap?: (start: MappingStart) => void;
}

/**
 * The places a courier cannot reach yet (GET deliveries/courier-areas/unmapped):
 * booking refuses their addresses with it until staff map them, so each has
 * a Map button opening the editor on that place.
 */
export function UnmappedPlaces({ onMap }: Props) {
  const translate = useTranslate();
  const specText = useSpecText();
  const language = usePlaceLanguage();
  const dataProvider = useDataProvider<ApiDataProvider>();
  const courierLabelId = useId();
  const [courier, setCourier] = useState<AreaCourier>('pathao');
  const [typed, setTyped] = useState('');
  const { data = [] } = useQuery({
    queryKey: [...COURIER_AREAS_KEY, 'unmapped', courier],
    queryFn: () => dataProvider.request('GET /deliveries/courier-areas/unmapped', { query: { courier } }),
  });
  const label = specText(COURIER_LABELS[courier]);
  const places = useMemo(
    () =>
      data.flatMap((row) => {
        const place = placeOf(row);
        // Both languages are searched: staff type a name either way.
        return place ? [{ row, name: placeName(place, language), words: normalisePlace(`${placeName(place, 'en')} ${placeName(place, 'bn')}`) }] : [];
      }),
    [data, language],
  );
  const wanted = normalisePlace(typed);
  const found = wanted ? places.filter((p) => p.words.includes(wanted)) : places;

  return (
    <Accordion disableGutters sx={{ mx: 2, mt: 1 }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography variant="body2">
          {translate('courierAreas.unmapped.title')} · {translate('courierAreas.unmapped.count', { smart_count: data.length, courier: label })}
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
          <Typography id={courierLabelId} variant="body2">
            {translate('courierAreas.unmapped.courier')}
          </Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={courier}
            onChange={(_, value: AreaCourier | null) => value && setCourier(value)}
            aria-labelledby={courierLabelId}
          >
            {AREA_COURIERS.map((c) => (
              <ToggleButton key={c} value={c}>
                {specText(COURIER_LABELS[c])}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <TextField
            size="small"
            // Beside the courier's choice, not a line of its own (the app's inputs take the full width by default).
            fullWidth={false}
            sx={{ minWidth: 240 }}
            label={translate('courierAreas.unmapped.search')}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
          />
        </Stack>
        {data.length === 0 ? (
          <Typography variant="body2">{translate('courierAreas.unmapped.none', { courier: label })}</Typography>
        ) : (
          <List dense aria-label={translate('courierAreas.unmapped.title')}>
            {found.slice(0, SHOWN).map(({ row, name }) => (
              <ListItem
                key={`${row.district}|${row.thana ?? ''}`}
                secondaryAction={
                  onMap && (
                    <Button
                      size="small"
                      aria-label={translate('courierAreas.unmapped.map_place', { place: name })}
                      onClick={() => onMap({ courier, district: row.district, ...(row.thana ? { thana: row.thana } : {}) })}
                    >
                      {translate('courierAreas.unmapped.map')}
                    </Button>
                  )
                }
              >
                <ListItemText primary={name} />
              </ListItem>
            ))}
          </List>
        )}
        {found.length > SHOWN && (
          <Typography variant="caption" color="text.secondary">
            {translate('courierAreas.unmapped.more', { smart_count: found.length - SHOWN })}
          </Typography>
        )}
      </AccordionDetails>
    </Accordion>
  );
}
