import { Autocomplete, Box, Stack, TextField, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { searchPlaces, type PlaceMatch } from '../../common/places';
import { idsOf, otherLanguage, placeName, placeOf, samePlace, usePlaceLanguage, type PlaceIds } from './placeName';
import { PlaceSuggestion, type TypedAddress } from './PlaceSuggestion';

interface Props {
  /** The address's place as stored. */
  value: PlaceIds;
  /** The new ids: both, the district alone, or none when cleared. */
  onChange(value: PlaceIds): void;
  /** The street, city and post code typed so far, for the suggestion. */
  typed: TypedAddress;
  disabled?: boolean;
}

/**
 * One search box for an address's district and thana (issue 37): "dhanm" or
 * "ধানম" finds "Dhanmondi, Dhaka" and choosing it sets both; a district alone
 * can be chosen too. Each option reads in the app's language with the other
 * under it. The search is synchronous over the in-memory list on every key,
 * with no debounce: about 0.4 ms a search, measured with the tests loading
 * the machine. Until a place is chosen, the one the address's words point to
 * is offered below.
 */
export function PlacePicker({ value, onChange, typed, disabled }: Props) {
  const translate = useTranslate();
  const language = usePlaceLanguage();
  const other = otherLanguage(language);
  const { district, thana } = value;
  // Kept while the ids stay, so the Autocomplete sees the same value object between key presses.
  const chosen = useMemo(() => placeOf({ district, thana }), [district, thana]);
  const [input, setInput] = useState('');
  const options = useMemo(() => {
    const found = searchPlaces(input);
    // The chosen place stays among the options, so the box can show it whatever was typed since.
    return chosen && !found.some((p) => samePlace(p, chosen)) ? [chosen, ...found] : found;
  }, [input, chosen]);

  return (
    <Stack spacing={0.5}>
      <Autocomplete
        options={options}
        value={chosen}
        onChange={(_, place) => onChange(idsOf(place))}
        inputValue={input}
        onInputChange={(_, text) => setInput(text)}
        // searchPlaces already ranked and limited them.
        filterOptions={(list) => list}
        getOptionLabel={(place) => placeName(place, language)}
        getOptionKey={(place) => place.thana?.id ?? place.district.id}
        isOptionEqualToValue={samePlace}
        noOptionsText={translate(input.trim() ? 'address.place.none' : 'address.place.type')}
        // MUI's own button names are English: in Bangla they would be the only English a screen reader says.
        openText={translate('ra.action.open')}
        closeText={translate('ra.action.close')}
        clearText={translate('ra.action.clear_input_value')}
        disabled={disabled}
        renderOption={({ key, ...props }, place) => (
          <Box component="li" key={key} {...props}>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2">{placeName(place, language)}</Typography>
              <Typography variant="caption" color="text.secondary" lang={other}>
                {placeName(place, other)}
                {!place.thana && ` · ${translate('address.place.district')}`}
              </Typography>
            </Box>
          </Box>
        )}
        renderInput={(params) => (
          <TextField
            {...params}
            size="small"
            label={translate('address.place.label')}
            // TextField ties the help to the input (aria-describedby) through the id the Autocomplete gives it.
            helperText={translate('address.place.help')}
          />
        )}
      />
      {!chosen && <PlaceSuggestion typed={typed} onUse={(place: PlaceMatch) => onChange(idsOf(place))} />}
    </Stack>
  );
}
