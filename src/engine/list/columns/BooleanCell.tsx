import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CellProps } from './CellProps';

/** On is green, off is red (spec §4); the word says it for those who do not see colour. */
export const BooleanCell = ({ value }: CellProps) => {
  const translate = useTranslate();
  if (value == null) return null;
  const on = value === true || value === 'true';
  return (
    <Chip
      size="small"
      variant="outlined"
      color={on ? 'success' : 'error'}
      icon={on ? <CheckCircleIcon /> : <CancelIcon />}
      label={translate(on ? 'engine.list.cell.yes' : 'engine.list.cell.no')}
    />
  );
};
