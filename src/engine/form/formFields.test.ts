import { describe, expect, it } from 'vitest';
import type { ResourceSpec, FieldSpec } from '../../../common/resourceSpec';
import { categoriesSpec } from '../../test/fixtures/servedSpecs';
import { conditionHolds, createDefaults, createPayload, editPayload, formSections } from './formFields';

const field = (f: Partial<FieldSpec> & Pick<FieldSpec, 'key'>): FieldSpec => ({ label: f.key, type: 'text', viewType: 'text', ...f });

const users: ResourceSpec = {
  ...categoriesSpec,
  path: 'users',
  sections: ['Account', 'Security'],
  fields: [
    field({ key: '_id', type: 'read-only', readOnly: true, viewType: 'hidden' }),
    field({ key: 'name', section: 'Account', required: true }),
    field({ key: 'password', type: 'password', writeOnly: true, section: 'Security' }),
    field({ key: 'confirm', type: 'password', writeOnly: true, excluded: true, section: 'Security' }),
    field({ key: 'meta.title', section: 'Elsewhere' }),
    field({ key: 'meta.note', excluded: true }),
    field({ key: 'lastLogin', type: 'read-only', readOnly: true, viewType: 'date' }),
  ],
};

describe('formSections', () => {
  it('puts password fields on create only and read-only ones on edit only, never the hidden id', () => {
    const keys = (mode: 'create' | 'edit') => formSections(users, mode).flatMap((s) => s.fields.map((f) => f.key));
    expect(keys('create')).toEqual(['name', 'meta.title', 'meta.note', 'password', 'confirm']);
    expect(keys('edit')).toEqual(['name', 'meta.title', 'meta.note', 'lastLogin']);
  });

  it('keeps the spec order of sections and sends unknown sections to the first', () => {
    expect(formSections(users, 'create').map((s) => s.title)).toEqual(['Account', 'Security']);
  });
});

describe('createDefaults', () => {
  it('starts the add form with the spec defaults', () => {
    expect(createDefaults(categoriesSpec)).toEqual({ priority: 0, isActive: true, isFeatured: false, displayInMenu: true, displayInHomePage: false });
  });
});

describe('createPayload', () => {
  it('drops excluded, read-only and empty fields, also inside nested objects', () => {
    const sent = createPayload(users, {
      name: 'Rahim',
      password: 'secret-123',
      confirm: 'secret-123',
      meta: { title: '', note: 'internal' },
      lastLogin: '2026-01-01',
    });
    expect(sent).toEqual({ name: 'Rahim', password: 'secret-123' });
  });
});

describe('editPayload', () => {
  it('leaves out fields the server refuses on update and blanks the record never had', () => {
    const previous = { id: 'c1', name: 'Shirts', slug: 'shirts', createdAt: '2026-11-01T04:00:00.000Z' };
    const sent = editPayload(
      categoriesSpec,
      { id: 'c1', name: 'Shirts', slug: 'shirts', createdAt: '2026-11-02T04:00:00.000Z', description: '', meta: {}, tags: [] },
      previous,
    );
    expect(sent).toEqual({ id: 'c1', name: 'Shirts' });
  });

  it('keeps a value the user cleared', () => {
    const previous = { id: 'c1', name: 'Shirts', shortDescription: 'Cotton' };
    expect(editPayload(categoriesSpec, { id: 'c1', name: 'Shirts', shortDescription: '' }, previous)).toEqual({
      id: 'c1',
      name: 'Shirts',
      shortDescription: '',
    });
  });
});

describe('conditionHolds', () => {
  it('compares the watched value as written, whatever its type', () => {
    expect(conditionHolds({ field: 'isDiscount', equals: true }, true)).toBe(true);
    expect(conditionHolds({ field: 'isDiscount', equals: true }, false)).toBe(false);
    expect(conditionHolds({ field: 'isDiscount', equals: true }, undefined)).toBe(false);
    expect(conditionHolds({ field: 'type', notEquals: 'simple' }, 'variable')).toBe(true);
    expect(conditionHolds({ field: 'type', notEquals: 'simple' }, 'simple')).toBe(false);
  });
});
