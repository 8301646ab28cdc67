import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { useState } from 'react';
import { CanAccess, Link, useTranslate } from 'react-admin';
import type { ResourceSchema } from '../../../../common/schema';
import { CreateDialog } from '../../form';
import { createPath } from '../../paths';

/** Add: a modal over the table when the schema says so, else the create page. */
export const AddButton = ({ schema }: { schema: ResourceSchema }) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const label = translate('engine.list.add', { name: schema.singular });
  return (
    <CanAccess resource={schema.path} action="create" error={null}>
      {schema.modal ? (
        <>
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setOpen(true)}>
            {label}
          </Button>
          {open && <CreateDialog resource={schema.path} open={open} onClose={() => setOpen(false)} />}
        </>
      ) : (
        <Button variant="contained" startIcon={<AddIcon />} component={Link} to={createPath(schema.path)}>
          {label}
        </Button>
      )}
    </CanAccess>
  );
};
