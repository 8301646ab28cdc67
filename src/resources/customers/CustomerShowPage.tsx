import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import CallIcon from '@mui/icons-material/Call';
import MailOutlineIcon from '@mui/icons-material/EmailOutlined';
import { useGetOne, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { CustomPageProps } from '../../engine/parts';
import { CustomerSummaryPanel } from './CustomerSummaryPanel';

/**
 * A customer's page: the generated detail view (contact, addresses, group,
 * notes, the SMS opt-out flag) with a bar to call or email them first, since
 * that is what staff open a customer for, and under it their orders, spend,
 * returns, risk band and the SMS they were sent (issue 22). The record is the
 * one the generated page loads (same query, fetched once).
 */
export function CustomerShowPage({ Generated }: CustomPageProps) {
  const translate = useTranslate();
  const { id } = useParams<'id'>();
  const { data } = useGetOne<{ id: string; phone?: string; email?: string | null; smsOptOut?: boolean }>(
    'customers',
    { id: id ?? '' },
    { enabled: Boolean(id) },
  );
  return (
    <>
      {data && (data.phone || data.email) && (
        <Stack direction="row" component="nav" aria-label={translate('app.customers.contact')} sx={{ gap: 1, mt: 2, flexWrap: 'wrap' }}>
          {data.phone && (
            <Button variant="outlined" startIcon={<CallIcon />} href={`tel:${data.phone}`}>
              {translate('app.customers.call', { phone: data.phone })}
            </Button>
          )}
          {data.email && (
            <Button variant="outlined" startIcon={<MailOutlineIcon />} href={`mailto:${data.email}`}>
              {translate('app.customers.email', { email: data.email })}
            </Button>
          )}
        </Stack>
      )}
      <Generated />
      {id && <CustomerSummaryPanel id={id} smsOptOut={data?.smsOptOut} />}
    </>
  );
}
