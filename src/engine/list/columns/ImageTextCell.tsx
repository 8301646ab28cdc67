import { Avatar, Stack } from '@mui/material';
import { readPath } from '../recordPath';
import type { CellProps } from './CellProps';

export const ImageTextCell = ({ field, record, value }: CellProps) => {
  const image = field.column?.imageKey ? readPath(record, field.column.imageKey) : undefined;
  const text = value == null ? '' : String(value);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 160 }}>
      {/* The text beside it names the record, so the picture is decoration. */}
      <Avatar variant="rounded" src={typeof image === 'string' && image ? image : undefined} alt="" sx={{ width: 32, height: 32 }}>
        {text.charAt(0).toUpperCase()}
      </Avatar>
      <span>{text}</span>
    </Stack>
  );
};
