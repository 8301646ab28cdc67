import { describe, expect, it } from 'vitest';
import { MENU_GROUPS, menuGroupTitleKey, registry } from '../resources';
import { banglaAll, englishAll } from './i18nProvider';
import addressBn from './address.bn';
import addressEn from './address.en';
import bn from './bn';
import builderBn from './builder.bn';
import builderEn from './builder.en';
import catalogueBn from './catalogue.bn';
import catalogueEn from './catalogue.en';
import courierAreasBn from './courierAreas.bn';
import courierAreasEn from './courierAreas.en';
import deliveriesBn from './deliveries.bn';
import deliveriesEn from './deliveries.en';
import settlementsBn from './settlements.bn';
import settlementsEn from './settlements.en';
import shiftsBn from './shifts.bn';
import shiftsEn from './shifts.en';
import transfersBn from './transfers.bn';
import transfersEn from './transfers.en';
import en from './en';
import fraudBn from './fraud.bn';
import fraudEn from './fraud.en';
import engineBn from './engine.bn';
import engineEn from './engine.en';
import posBn from './pos.bn';
import posEn from './pos.en';
import reportsBn from './reports.bn';
import reportsEn from './reports.en';
import richTextBn from './richText.bn';
import richTextEn from './richText.en';
import settingsBn from './settings.bn';
import settingsEn from './settings.en';

type Tree = { [key: string]: string | Tree };

const lookup = (messages: unknown, key: string): unknown => key.split('.').reduce<unknown>((node, part) => (node as Tree | undefined)?.[part], messages);

const leafKeys = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : leafKeys(v, `${prefix}${k}.`)));

describe('messages', () => {
  it('every menu group has an English and a Bangla title', () => {
    for (const key of MENU_GROUPS.map(menuGroupTitleKey)) {
      expect(typeof lookup(englishAll, key), key).toBe('string');
      expect(typeof lookup(bn, key), key).toBe('string');
    }
  });

  it("react-admin's resource names come from the registry, in both languages", () => {
    expect(lookup(englishAll, 'resources.groups.name')).toBe('Customer Group |||| Customer Groups');
    expect(lookup(banglaAll, 'resources.groups.name')).toBe('গ্রাহক গ্রুপ |||| গ্রাহক গ্রুপ');
    // 'Order' is a sale, not a sort order (a size's position is 'Sort Order').
    expect(lookup(banglaAll, 'resources.orders.name')).toBe('অর্ডার |||| অর্ডার');
    expect(registry.every((entry) => typeof lookup(banglaAll, `resources.${entry.path}.name`) === 'string')).toBe(true);
  });

  it('Bangla translates every shell message of the English file', () => {
    const missing = leafKeys(en as unknown as Tree).filter((key) => typeof lookup(bn, key) !== 'string');
    expect(missing).toEqual([]);
  });

  it('every dictionary of the app has Bangla for each English message (words written the same in both aside)', () => {
    const same = new Set(['engine.list.export_dialog.csv', 'engine.list.export_dialog.pdf']);
    const pairs = [
      [engineEn, engineBn],
      [catalogueEn, catalogueBn],
      [posEn, posBn],
      [builderEn, builderBn],
      [settingsEn, settingsBn],
      [richTextEn, richTextBn],
      [transfersEn, transfersBn],
      [deliveriesEn, deliveriesBn],
      [courierAreasEn, courierAreasBn],
      [settlementsEn, settlementsBn],
      [shiftsEn, shiftsBn],
      [fraudEn, fraudBn],
      [reportsEn, reportsBn],
      [addressEn, addressBn],
    ] as const;
    const missing = pairs.flatMap(([english, bangla]) =>
      leafKeys(english as unknown as Tree).filter((key) => !same.has(key) && typeof lookup(bangla, key) !== 'string'),
    );
    expect(missing).toEqual([]);
  });

  it('the rich-text editor’s toolbar and colours speak Bangla ("Normal" was English)', () => {
    expect(lookup(banglaAll, 'ra.tiptap.paragraph')).toBe('সাধারণ');
    expect(lookup(banglaAll, 'engine.rich_text.color.red')).toBe('লাল');
    expect(lookup(englishAll, 'ra.tiptap.paragraph')).toBe('Normal');
  });

  it('Bangla falls back to English for what it does not translate yet', () => {
    expect(lookup(banglaAll, 'ra.saved_queries.label')).toBe('Saved queries');
    expect(lookup(banglaAll, 'ra.action.save')).toBe('সংরক্ষণ');
  });
});
