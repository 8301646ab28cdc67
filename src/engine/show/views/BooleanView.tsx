import Chip from '@mui/material/Chip';
import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { useTranslate } from 'react-admin';
import { flagValue } from '../../../../common/fieldFlag';
import type { ViewProps } from './types';

/**
 * On in green, off in red (spec §4), always with the word so colour is not the only sign; a flag
 * named for a refusal reads in its own words, the good one green ("Marketing SMS: Allowed").
 */
export function BooleanView({ field, value }: ViewProps) {
  const translate = useTranslate();
  const { word, good } = flagValue(field, value, translate('engine.show.yes'), translate('engine.show.no'));
  return <Chip size="small" variant="outlined" color={good ? 'success' : 'error'} icon={good ? <CheckCircleIcon /> : <CancelIcon />} label={word} />;
}
