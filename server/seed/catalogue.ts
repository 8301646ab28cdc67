import { randomUUID } from 'node:crypto';
import { asc, eq, isNotNull } from 'drizzle-orm';
import { compile } from '../engine/compile';
import { ResourceRepository } from '../engine/repository';
import { localStorageIn, type Storage } from '../domains/uploads/storage';
import productsDecl from '../domains/catalogue/resources/products/resource';
import { refreshRating } from '../domains/catalogue/resources/reviews';
import { combinationAttributes, combinations } from '../../common/variants';
import type { Db } from '../db/client';
import { categories, collections, colors, coupons, customers, products, reviews, uploads } from '../domains/schema';
import { initialPng } from './initialImage';

type Rand = () => number;
const pick = <T>(rand: Rand, list: readonly T[]): T => list[Math.floor(rand() * list.length)];
const between = (rand: Rand, lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1));
/** Prices end in 0 or 50 taka, as shops write them. */
const roundPrice = (n: number) => Math.round(n / 50) * 50;

const SHIRT_SIZES = ['S', 'M', 'L', 'XL', 'XXL'];
const WAIST_SIZES = ['28', '30', '32', '34', '36', '38', '40'];
const KIDS_SIZES = ['2Y', '4Y', '6Y', '8Y', '10Y'];
const BABY_SIZES = ['0-6M', '6-12M', '12-18M'];

/** What each subcategory sells: names, sizes (none: colours only, or a simple product), price range. */
const LINES: Record<string, { names: string[]; fabrics: string[]; sizes: string[] | null; price: [number, number]; simple?: boolean }> = {
  Panjabi: {
    names: ['Panjabi', 'Embroidered Panjabi', 'Kabli Set', 'Short Panjabi', 'Eid Panjabi'],
    fabrics: ['Cotton', 'Silk', 'Khadi', 'Linen', 'Jacquard', 'Slub'],
    sizes: SHIRT_SIZES,
    price: [1500, 6500],
  },
  Shirts: {
    names: ['Casual Shirt', 'Formal Shirt', 'Check Shirt', 'Oxford Shirt', 'Half Sleeve Shirt'],
    fabrics: ['Cotton', 'Linen', 'Poplin', 'Denim', 'Twill'],
    sizes: SHIRT_SIZES,
    price: [900, 2800],
  },
  'T-Shirts': {
    names: ['Polo T-Shirt', 'Crew Neck Tee', 'Graphic Tee', 'V-Neck Tee', 'Henley Tee'],
    fabrics: ['Cotton', 'Pique', 'Jersey', 'Bamboo'],
    sizes: SHIRT_SIZES,
    price: [350, 1200],
  },
  Trousers: {
    names: ['Slim Fit Jeans', 'Regular Jeans', 'Chino Pant', 'Gabardine Pant', 'Cargo Pant'],
    fabrics: ['Denim', 'Stretch', 'Cotton', 'Twill'],
    sizes: WAIST_SIZES,
    price: [1200, 3200],
  },
  Lungi: { names: ['Checked Lungi', 'Batik Lungi', 'Premium Lungi'], fabrics: ['Cotton', 'Tangail', 'Pabna'], sizes: null, price: [450, 1200], simple: true },
  Sarees: {
    names: ['Jamdani Saree', 'Tangail Saree', 'Katan Saree', 'Muslin Saree', 'Half Silk Saree'],
    fabrics: ['Dhakai', 'Rajshahi', 'Cotton', 'Soft', 'Handloom'],
    sizes: null,
    price: [1800, 24000],
  },
  'Salwar Kameez': {
    names: ['Three-Piece', 'Salwar Kameez', 'Lawn Suit', 'Party Three-Piece'],
    fabrics: ['Lawn', 'Cotton', 'Georgette', 'Embroidered', 'Printed'],
    sizes: ['S', 'M', 'L', 'XL'],
    price: [1600, 7500],
  },
  Kurti: {
    names: ['Kurti', 'Long Kurti', 'A-Line Kurti', 'Tunic'],
    fabrics: ['Cotton', 'Rayon', 'Block Print', 'Khadi'],
    sizes: ['S', 'M', 'L', 'XL'],
    price: [700, 2400],
  },
  Tops: {
    names: ['Casual Top', 'Peplum Top', 'Crop Top', 'Shirt Top'],
    fabrics: ['Cotton', 'Viscose', 'Georgette'],
    sizes: ['S', 'M', 'L', 'XL'],
    price: [550, 1600],
  },
  Orna: { names: ['Orna', 'Dupatta', 'Shawl'], fabrics: ['Chiffon', 'Cotton', 'Kashmiri', 'Nakshi'], sizes: null, price: [350, 2500], simple: true },
  Boys: { names: ['Boys Panjabi', 'Boys Shirt', 'Boys T-Shirt', 'Boys Jeans'], fabrics: ['Cotton', 'Denim', 'Jersey'], sizes: KIDS_SIZES, price: [450, 1800] },
  Girls: {
    names: ['Girls Frock', 'Girls Three-Piece', 'Girls Top', 'Girls Lehenga'],
    fabrics: ['Cotton', 'Net', 'Georgette', 'Printed'],
    sizes: KIDS_SIZES,
    price: [550, 3500],
  },
  Baby: { names: ['Baby Romper', 'Baby Set', 'Baby Kantha'], fabrics: ['Soft Cotton', 'Organic Cotton', 'Muslin'], sizes: BABY_SIZES, price: [300, 1200] },
};

