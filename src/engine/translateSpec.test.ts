import { describe, expect, it } from 'vitest';
import resourceSpecBn from '../../common/resourceSpecBn';
import { createI18nProvider } from '../i18n/i18nProvider';
import { categoriesSpec, servedSpecs } from '../test/fixtures/servedSpecs';
import { translateSpec } from './translateSpec';

const bangla = (text: string) => resourceSpecBn[text] ?? text;

describe('translateSpec', () => {
  it('translates what people read and keeps what the code matches on', () => {
    const bn = translateSpec(categoriesSpec, bangla);
    expect(bn.title).toBe('ক্যাটাগরি');
    const name = bn.fields.find((f) => f.key === 'name');
    expect(name).toMatchObject({ key: 'name', label: 'নাম', section: 'ক্যাটাগরির বিবরণ', type: 'text' });
    // Sections and the fields' sections are translated alike, so grouping still works.
    expect(bn.sections).toContain(name?.section);
    expect(bn.filters.find((f) => f.field === 'isActive')?.label).toBe('সক্রিয়');
    const activate = bn.rowMenu.find((a) => a.key === 'isActive' && a.value === true);
    expect(activate).toMatchObject({ label: 'সক্রিয় করুন', type: 'update-key' });
    expect(bn.bulkMenu[0].options?.map((o) => o.value)).toEqual(['true', 'false']);
    expect(bn.path).toBe('categories');
  });

  it('translates a child table’s columns too (a purchase’s item lines)', () => {
    const lines = translateSpec(servedSpecs.purchases, bangla).fields.find((f) => f.key === 'lines');
    expect(lines?.fields?.filter((f) => f.viewType !== 'hidden').map((f) => [f.key, f.label])).toEqual([
      ['name', 'আইটেম'],
      ['sku', 'এসকেইউ'],
      ['qty', 'পরিমাণ'],
      ['unitCost', 'একক খরচ'],
      ['receivedQty', 'গৃহীত'],
    ]);
  });

  it('builds the row menu’s sentences from one template per action and the translated singular', async () => {
    const i18n = createI18nProvider();
    const specText = (text: string, params?: Record<string, string>) => i18n.translate(`spec.${text}`, { ...params, _: text });
    const sentences = (spec: typeof categoriesSpec) =>
      translateSpec(spec, specText)
        .rowMenu.filter((a) => a.key === 'isActive' || a.type === 'delete')
        .map((a) => [a.confirm, a.success]);
    const groups = servedSpecs.groups;
    expect(groups.rowMenu.find((a) => a.key === 'isActive')?.confirm).toBe('Mark this %{name} as active?');
    expect(sentences(groups)).toEqual([
      ['Mark this customer group as active?', 'Customer Group marked as active'],
      ['Mark this customer group as inactive?', 'Customer Group marked as inactive'],
      ['Delete this customer group? This cannot be undone.', undefined],
    ]);
    await i18n.changeLocale('bn');
    expect(sentences(groups)).toEqual([
      ['এই গ্রাহক গ্রুপ সক্রিয় করবেন?', 'গ্রাহক গ্রুপ সক্রিয় হয়েছে'],
      ['এই গ্রাহক গ্রুপ নিষ্ক্রিয় করবেন?', 'গ্রাহক গ্রুপ নিষ্ক্রিয় হয়েছে'],
      ['এই গ্রাহক গ্রুপ মুছবেন? এটি আর ফেরানো যাবে না।', undefined],
    ]);
  });

  it('leaves text it has no translation for as it was', () => {
    const same = translateSpec(categoriesSpec, (t) => t);
    expect(same.fields.map((f) => f.label)).toEqual(categoriesSpec.fields.map((f) => f.label));
  });
});
