import englishMessages from 'ra-language-english';
import { mergeTranslations, type I18nProvider, type TranslationMessages } from 'react-admin';
import addressBn from './address.bn';
import addressEn from './address.en';
import bn from './bn';
import catalogueBn from './catalogue.bn';
import catalogueEn from './catalogue.en';
import builderBn from './builder.bn';
import builderEn from './builder.en';
import courierAreasBn from './courierAreas.bn';
import courierAreasEn from './courierAreas.en';
import deliveriesBn from './deliveries.bn';
import deliveriesEn from './deliveries.en';
import documentsBn from './documents.bn';
import documentsEn from './documents.en';
import en from './en';
import figuresBn from './figures.bn';
import figuresEn from './figures.en';
import fraudBn from './fraud.bn';
import fraudEn from './fraud.en';
import { polyglotProvider } from './polyglotProvider';
import engineBn from './engine.bn';
import engineEn from './engine.en';
import posBn from './pos.bn';
import posEn from './pos.en';
import purchasesBn from './purchases.bn';
import purchasesEn from './purchases.en';
import reportsBn from './reports.bn';
import reportsEn from './reports.en';
import richTextBn from './richText.bn';
import richTextEn from './richText.en';
import { registry } from '../resources/registry';
import resourceSpecBn from '../../common/resourceSpecBn';
import serverBn from './server.bn';
import { SERVER_MESSAGES } from '../../common/serverMessages';
import settingsBn from './settings.bn';
import settingsEn from './settings.en';
import settlementsBn from './settlements.bn';
import shiftsBn from './shifts.bn';
import shiftsEn from './shifts.en';
import settlementsEn from './settlements.en';
import transfersBn from './transfers.bn';
import transfersEn from './transfers.en';

export { LOCALES, type Locale } from './locales';

/**
 * react-admin's own `resources.{path}.name` ("Category |||| Categories"),
 * made from the registry's English title and singular in the one way all of
 * a resource's text is translated (common/resourceSpecBn.ts), not written a second time.
 */
const resourceNames = (t: (text: string) => string) => ({
  resources: Object.fromEntries(registry.map((e) => [e.path, { name: `${t(e.singular)} |||| ${t(e.title)}` }])),
});

export const englishAll: TranslationMessages = mergeTranslations(
  englishMessages,
  en,
  engineEn,
  catalogueEn,
  posEn,
  builderEn,
  settingsEn,
  documentsEn,
  purchasesEn,
  richTextEn,
  transfersEn,
  deliveriesEn,
  courierAreasEn,
  settlementsEn,
  shiftsEn,
  fraudEn,
  reportsEn,
  figuresEn,
  addressEn,
  { server: SERVER_MESSAGES },
  resourceNames((text) => text),
);

/** Bangla over English: a key nobody translated yet still reads as English, never as a raw key. */
export const banglaAll: TranslationMessages = mergeTranslations(
  englishAll,
  bn,
  engineBn,
  catalogueBn,
  posBn,
  builderBn,
  settingsBn,
  documentsBn,
  purchasesBn,
  richTextBn,
  transfersBn,
  deliveriesBn,
  courierAreasBn,
  settlementsBn,
  shiftsBn,
  fraudBn,
  reportsBn,
  figuresBn,
  addressBn,
  { server: serverBn },
  { spec: resourceSpecBn },
  resourceNames((text) => resourceSpecBn[text] ?? text),
);

/** The whole app's messages in both languages. */
export const createI18nProvider = (): I18nProvider => polyglotProvider(englishAll, banglaAll);

export const i18nProvider = createI18nProvider();