const COUPONS = [
  { code: 'EID10', type: 'percentage', amount: 10, minOrder: 1000, maxDiscount: 500, perCustomerLimit: 1, description: '10% off for Eid, up to ৳500' },
  { code: 'BOISHAKH200', type: 'flat', amount: 200, minOrder: 2000, usageLimit: 500, description: '৳200 off orders of ৳2,000 or more' },
  { code: 'WELCOME5', type: 'percentage', amount: 5, perCustomerLimit: 1, description: 'First order' },
  { code: 'WINTER15', type: 'percentage', amount: 15, minOrder: 3000, maxDiscount: 1000, isActive: false, description: 'Winter sale' },
  { code: 'VIP300', type: 'flat', amount: 300, minOrder: 3000, description: 'For VIP customers' },
  { code: 'FLASH20', type: 'percentage', amount: 20, maxDiscount: 800, usageLimit: 100, description: 'Weekend flash sale' },
] as const;

const REVIEW_TEXT = [
  'Fabric is soft and the stitching is neat. Fits as expected.',
  'Colour is exactly like the picture. Delivery to Chattogram took two days.',
  'Good quality for the price, will buy again for Eid.',
  'Slightly loose at the shoulders, the size chart helped.',
  'My mother loved the saree, the work is very fine.',
  'Comfortable in the heat, washes well.',
  'Colour faded a little after the first wash.',
  'Packaging was good and the cashier was helpful.',
];

/**
 * The demo catalogue: about 150 products across the category tree, most of
 * them variable (sizes × colours), with pictures made here, barcodes,
 * collections, coupons and reviews. Products go through the products'
 * repository, so they obey the same rules as the API (barcodes, SKUs, stock
 * sums); ratings come from the reviews' own rule.
 */
export async function seedCatalogue(outer: Db, rand: Rand, opts: { dataDir?: string; count?: number; ago: (days: number) => Date }) {
  // One transaction: the embedded database writes its files once instead of once per product.
  return outer.transaction((tx) => seedIn(tx as unknown as Db, rand, opts));
}

