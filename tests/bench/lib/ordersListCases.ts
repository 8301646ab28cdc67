import type { Database } from '../../../server/db/client';

export interface ListCase {
  name: string;
  url: string;
  /** The statements the endpoint runs, written by hand, run together as the endpoint does. */
  sql: { text: string; params: unknown[] }[];
}

/** The orders list's columns (server/domains/orders/resources/orders.ts), in the order the engine selects them. */
const COLUMNS =
  'id, number, customer_name, customer_phone, status, payment_method, payment_state, total, paid, discount, cashier_name, customer_id, created_at';
const PAGE = 'order by created_at desc, id desc limit 16';
/** The orders declaration's `countCap`: a list counts up to it and one more. */
const COUNT_CAP = 10_000;

// The count first, as the engine sends it (the longer statement of the two).
const page = (where: string, params: unknown[], offset = 0) => [
  { text: `select count(*)::int from (select 1 from orders ${where ? `where ${where}` : ''} limit ${COUNT_CAP + 1}) as capped`, params },
  { text: `select ${COLUMNS} from orders ${where ? `where ${where}` : ''} ${PAGE}${offset ? ` offset ${offset}` : ''}`, params },
];

/**
 * What the orders screen asks (`/orders`): the newest page, a later page, the
 * status and date filters, payment state, and the search box by name, order
 * number and phone; and the count alone (`get/count`). A number and a phone
 * that exist are read from the data so the searches find something.
 */
export async function ordersListCases(database: Database, timeZone: string): Promise<ListCase[]> {
  const [{ n }] = (await database.raw('select count(*)::int as n from orders')) as { n: number }[];
  const [someone] = (await database.raw(`select customer_phone as phone from orders where customer_phone is not null order by created_at desc limit 1`)) as {
    phone: string;
  }[];
  // Numbers follow the sequence, so the middle one exists.
  const number = `S-${String(Math.max(1, Math.floor(Number(n) / 2))).padStart(6, '0')}`;
  const phone = (someone?.phone ?? '01700000000').slice(-7);
  const since = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
  const dayStart = `($2::date::timestamp AT TIME ZONE $3)`;
  return [
    { name: 'list: newest first, page 1 of 16', url: '/api/orders?sort=-createdAt&page=1&limit=16', sql: page('', []) },
    { name: 'list: newest first, page 20 of 16', url: '/api/orders?sort=-createdAt&page=20&limit=16', sql: page('', [], 304) },
    {
      name: `list: status delivered + date >= ${since}`,
      url: `/api/orders?status=delivered&createdAt_gte=${since}&sort=-createdAt&page=1&limit=16`,
      sql: page(`orders.status in ($1) and orders.created_at >= ${dayStart}`, ['delivered', since, timeZone]),
    },
    {
      name: 'list: payment unpaid',
      url: '/api/orders?paymentState=unpaid&sort=-createdAt&page=1&limit=16',
      sql: page('orders.payment_state in ($1)', ['unpaid']),
    },
    {
      name: 'list: search name "rahman"',
      url: '/api/orders?search=rahman&sort=-createdAt&page=1&limit=16',
      sql: page('orders.search_text like $1', ['%rahman%']),
    },
    {
      name: `list: search number "${number}"`,
      url: `/api/orders?search=${encodeURIComponent(number)}&sort=-createdAt&page=1&limit=16`,
      sql: page('orders.search_text like $1', [`%${number.toLowerCase()}%`]),
    },
    {
      name: `list: search phone "${phone}"`,
      url: `/api/orders?search=${phone}&sort=-createdAt&page=1&limit=16`,
      sql: page('orders.search_text like $1', [`%${phone}%`]),
    },
    {
      name: 'list: search "rahman" + status completed',
      url: '/api/orders?search=rahman&status=completed&sort=-createdAt&page=1&limit=16',
      sql: page('orders.search_text like $1 and orders.status in ($2)', ['%rahman%', 'completed']),
    },
    { name: 'get/count: all orders', url: '/api/orders/get/count', sql: [{ text: 'select count(*)::int from orders', params: [] }] },
    {
      name: 'get/count: status cancelled',
      url: '/api/orders/get/count?status=cancelled',
      sql: [{ text: 'select count(*)::int from orders where orders.status in ($1)', params: ['cancelled'] }],
    },
  ];
}
