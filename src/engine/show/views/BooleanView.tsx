import Chip from '@mui/material/Chip';
import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { useTranslate } from 'react-admin';
import type { ViewProps } from './types';

/** On in green, off in red (spec §4), always with the word so colour is not the only sign. */
export function BooleanView({ value }: ViewProps) {
  const translate = useTranslate();
  const on = value === true || value === 'true';
  return (
    <Chip
      size="small"
      variant="outlined"
      color={on ? 'success' : 'error'}
      icon={on ? <CheckCircleIcon /> : <CancelIcon />}
      label={translate(on ? 'engine.show.yes' : 'engine.show.no')}
    />
  );
}
