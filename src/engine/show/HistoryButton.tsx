import HistoryIcon from '@mui/icons-material/History';
import Button from '@mui/material/Button';
import { Link } from 'react-router-dom';
import { useCanAccess, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { listPath } from '../paths';

/** The audit log's path (server resource `audit`). */
const AUDIT = 'audit';

/**
 * "History": the audit log filtered to this record, for users who may read
 * the log. Every record of every resource gets it, since every engine write
 * is audited.
 */
export function HistoryButton() {
  const translate = useTranslate();
  const resource = useResourceContext();
  const record = useRecordContext();
  const { canAccess } = useCanAccess({ resource: AUDIT, action: 'list' });
  if (!resource || resource === AUDIT || !record || !canAccess) return null;
  const filter = JSON.stringify({ resource, recordId: String(record.id) });
  const to = `${listPath(AUDIT)}?${new URLSearchParams({ filter, sort: 'createdAt', order: 'DESC' }).toString()}`;
  return (
    <Button component={Link} to={to} startIcon={<HistoryIcon />}>
      {translate('engine.show.history')}
    </Button>
  );
}
