import DownloadIcon from '@mui/icons-material/Download';
import { Link } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CellProps } from './CellProps';

export const FileCell = ({ value }: CellProps) => {
  const translate = useTranslate();
  if (typeof value !== 'string' || !value) return null;
  const name = decodeURIComponent(value.split('/').pop() ?? value);
  return (
    <Link href={value} target="_blank" rel="noopener noreferrer" download onClick={(e) => e.stopPropagation()} title={translate('engine.list.cell.download')}>
      <DownloadIcon fontSize="inherit" aria-hidden /> {name}
    </Link>
  );
};
