import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { useState } from 'react';
import { CanAccess, Link, useTranslate } from 'react-admin';
import type { ResourceSpec } from '../../../../common/resourceSpec';
import { CreateDialog } from '../../form';
import { createPath } from '../../paths';

/** Add: a modal over the table when the spec says so, else the create page. */
export const AddButton = ({ spec }: { spec: ResourceSpec }) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const label = translate('engine.list.add', { name: spec.singular });
  // A resource whose records are made elsewhere does not answer create (its spec's permissions say so).
  if (!spec.permissions.includes(`${spec.path}:create`)) return null;
  return (
    <CanAccess resource={spec.path} action="create" error={null}>
      {spec.modal ? (
        <>
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setOpen(true)}>
            {label}
          </Button>
          {open && <CreateDialog resource={spec.path} open={open} onClose={() => setOpen(false)} />}
        </>
      ) : (
        <Button variant="contained" startIcon={<AddIcon />} component={Link} to={createPath(spec.path)}>
          {label}
        </Button>
      )}
    </CanAccess>
  );
};
