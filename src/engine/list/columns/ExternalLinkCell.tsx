import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Link } from '@mui/material';
import type { CellProps } from './CellProps';

export const ExternalLinkCell = ({ value }: CellProps) => {
  if (typeof value !== 'string' || !value) return null;
  return (
    <Link href={value} target="_blank" rel="noopener noreferrer" onClick={(e) => e.stopPropagation()}>
      {value} <OpenInNewIcon fontSize="inherit" aria-hidden />
    </Link>
  );
};
