import SmsIcon from '@mui/icons-material/Sms';
import { Button } from '@mui/material';
import { useCanAccess, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { filteredList } from './filteredList';

/**
 * Top Customers' "Message them": the customers list filtered to the report's
 * customers, where the Marketing SMS bulk action sends to all it shows
 * (it counts who opted out and what it costs before sending).
 */
export function MessageCustomersButton({ ids }: { ids: string[] }) {
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: 'customers', action: 'list' });
  if (!canAccess || ids.length === 0) return null;
  return (
    <Button component={Link} to={filteredList('customers', { id: ids })} startIcon={<SmsIcon />} size="small">
      {translate('reports.top_customers.message', { smart_count: ids.length })}
    </Button>
  );
}
