import { Box, Button, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { suggestPlace, type PlaceMatch } from '../../common/places';
import { placeName, usePlaceLanguage } from './placeName';

/** What the address says so far, from which a place is suggested. */
export interface TypedAddress {
  street?: string;
  city?: string;
  postalCode?: string;
}

interface Props {
  typed: TypedAddress;
  onUse(place: PlaceMatch): void;
}

/**
 * "Suggested: Dhanmondi, Dhaka — Use": the place the street, city and post
 * code point to, offered and never filled on its own (a guess from "Road 4"
 * or a post code can be wrong; staff confirm it with one click). The live
 * region is always there so a suggestion appearing is read out.
 */
export function PlaceSuggestion({ typed, onUse }: Props) {
  const translate = useTranslate();
  const language = usePlaceLanguage();
  const { street, city, postalCode } = typed;
  const suggestion = useMemo(() => suggestPlace({ street, city, postalCode }), [street, city, postalCode]);
  const name = suggestion ? placeName(suggestion, language) : '';
  return (
    <Box aria-live="polite" sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1, minHeight: suggestion ? 36 : 0 }}>
      {suggestion && (
        <>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {translate('address.place.suggested', { place: name })}
          </Typography>
          <Button size="small" variant="outlined" onClick={() => onUse(suggestion)} aria-label={translate('address.place.use_label', { place: name })}>
            {translate('address.place.use')}
          </Button>
        </>
      )}
    </Box>
  );
}
