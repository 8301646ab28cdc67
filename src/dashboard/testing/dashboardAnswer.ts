import type { DashboardAnswer } from '../../../common/wire/reports';

const asOf = '2026-11-27T04:30:00.000Z';
const kpi = (value: number, previous: number, change: number | null) => ({ value, previous, change });

/**
 * A `GET /api/dashboard` answer as the server writes it for the owner
 * (common/wire/reports.ts), for the shell's component tests. `profit: false`
 * drops what the server leaves out without `dashboard:profit`.
 */
export function dashboardAnswer({ profit = true }: { profit?: boolean } = {}): DashboardAnswer {
  return {
    period: { from: '2026-11-27', to: '2026-11-27', timeZone: 'Asia/Dhaka', previousFrom: '2026-11-26', previousTo: '2026-11-26' },
    location: null,
    kpis: {
      asOf,
      netSales: kpi(12345.5, 10000, 23.5),
      orders: kpi(12, 10, 20),
      averageOrderValue: kpi(1028.79, 1000, 2.9),
      ...(profit ? { grossProfit: kpi(4000, 3000, 33.3), margin: kpi(32.4, 30, 8) } : {}),
      unitsSold: kpi(30, 25, 20),
      returnsValue: kpi(500, 0, null),
      returnRate: kpi(3.9, 0, null),
      newCustomers: kpi(3, 4, -25),
      cashCollected: {
        total: kpi(9000, 8000, 12.5),
        byMethod: [
          { method: 'cash', value: 6000, previous: 5000 },
          { method: 'bkash', value: 3000, previous: 3000 },
        ],
      },
    },
    salesSeries: {
      asOf,
      unit: 'hour',
      points: [
        { at: '2026-11-27T10', sales: 5000, orders: 5, ...(profit ? { profit: 1500 } : {}) },
        { at: '2026-11-27T11', sales: 7345.5, orders: 7, ...(profit ? { profit: 2500 } : {}) },
      ],
    },
    ordersByStatus: {
      asOf,
      rows: [
        { status: 'completed', orders: 10 },
        { status: 'pending', orders: 2 },
      ],
    },
    salesByPaymentMethod: {
      asOf,
      rows: [
        { method: 'cash', sales: 8000, orders: 8 },
        { method: 'bkash', sales: 4345.5, orders: 4 },
      ],
    },
    salesByCategory: { asOf, rows: [{ category: null, name: 'Shirts', sales: 12345.5, units: 30 }] },
    topProducts: {
      asOf,
      rows: [{ product: '11111111-1111-4111-8111-111111111111', name: 'Linen Shirt', units: 20, sales: 9000, ...(profit ? { profit: 3000 } : {}) }],
    },
    lowStock: {
      asOf,
      rows: [
        {
          variant: '22222222-2222-4222-8222-222222222222',
          product: '11111111-1111-4111-8111-111111111111',
          name: 'Linen Shirt (M / Blue)',
          sku: 'LS-M-B',
          location: '33333333-3333-4333-8333-333333333333',
          locationName: 'Main Store',
          stock: 2,
          alert: 5,
        },
      ],
    },
    recentOrders: {
      asOf,
      rows: [{ _id: '44444444-4444-4444-8444-444444444444', number: 'ORD-1001', status: 'completed', customerName: 'Rahim', total: 1200, createdAt: asOf }],
    },
    awaitingCourier: { asOf, count: 0, rows: [] },
    codOwed: { asOf, total: 0, rows: [] },
  };
}
