import type { FieldType } from '../../common/resourceSpec';
import type { CompiledResource } from '../engine/compile';
import type { FieldDecl } from '../engine/declaration';
import { numberBounds } from '../engine/valueRules';
import type { TestApp } from './harness';

/**
 * A valid body for any declared resource, derived from its declaration, so
 * the generic tests cover a resource the day it is declared. Each call gives
 * fresh unique values (`n`).
 */

let counter = 0;

/**
 * Ids of records a reference field can point at, made on demand (a user needs
 * a role). The `nth` reference of one body to the same resource gets another
 * record (a transfer's origin and destination differ).
 */
async function referenceId(t: TestApp, token: string, resource: string, depth: number, nth = 0): Promise<string> {
  const res = t.app.registry.get(resource);
  // Another test may have switched a record off (a location): refer only to active ones where the resource says.
  const active = res?.decl.filters.some((f) => f.field === 'isActive') ? '&isActive=true' : '';
  const list = await t.call(token, { method: 'GET', url: `/api/${resource}?limit=${nth + 1}&sort=createdAt${active}` });
  const first = list.json().doc?.[nth] as { _id: string } | undefined;
  if (first) return first._id;
  if (!res || depth > 3) throw new Error(`no ${resource} to refer to`);
  const made = await t.call(token, { method: 'POST', url: `/api/${resource}`, payload: await sampleBody(t, token, res, depth + 1) });
  if (made.statusCode !== 201) throw new Error(`cannot make a ${resource} to refer to: ${made.body}`);
  return made.json()._id as string;
}

/** Letters and digits only, so that texts with a format of their own (a SKU, a barcode) take it too. */
function text(f: FieldDecl, n: number, base: string): string {
  return `${base.replace(/[^A-Za-z0-9]/g, '')}${n}`.slice(0, f.limit ?? 100);
}

const SIMPLE: Partial<Record<FieldType, (f: FieldDecl, n: number) => unknown>> = {
  text: (f, n) => text(f, n, `Sample ${f.key}`),
  textarea: (f, n) => text(f, n, 'A sample description'),
  editor: (_f, n) => `<p>Sample <strong>${n}</strong></p>`,
  email: (_f, n) => `sample${n}@example.com`,
  // A Bangladeshi mobile number, which every phone pattern of the shop takes.
  phone: (_f, n) => `017${String(n).padStart(8, '0').slice(-8)}`,
  color: (_f, n) => `#${n.toString(16).padStart(6, '0').slice(-6)}`,
  image: () => 'https://example.com/sample.png',
  file: () => '/uploads/files/sample.pdf',
  'image-array': () => ['https://example.com/a.png'],
  password: () => 'sample-password-123',
  date: () => '2026-01-02',
  switch: () => true,
  tag: (_f, n) => ['sample', `tag-${n}`],
  'array-string': (_f, n) => [`entry ${n}`],
  'custom-attribute': () => [{ label: 'Fabric', value: 'Cotton' }],
  'address-array': () => [{ name: 'Rahim', email: 'rahim@example.com', phone: '01711111111', street: '12 Road 3', city: 'Dhaka', postalCode: '1207' }],
};

export async function sampleBody(t: TestApp, token: string, res: CompiledResource, depth = 0): Promise<Record<string, unknown>> {
  const n = ++counter;
  const body: Record<string, unknown> = {};
  const put = (key: string, value: unknown) => {
    const parts = key.split('.');
    let node = body;
    for (const p of parts.slice(0, -1)) node = (node[p] ??= {}) as Record<string, unknown>;
    node[parts[parts.length - 1]] = value;
  };
  const referenced = new Map<string, number>();
  for (const f of res.writable) {
    if (f.excluded || f.type === 'slug') continue;
    let value: unknown;
    if (f.pattern && f.type !== 'phone') {
      // A text with its own format (a code, a barcode, a page name): left out when it may be, else the first common shape it takes.
      if (!f.required) continue;
      const regex = new RegExp(f.pattern.regex);
      value = [`sample-${n}`, `SAMPLE${n}`, `${2000000000000 + n}`, `https://example.com/${n}`, `#${(n % 0xffffff).toString(16).padStart(6, '0')}`].find((v) =>
        regex.test(v),
      );
      if (value === undefined) throw new Error(`${res.decl.path}.${f.key}: no sample value matches ${f.pattern.regex}`);
    } else if (f.type === 'number' || f.type === 'currency') {
      const b = numberBounds(f);
      value = Math.max(b.min, Math.min(b.max, 1));
    } else if (f.type === 'select' || f.type === 'permissions') {
      const first = f.options?.find((o) => o.value !== '*')?.value;
      if (first === undefined) continue;
      value = f.type === 'permissions' ? [first] : first;
    } else if (f.type === 'data-select' || f.type === 'nested-select') {
      const target = f.reference?.resource;
      // A tree's parent is optional; other references point at a record that exists.
      if (!target || (target === res.decl.path && !f.required)) continue;
      const nth = referenced.get(target) ?? 0;
      referenced.set(target, nth + 1);
      value = await referenceId(t, token, target, depth, nth);
    } else {
      const make = SIMPLE[f.type];
      if (!make) continue;
      value = make(f, n);
    }
    put(f.key, value);
  }
  return body;
}

/** A field whose change an update can make (a text, a number), with a new valid value. */
export function sampleChange(res: CompiledResource): Record<string, unknown> | undefined {
  const n = ++counter;
  const f =
    res.writable.find((x) => x.key === res.labelField?.key && !x.readOnlyOnUpdate && !x.pattern) ??
    res.writable.find((x) => (x.type === 'text' || x.type === 'textarea') && !x.readOnlyOnUpdate && !x.pattern);
  if (!f) return undefined;
  const value = text(f, n, 'Changed');
  return f.key.includes('.') ? { [f.key.split('.')[0]]: { [f.key.split('.')[1]]: value } } : { [f.key]: value };
}
