import { describe, expect, it } from 'vitest';
import { englishOf, placeholdersOf, SERVER_MESSAGES, type MessageCode } from '../../common/serverMessages';
import { toHttpError } from '../dataProvider/toHttpError';
import { createI18nProvider } from './i18nProvider';
import { localizeServerMessage } from './localizeServerMessage';
import serverBn from './server.bn';

const codes = Object.keys(SERVER_MESSAGES) as MessageCode[];

/** A 400 as the server sends it: English, with the code and params beside it. */
const refusal = () =>
  new Response(
    JSON.stringify({
      statusCode: 400,
      error: 'Bad Request',
      message: 'priority: must be at least 0',
      errors: [
        { field: 'priority', message: 'must be at least 0', code: 'minimum', params: { limit: 0 } },
        { field: 'name', message: 'is required', code: 'required' },
        { field: 'legacy', message: 'an uncoded message' },
        { field: 'future', message: 'a code this app does not know', code: 'from_a_newer_server' },
      ],
    }),
    { status: 400, headers: { 'Content-Type': 'application/json' } },
  );

describe('server messages', () => {
  it('Bangla has every code, with the same placeholders as the English', () => {
    for (const code of codes) {
      expect(serverBn[code], code).toBeTruthy();
      expect(placeholdersOf(serverBn[code]), code).toEqual(placeholdersOf(SERVER_MESSAGES[code]));
    }
  });

  it('the English comes from the template and its params', () => {
    expect(englishOf({ code: 'out_of_stock', params: { name: 'Panjabi', available: 2 } })).toBe('Panjabi: only 2 left in stock');
  });

  it('a refusal reads in the chosen language, field by field; an uncoded or unknown message stays as the server wrote it', async () => {
    const i18n = createI18nProvider();
    const localize = localizeServerMessage(i18n);
    expect((await toHttpError(refusal(), localize)).body.errors).toEqual({
      priority: 'must be at least 0',
      name: 'is required',
      legacy: 'an uncoded message',
      future: 'a code this app does not know',
    });
    await i18n.changeLocale('bn');
    const bangla = await toHttpError(refusal(), localize);
    expect(bangla.message).toBe('priority: কমপক্ষে ০ হতে হবে');
    expect(bangla.body.errors).toEqual({
      priority: 'কমপক্ষে ০ হতে হবে',
      name: 'আবশ্যক',
      legacy: 'an uncoded message',
      future: 'a code this app does not know',
    });
  });

  it('a top-level message and its spec words are translated too', async () => {
    const i18n = createI18nProvider();
    await i18n.changeLocale('bn');
    const notFound = new Response(
      JSON.stringify({ statusCode: 404, error: 'Not Found', message: 'Customer not found', code: 'not_found', params: { what: 'Customer' } }),
      { status: 404 },
    );
    const error = await toHttpError(notFound, localizeServerMessage(i18n));
    expect(error.message).toBe('গ্রাহক পাওয়া যায়নি');
  });
});
