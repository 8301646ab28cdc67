import { Box, Chip, Grid, List, ListItem, ListItemText, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link, useDataProvider, useTranslate } from 'react-admin';
import type { ApiDataProvider } from '../../dataProvider';
import type { FigureKey } from '../../reports/figureKeys';
import { FigureName } from '../../reports/FigureName';
import { useFormatDate, useFormatMoney, useLocalDigits } from '../../shop';
import { fetchCustomerSummary } from '../fraud/fraudApi';
import { RiskChip } from '../fraud/RiskChip';
import { AmountCell, TitledCard } from '../shared/screenParts';

/**
 * What a customer's page shows beside their record (issue 22): their orders
 * with totals, lifetime spend, average order, returns, the risk band of their
 * phone, whether they take marketing SMS, and the SMS they were sent.
 * Contact, addresses, group and notes are the generated view's.
 */
export function CustomerSummaryPanel({ id, smsOptOut }: { id: string; smsOptOut?: boolean }) {
  const translate = useTranslate();
  const dp = useDataProvider<ApiDataProvider>();
  const money = useFormatMoney();
  const dates = useFormatDate();
  const digits = useLocalDigits();
  const { data } = useQuery({ queryKey: ['fraud-checker', 'customer', id], queryFn: () => fetchCustomerSummary(dp, id) });
  if (!data) return null;
  // Each figure says what it is (issue 33), in the words every screen that shows it uses.
  const figure = (label: string, value: string, key: FigureKey) => (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        <FigureName name={label} figure={key} />
      </Typography>
      <Typography variant="h6" component="div">
        {value}
      </Typography>
    </Box>
  );
  return (
    <Grid container spacing={2} sx={{ mt: 2 }} component="section" aria-label={translate('customerPage.summary')}>
      <Grid size={{ xs: 12, md: 7 }}>
        <TitledCard title={translate('customerPage.summary')}>
          <RiskChip band={data.risk.band} reason={data.risk.reason} />
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: 2, my: 2 }}>
            {figure(translate('customerPage.orders'), digits(String(data.orders)), 'orders')}
            {figure(translate('customerPage.lifetime_spend'), money(data.lifetimeSpend), 'spend')}
            {figure(translate('customerPage.average_order'), data.averageOrder === null ? '—' : money(data.averageOrder), 'average_order_value')}
            {figure(translate('customerPage.returns'), digits(String(data.returned)), 'returned_parcels')}
            {figure(translate('customerPage.items_returned'), digits(String(data.itemsReturned)), 'units_returned')}
          </Box>
          <Typography variant="subtitle2" component="h3">
            {translate('customerPage.recent_orders')}
          </Typography>
          {data.recentOrders.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {translate('customerPage.no_orders')}
            </Typography>
          ) : (
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{translate('resources.orders.name', { smart_count: 1 })}</TableCell>
                  <TableCell>{translate('orders.page.status', { _: 'Status' })}</TableCell>
                  <TableCell align="right">{translate('orders.page.total', { _: 'Total' })}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.recentOrders.map((o) => (
                  <TableRow key={o._id}>
                    <TableCell>
                      <Link to={`/orders/${o._id}`}>{o.number}</Link> · {dates.date(o.createdAt)}
                    </TableCell>
                    <TableCell>{translate(`orders.status.${o.status}`, { _: o.status })}</TableCell>
                    <AmountCell>{money(o.total)}</AmountCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </TitledCard>
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <TitledCard title={translate('customerPage.sms')}>
          <Chip
            size="small"
            color={smsOptOut ? 'warning' : 'default'}
            label={translate(smsOptOut ? 'customerPage.sms_opt_out' : 'customerPage.sms_opt_in')}
            data-testid="sms-opt-out"
          />
          {data.smsShown &&
            (data.sms.length === 0 ? (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {translate('customerPage.no_sms')}
              </Typography>
            ) : (
              <List dense>
                {data.sms.map((m) => (
                  <ListItem key={m._id} disableGutters>
                    <ListItemText
                      primary={m.text}
                      secondary={`${dates.dateTime(m.createdAt)} · ${m.status} · ${translate('customerPage.parts', { smart_count: m.parts })}`}
                    />
                  </ListItem>
                ))}
              </List>
            ))}
        </TitledCard>
      </Grid>
    </Grid>
  );
}
