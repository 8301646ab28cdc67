import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useState } from 'react';
import { CanAccess, useTranslate } from 'react-admin';
import type { ColumnField } from '../columns/useVisibleColumns';
import { ExportDialog } from './ExportDialog';

interface ExportButtonProps {
  resource: string;
  fields: ColumnField[];
  visible: string[];
}

/** Exports the whole filtered list; selected rows export from the bulk menu. */
export const ExportButton = ({ resource, fields, visible }: ExportButtonProps) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <CanAccess resource={resource} action="export" error={null}>
      <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => setOpen(true)}>
        {translate('engine.list.export')}
      </Button>
      {open && <ExportDialog resource={resource} fields={fields} initial={visible} onClose={() => setOpen(false)} />}
    </CanAccess>
  );
};
