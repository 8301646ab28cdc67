import { Grid } from '@mui/material';
import { Link, useTranslate } from 'react-admin';
import type { DashboardAnswer } from '../../common/wire/reports';
import { listPath, showPath } from '../engine/paths';
import { filteredList } from '../reports/filteredList';
import { WidgetCard } from '../reports/WidgetCard';
import { useFigures } from '../reports/useFigures';
import { useFormatDate } from '../shop';
import { OpenDrawers } from './OpenDrawers';
import { SmallTable, ViewAll } from './SmallTable';

/**
 * Top products, low stock, recent orders, deliveries waiting for the
 * courier, cash the couriers owe, and the drawers open now. The server sends each list only to a
 * user who may open its screen, and each links there.
 */
export function DashboardLists({ answer }: { answer: DashboardAnswer }) {
  const translate = useTranslate();
  const f = useFigures();
  const dates = useFormatDate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`reports.dashboard.${key}`, options);
  const { topProducts, lowStock, recentOrders, awaitingCourier, codOwed } = answer;
  const showProfit = topProducts.rows.some((r) => r.profit !== undefined);
  const none = t('nothing');

  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, lg: 6 }}>
        <WidgetCard figure="units_sold" title={t('top_products')} asOf={topProducts.asOf}>
          <SmallTable
            label={t('top_products')}
            empty={none}
            columns={[
              { label: t('product') },
              { label: t('units'), align: 'right' },
              { label: t('net_sales'), align: 'right' },
              ...(showProfit ? [{ label: t('gross_profit'), align: 'right' as const }] : []),
            ]}
            rows={topProducts.rows.map((r) => [
              <Link key="name" to={showPath('products', r.product)}>
                {r.name}
              </Link>,
              f.count(r.units),
              f.money(r.sales),
              ...(showProfit ? [f.money(r.profit)] : []),
            ])}
          />
        </WidgetCard>
      </Grid>
      {lowStock && (
        <Grid size={{ xs: 12, lg: 6 }}>
          <WidgetCard
            title={t('low_stock')}
            asOf={lowStock.asOf}
            action={
              <ViewAll
                to={filteredList('inventory', { lowStock: true, ...(answer.location ? { location: [answer.location] } : {}) })}
                label={t('view_low_stock')}
              />
            }
          >
            <SmallTable
              label={t('low_stock')}
              empty={none}
              columns={[{ label: t('item') }, { label: t('location') }, { label: t('stock'), align: 'right' }, { label: t('alert'), align: 'right' }]}
              rows={lowStock.rows.map((r) => [r.name, r.locationName, f.count(r.stock), f.count(r.alert)])}
            />
          </WidgetCard>
        </Grid>
      )}
      {recentOrders && (
        <Grid size={{ xs: 12, lg: 6 }}>
          <WidgetCard title={t('recent_orders')} asOf={recentOrders.asOf} action={<ViewAll to={listPath('orders')} label={t('view_orders')} />}>
            <SmallTable
              label={t('recent_orders')}
              empty={none}
              columns={[{ label: t('order') }, { label: t('customer') }, { label: t('status') }, { label: t('total'), align: 'right' }, { label: t('placed') }]}
              rows={recentOrders.rows.map((r) => [
                <Link key="number" to={showPath('orders', r._id)}>
                  {r.number}
                </Link>,
                r.customerName ?? '—',
                translate(`orders.status.${r.status}`, { _: r.status }),
                f.money(r.total),
                dates.dateTime(r.createdAt),
              ])}
            />
          </WidgetCard>
        </Grid>
      )}
      {awaitingCourier && (
        <Grid size={{ xs: 12, lg: 6 }}>
          <WidgetCard
            title={t('awaiting_courier', { count: f.count(awaitingCourier.count) })}
            asOf={awaitingCourier.asOf}
            action={<ViewAll to={listPath('deliveries')} label={t('view_deliveries')} />}
          >
            <SmallTable
              label={t('awaiting_courier', { count: f.count(awaitingCourier.count) })}
              empty={none}
              columns={[{ label: t('order') }, { label: t('recipient') }, { label: t('courier') }, { label: t('cod'), align: 'right' }]}
              rows={awaitingCourier.rows.map((r) => [
                <Link key="order" to={showPath('orders', r.order)}>
                  {r.orderNumber}
                </Link>,
                r.recipientName,
                r.courier ?? '—',
                f.money(r.codAmount),
              ])}
            />
          </WidgetCard>
        </Grid>
      )}
      {codOwed && (
        <Grid size={{ xs: 12, lg: 6 }}>
          <WidgetCard
            figure="cod_outstanding"
            title={t('cod_owed', { total: f.money(codOwed.total) })}
            asOf={codOwed.asOf}
            action={<ViewAll to={listPath('courier-dues')} label={t('view_dues')} />}
          >
            <SmallTable
              label={t('cod_owed', { total: f.money(codOwed.total) })}
              empty={none}
              columns={[{ label: t('courier') }, { label: t('parcels'), align: 'right' }, { label: t('owed'), align: 'right' }]}
              rows={codOwed.rows.map((r) => [r.courier, f.count(r.deliveries), f.money(r.owed)])}
            />
          </WidgetCard>
        </Grid>
      )}
      <OpenDrawers />
    </Grid>
  );
}
