import { describe, expect, it } from 'vitest';
import type { FieldSpec, ResourceSpec } from '../../common/resourceSpec';
import { findCustomAction } from '../engine/parts/customActions';
import { findCustomBulkAction } from '../engine/parts/customBulkActions';
import { findCustomField } from '../engine/parts/customFields';
import { servedSpecs } from '../test/fixtures/servedSpecs';
import { registerResourceParts } from './parts';

/**
 * A spec names a custom part (README "Custom parts") and the engine finds it
 * by that name at run time; a name nobody registered is passed over without
 * a word (a custom field draws as its type, a custom row or bulk action is
 * not offered). Here every name the served specs use
 * (src/test/fixtures/specs.json, written from the server's declarations by
 * `npm run fixtures`) must be registered by the app's resource folders.
 */

interface NamedPart {
  kind: 'field' | 'row action' | 'bulk action';
  name: string | undefined;
  /** `products.fields.stock`, `orders.bulkMenu[0]`. */
  where: string;
}

function fieldParts(path: string, fields: readonly FieldSpec[], at: string): NamedPart[] {
  return fields.flatMap((field) => [
    ...(field.component !== undefined ? [{ kind: 'field' as const, name: field.component, where: `${path}.${at}${field.key}` }] : []),
    // A variant's or item line's own fields are drawn by the same engine.
    ...fieldParts(path, field.fields ?? [], `${at}${field.key}.`),
  ]);
}

/** Every part a spec names, where the engine looks for it. */
function namedParts(spec: ResourceSpec): NamedPart[] {
  return [
    ...fieldParts(spec.path, spec.fields, 'fields.'),
    ...(spec.rowMenu ?? []).flatMap((a, i) =>
      a.type === 'custom' ? [{ kind: 'row action' as const, name: a.component, where: `${spec.path}.rowMenu[${i}]` }] : [],
    ),
    ...(spec.bulkMenu ?? []).flatMap((a, i) =>
      a.type === 'custom' ? [{ kind: 'bulk action' as const, name: a.component, where: `${spec.path}.bulkMenu[${i}]` }] : [],
    ),
  ];
}

/** How many times a `component` key appears anywhere in a value. */
function componentKeys(value: unknown): number {
  if (Array.isArray(value)) return value.reduce((n: number, v) => n + componentKeys(v), 0);
  if (value === null || typeof value !== 'object') return 0;
  return Object.entries(value).reduce((n, [key, v]) => n + (key === 'component' ? 1 : 0) + componentKeys(v), 0);
}

const registered = (part: NamedPart): boolean => {
  if (part.kind === 'field') return findCustomField({ component: part.name }) !== undefined;
  if (part.kind === 'row action') return findCustomAction(part.name) !== undefined;
  return findCustomBulkAction(part.name) !== undefined;
};

describe('custom parts named by the served specs', () => {
  registerResourceParts();
  const specs = Object.values(servedSpecs);
  const parts = specs.flatMap(namedParts);

  it('are looked for where the engine looks: no `component` elsewhere in a spec', () => {
    // A `component` on a part the engine does not read it from (a row action that is not `custom`) would be missed here and there.
    expect(parts.length).toBe(specs.reduce((n, spec) => n + componentKeys(spec), 0));
    expect(parts.length).toBeGreaterThan(0);
  });

  it('are each registered by the app (src/resources/parts.ts)', () => {
    const missing = parts.filter((part) => !registered(part)).map((part) => `${part.where}: ${part.kind} ${JSON.stringify(part.name)} is not registered`);
    expect(missing).toEqual([]);
  });
});
