import { count, eq, sql } from 'drizzle-orm';
import { loadSettings } from '../domains/accounts/bootstrap';
import type { Db } from '../db/client';
import { brands, categories, collections, colors, customerGroups, customers, locations, roles, sizes } from '../domains/schema';
import { mainLocation } from '../domains/inventory/locations';
import { rebuildRollups } from '../domains/reports/rollupCheck';
import type { SavedAddress } from '../../common/wire/address';
import { seedCatalogue } from './catalogue';
import { seedDemoDeliveries } from './demoDeliveries';
import { seedDemoOrders } from './demoOrders';
import { seedDemoPurchases } from './demoPurchases';
import { seedDemoTransfers } from './demoTransfers';
import { CITIES, FAMILY_NAMES, GIVEN_NAMES } from './names';
import { random } from './random';
import { resources } from '../domains/resources';

const COLORS: [string, string][] = [
  ['Black', '#000000'],
  ['White', '#ffffff'],
  ['Navy', '#1f2a44'],
  ['Maroon', '#800000'],
  ['Red', '#d32f2f'],
  ['Olive', '#6b8e23'],
  ['Mustard', '#e1ad01'],
  ['Sky Blue', '#87ceeb'],
  ['Grey', '#808080'],
  ['Beige', '#f5f5dc'],
  ['Green', '#2e7d32'],
  ['Pink', '#f48fb1'],
];
const SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL', 'Free Size'];
const BRANDS: [string, string, string[]][] = [
  ['Rangdhonu', 'Our own label: everyday cotton wear, made in Narayanganj.', ['cotton', 'everyday']],
  ['Nakshi', 'Hand-embroidered nakshi kantha work on modern cuts.', ['handmade', 'embroidery']],
  ['Padma Threads', 'Light fabrics for hot, humid days.', ['summer', 'linen']],
  ['Jamdani House', 'Dhakai jamdani sarees woven on traditional looms.', ['saree', 'jamdani', 'heritage']],
  ['Dhaka Denim', 'Jeans and jackets from Dhaka’s denim mills.', ['denim']],
  ['Sonar Tori', 'Festive panjabi and kurta for Eid and weddings.', ['festive', 'panjabi']],
  ['Meghna Kids', 'Soft, sturdy clothes for children.', ['kids']],
];
const TREE: [string, string[]][] = [
  ['Men', ['Shirts', 'Panjabi', 'T-Shirts', 'Trousers', 'Lungi']],
  ['Women', ['Sarees', 'Salwar Kameez', 'Kurti', 'Tops', 'Orna']],
  ['Kids', ['Boys', 'Girls', 'Baby']],
];
const COLLECTIONS: [string, string][] = [
  ['Eid Collection', 'Panjabi, sarees and festive wear for Eid.'],
  ['Pohela Boishakh', 'Red and white for the Bangla new year.'],
  ['Winter Collection', 'Shawls, hoodies and jackets.'],
  ['New Arrivals', 'This month’s new styles.'],
  ['Clearance Sale', 'Last pieces at reduced prices.'],
];
const GROUPS: [string, string][] = [
  ['Regular', 'Customers who have bought before'],
  ['VIP', 'Frequent buyers: first to hear of new collections'],
  ['Wholesale', 'Shops that buy in bulk'],
  ['Corporate', 'Companies ordering uniforms and gifts'],
];

/** What only the Owner manages: accounts, roles and the audit log. */
const ADMINISTRATION = new Set(['users', 'roles', 'audit']);

