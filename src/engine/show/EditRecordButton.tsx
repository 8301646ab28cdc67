import Button from '@mui/material/Button';
import EditIcon from '@mui/icons-material/Edit';
import { Link } from 'react-router-dom';
import { useCanAccess, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { editPath } from '../paths';

/**
 * Edit, for users who may edit. react-admin's EditButton links to
 * `/{path}/{id}`, which is the show page in this app (spec §2.2), so this
 * button builds the link through paths.ts instead.
 */
export function EditRecordButton() {
  const translate = useTranslate();
  const resource = useResourceContext();
  const record = useRecordContext();
  const { canAccess } = useCanAccess({ resource: resource ?? '', action: 'edit', record });
  if (!resource || !record || !canAccess) return null;
  return (
    <Button component={Link} to={editPath(resource, record.id)} startIcon={<EditIcon />}>
      {translate('ra.action.edit')}
    </Button>
  );
}
