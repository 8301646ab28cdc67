import Button from '@mui/material/Button';
import EditIcon from '@mui/icons-material/Edit';
import { Link } from 'react-router-dom';
import { useCanAccess, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import type { ResourceSpec } from '../../../common/resourceSpec';
import { editOffered } from '../list/rowMenu/offeredActions';
import { editPath } from '../paths';

/**
 * Edit, for users who may edit. react-admin's EditButton links to
 * `/{path}/{id}`, which is the show page in this app (spec §2.2), so this
 * button builds the link through paths.ts instead. Not offered for a record
 * whose state forbids it (a received purchase), by the row menu's rule.
 */
export function EditRecordButton({ spec }: { spec: ResourceSpec }) {
  const translate = useTranslate();
  const resource = useResourceContext();
  const record = useRecordContext();
  const { canAccess } = useCanAccess({ resource: resource ?? '', action: 'edit', record });
  if (!resource || !record || !canAccess || !editOffered(spec.rowMenu, record)) return null;
  return (
    <Button component={Link} to={editPath(resource, record.id)} startIcon={<EditIcon />}>
      {translate('ra.action.edit')}
    </Button>
  );
}