/** Roles besides the Owner, with the permissions their work needs. */
export const ROLES: [string, string, string[]][] = [
  [
    'Manager',
    'Runs the catalogue, customers, sales and the site content',
    // Every declared resource (so a new one is the Manager's too) but the administrators' own, and the contents screen.
    // (A resource read with another's permissions, the store credit ledger with the customers', has none of its own.)
    [
      ...resources
        .filter((r) => !r.permissionAs)
        .map((r) => r.path)
        .filter((path) => !ADMINISTRATION.has(path)),
      'contents',
    ]
      .map((r) => `${r}:*`)
      .concat(['users:list', 'roles:list', 'pos:use', 'pos:switch-location', 'return:create', 'settings:list', 'fraud:check', 'dashboard:*', 'reports:*']),
  ],
  [
    'Cashier',
    'Serves customers at the counter: sells and takes returns, but does not edit products or give discounts',
    [
      'customers:list',
      'customers:show',
      'customers:create',
      'customers:edit',
      'categories:list',
      'brands:list',
      'products:list',
      'products:show',
      'coupons:list',
      'pos:use',
      'orders:create',
      'orders:list',
      'orders:show',
      'return:create',
      'return:list',
      // Exchanges at the counter (issue 36): a return and a sale in one; the list of their own location's.
      'exchanges:list',
      'exchanges:show',
      'payments:list',
      // Book a phone order's parcel with a courier and follow it (issue 22); moving its status is the Manager's.
      'deliveries:list',
      'deliveries:show',
      'deliveries:create',
      // Their own location's stock only, and no adjusting it (domains/inventory/itemList.ts).
      'inventory:list',
      // A phone order's risk before it is shipped (issue 22).
      'fraud:check',
      // Today's sales at their own location on the dashboard (issue 23): no profit, cost or reports.
      'dashboard:view',
      // Open, move cash in and out of, and close their own till's shift (issue 36); a manager approves above the role's limit.
      'shifts:use',
    ],
  ],
];

/** The most a role may put into or take out of a drawer at once without a manager (issue 36); the others have no limit. */
export const CASH_MOVEMENT_CAPS: Record<string, number> = { Cashier: 500 };

export function customerName(rand: () => number): string {
  return `${GIVEN_NAMES[Math.floor(rand() * GIVEN_NAMES.length)]} ${FAMILY_NAMES[Math.floor(rand() * FAMILY_NAMES.length)]}`;
}

function phone(rand: () => number): string {
  const operator = [3, 4, 5, 6, 7, 8, 9][Math.floor(rand() * 7)];
  return `01${operator}${String(Math.floor(rand() * 1e8)).padStart(8, '0')}`;
}

function address(rand: () => number, name: string, tel: string, email: string): SavedAddress {
  const place = CITIES[Math.floor(rand() * CITIES.length)];
  const area = place.areas[Math.floor(rand() * place.areas.length)];
  return {
    _id: crypto.randomUUID(),
    name,
    email,
    phone: tel,
    street: `House ${1 + Math.floor(rand() * 120)}, Road ${1 + Math.floor(rand() * 30)}, ${area}`,
    city: place.city,
    country: 'Bangladesh',
    postalCode: place.postal,
  };
}

/**
 * A small, believable clothing store, added only to an empty database.
 * Returns what was added, or undefined when there was data already.
 */