async function seedIn(db: Db, rand: Rand, opts: { dataDir?: string; count?: number; ago: (days: number) => Date }) {
  const repository = new ResourceRepository(
    compile(productsDecl),
    () => db,
    () => [],
    () => 'Asia/Dhaka',
  );
  const colorRows = await db.select({ name: colors.name, code: colors.code }).from(colors).orderBy(asc(colors.createdAt));
  const subcategories = await db.select({ id: categories.id, name: categories.name }).from(categories).where(isNotNull(categories.parentCategory));
  const collectionRows = await db.select({ id: collections.id, name: collections.name }).from(collections);
  const storage = opts.dataDir ? localStorageIn(opts.dataDir) : undefined;
  const lines = subcategories.filter((c) => LINES[c.name]);
  const total = opts.count ?? 150;
  const made: { id: string; status: string }[] = [];
  const names = new Set<string>();

  for (let i = 0; i < total; i++) {
    const cat = lines[i % lines.length];
    const line = LINES[cat.name];
    let name = `${pick(rand, line.fabrics)} ${pick(rand, line.names)}`;
    for (let n = 2; names.has(name); n++) name = `${name.replace(/ \d+$/, '')} ${n}`;
    names.add(name);
    const shades = [...colorRows].sort(() => rand() - 0.5).slice(0, between(rand, 3, 6));
    const price = roundPrice(between(rand, line.price[0], line.price[1]));
    const cost = roundPrice(price * (0.55 + rand() * 0.15));
    const variable = !line.simple && rand() < 0.9;
    const sizes = variable && line.sizes ? line.sizes : [];
    const colorNames = variable ? shades.map((s) => s.name) : [];
    const variations = variable
      ? combinations(sizes, colorNames).map((c) => ({
          name: c.name,
          attributes: combinationAttributes(c),
          price: c.size === 'XXL' || c.size === '40' ? price + 50 : price,
          cost,
          stock: rand() < 0.1 ? 0 : between(rand, 1, 25),
        }))
      : [];
    const r = rand();
    const status = r < 0.8 ? 'published' : r < 0.92 ? 'draft' : 'archived';
    const discounted = rand() < 0.25;
    const image = storage ? await savePicture(db, storage, name, shades[0].code) : null;
    const record = await repository.create(
      {
        name,
        status,
        category: cat.id,
        type: variable ? 'variable' : 'simple',
        price,
        cost,
        oldPrice: discounted ? roundPrice(price * 1.2) : null,
        vat: pick(rand, [0, 0, 5, 7.5, 10, 15]),
        unit: 'pc',
        unitValue: 1,
        stock: variable ? 0 : between(rand, 0, 60),
        lowStockAlert: 5,
        isActive: status !== 'archived' || rand() < 0.3,
        isFeatured: rand() < 0.15,
        isDiscount: discounted,
        discountType: discounted ? (rand() < 0.7 ? 'percentage' : 'flat') : null,
        discount: discounted ? pick(rand, [10, 15, 20]) : null,
        image,
        images: image ? [image] : [],
        shortDescription: `${name} in ${line.fabrics[0].toLowerCase()}-blend fabric, made in Bangladesh.`,
        description: `<p>${name}: comfortable for Dhaka's weather, stitched with care.</p><ul><li>Machine wash cold</li><li>Do not bleach</li></ul>`,
        tags: [cat.name.toLowerCase().replace(/\s+/g, '-'), line.fabrics[0].toLowerCase()],
        sizes,
        colors: colorNames,
        variations,
        collection: rand() < 0.4 ? [pick(rand, collectionRows).id] : [],
        faq: [{ label: 'Is cash on delivery available?', value: 'Yes, all over Bangladesh.' }],
        customAttributes: [{ label: 'Origin', value: 'Bangladesh' }],
      },
      {},
    );
    // Spread over the past months, so the created-date filter and the default sort have something to show.
    await db
      .update(products)
      .set({ createdAt: opts.ago(between(rand, 0, 300) + rand()) })
      .where(eq(products.id, String(record._id)));
    made.push({ id: String(record._id), status });
  }

  for (const [i, c] of COUPONS.entries()) {
    await db
      .insert(coupons)
      .values({ ...c, isActive: 'isActive' in c ? c.isActive : true, startDate: '2026-01-01', endDate: i === 3 ? '2026-02-28' : '2027-12-31' })
      .onConflictDoNothing();
  }

  const customerRows = await db.select({ id: customers.id }).from(customers).where(eq(customers.isActive, true)).limit(60);
  const published = made.filter((p) => p.status === 'published');
  // Reviews in one statement, then each reviewed product's rating by the reviews' own rule.
  const reviewRows: (typeof reviews.$inferInsert)[] = [];
  for (let i = 0; i < Math.min(220, published.length * 3); i++) {
    const guest = customerRows.length === 0 || rand() < 0.3;
    reviewRows.push({
      productId: pick(rand, published).id,
      customerId: guest ? null : pick(rand, customerRows).id,
      guestName: guest ? pick(rand, ['Nusrat', 'Tanvir', 'Shirin', 'Rakib', 'Farzana', 'Imran']) : null,
      rating: pick(rand, [5, 5, 4, 4, 4, 3, 2]),
      comment: pick(rand, REVIEW_TEXT),
      status: rand() < 0.75 ? 'approved' : rand() < 0.6 ? 'pending' : 'hidden',
      createdAt: opts.ago(between(rand, 0, 120)),
    });
  }
  if (reviewRows.length > 0) await db.insert(reviews).values(reviewRows);
  for (const productId of new Set(reviewRows.map((r) => r.productId))) await refreshRating(db, productId);
  return { products: made.length, coupons: COUPONS.length };
}

/** A picture with the product's initial, stored like an upload and listed in the media library. */
async function savePicture(db: Db, storage: Storage, name: string, color: string): Promise<string> {
  const data = initialPng(name[0], color);
  const key = `products/${randomUUID()}.png`;
  await storage.put(key, data, 'image/png');
  const url = storage.url(key);
  await db.insert(uploads).values({ key, url, name: `${name}.png`, mime: 'image/png', size: data.length, folder: 'products' });
  return url;
}