export async function seedDemoIfEmpty(db: Db, customerCount = 300, opts: { dataDir?: string } = {}) {
  const [{ n }] = await db.select({ n: count() }).from(categories);
  const [{ m }] = await db.select({ m: count() }).from(customers);
  if (Number(n) > 0 || Number(m) > 0) return undefined;
  // The shop's settings row, as the server's first start makes it: `npm run seed` may come first, and the
  // reports, an item's history and the demo's VAT base read that row.
  await loadSettings(db);
  const rand = random(2026);
  const day = 24 * 3600 * 1000;
  const ago = (days: number) => new Date(Date.now() - days * day);

  await db
    .insert(colors)
    .values(COLORS.map(([name, code], i) => ({ name, code, createdAt: ago(400 - i) })))
    .onConflictDoNothing();
  await db
    .insert(sizes)
    .values(SIZES.map((name, i) => ({ name, priority: i * 10, createdAt: ago(400 - i) })))
    .onConflictDoNothing();
  await db
    .insert(brands)
    .values(BRANDS.map(([name, description, tags], i) => ({ name, description, tags, createdAt: ago(380 - i * 7) })))
    .onConflictDoNothing();

  let priority = 0;
  for (const [parentName, children] of TREE) {
    const slug = parentName.toLowerCase();
    const [parent] = await db
      .insert(categories)
      .values({ name: parentName, slug, priority: priority++, isFeatured: true, displayInHomePage: true, createdAt: ago(365 - priority) })
      .returning({ id: categories.id });
    await db.insert(categories).values(
      children.map((name, i) => ({
        name,
        slug: `${slug}-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
        parentCategory: parent.id,
        priority: i,
        isActive: !(parentName === 'Women' && name === 'Orna'),
        shortDescription: `${name} for ${parentName.toLowerCase()}`,
        createdAt: ago(360 - priority * 10 - i),
      })),
    );
  }

  await db.insert(collections).values(
    COLLECTIONS.map(([name, description], i) => ({
      name,
      slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      description: `<p>${description}</p>`,
      priority: i,
      isFeatured: i < 2,
      isActive: name !== 'Clearance Sale',
      createdAt: ago(200 - i * 20),
    })),
  );

  const groupRows = await db
    .insert(customerGroups)
    .values(GROUPS.map(([name, description], i) => ({ name, description, createdAt: ago(300 - i) })))
    .returning({ id: customerGroups.id });

  for (const [name, description, permissions] of ROLES) {
    const existing = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, name));
    if (existing.length === 0) await db.insert(roles).values({ name, description, permissions, cashMovementCap: CASH_MOVEMENT_CAPS[name] ?? null });
  }

  // A warehouse and two shops (issue 21): the shop the store already had becomes the Dhanmondi shop, where the opening stock is.
  await db
    .update(locations)
    .set({ name: 'Dhanmondi Shop', address: 'House 12, Road 7, Dhanmondi, Dhaka 1205' })
    .where(sql`${locations.id} = ${mainLocation}`);
  await db
    .insert(locations)
    .values([
      { name: 'Tejgaon Warehouse', kind: 'warehouse', address: 'Plot 41, Tejgaon Industrial Area, Dhaka 1208', createdAt: ago(0), updatedAt: ago(0) },
      { name: 'Uttara Shop', kind: 'shop', address: 'House 5, Sector 7, Uttara, Dhaka 1230', createdAt: ago(0), updatedAt: ago(0) },
    ])
    .onConflictDoNothing();

  const phones = new Set<string>();
  const rows: (typeof customers.$inferInsert)[] = [];
  while (rows.length < customerCount) {
    const name = customerName(rand);
    const tel = phone(rand);
    if (phones.has(tel)) continue;
    phones.add(tel);
    const email = rand() < 0.7 ? `${name.toLowerCase().replace(/\s+/g, '.')}${Math.floor(rand() * 100)}@example.com` : null;
    rows.push({
      name,
      phone: tel,
      email,
      groupId: rand() < 0.6 ? groupRows[Math.floor(rand() * groupRows.length)].id : null,
      isActive: rand() > 0.08,
      addresses: rand() < 0.8 ? [address(rand, name, tel, email ?? `${tel}@example.com`)] : [],
      createdAt: ago(rand() * 700),
    });
  }
  for (let i = 0; i < rows.length; i += 100) await db.insert(customers).values(rows.slice(i, i + 100));
  const catalogue = await seedCatalogue(db, rand, { dataDir: opts.dataDir, ago });
  // Six months of sales on that catalogue, through the same pricing rule and the stock ledger.
  const orders = await seedDemoOrders(db);
  // Goods bought from suppliers since: one purchase received into the warehouse, one ordered, one draft.
  const purchases = await seedDemoPurchases(db);
  // Stock moved between the locations and a damage, through the transfer and damage functions (issue 21).
  await seedDemoTransfers(db);
  // Cash-on-delivery parcels: delivered and owed by Steadfast and the shop's rider, one payout, some in transit, one returned (issue 22).
  await seedDemoDeliveries(db);
  // The demo's history was written by hand (orders dated in the past, the opening stock dated before them, COD orders'
  // counter payments taken back): the rollups are filled again from the tables, as the bulk seed does (issue 33).
  await rebuildRollups(db);
  return {
    ...catalogue,
    orders,
    purchases,
    colors: COLORS.length,
    sizes: SIZES.length,
    brands: BRANDS.length,
    categories: TREE.length + TREE.flatMap((t) => t[1]).length,
    customers: rows.length,
  };
}
