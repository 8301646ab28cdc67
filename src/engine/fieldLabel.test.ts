import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { toHttpError } from '../dataProvider/toHttpError';
import { createI18nProvider, localizeServerMessage } from '../i18n';
import { createCallFieldLabeller } from '../app/callFieldLabel';
import { QueryClient } from '@tanstack/react-query';
import { servedSpecs } from '../test/fixtures/servedSpecs';
import { describeError } from './describeError';
import { fieldLabel } from './fieldLabel';

const products = servedSpecs.products;

/** A refusal as the server sends it: English headline `field: message`, coded entries. */
const refusal = (field: string, message: string, code?: string, params?: Record<string, string | number>) =>
  new Response(
    JSON.stringify({
      statusCode: 400,
      error: 'Bad Request',
      message: `${field}: ${message}`,
      errors: [{ field, message, ...(code ? { code } : {}), ...(params ? { params } : {}) }],
    }),
    { status: 400 },
  );

describe('a field named by its label', () => {
  it('finds the field, a filter on it, or an entry of a list of rows', () => {
    expect(fieldLabel('meta.title', products.fields)).toBe('Meta Title');
    expect(fieldLabel('price_gte', products.fields)).toBe('Price');
    expect(fieldLabel('variations.3.price', products.fields)).toBe('Variations 4 › Sell Price');
    expect(fieldLabel('nothing', products.fields)).toBeUndefined();
  });

  it('in every message made from a refused call, in English and in Bangla', async () => {
    const i18n = createI18nProvider();
    const queryClient = new QueryClient();
    queryClient.setQueryData(['spec', 'products'], products);
    const labeller = createCallFieldLabeller(queryClient, i18n);
    const localize = localizeServerMessage(i18n);
    const refused = (path: string, response: Response) => toHttpError(response, localize, (field) => labeller(path, field));

    // The change-password dialog's field, from the account calls' own labels.
    const wrong = await refused('auth/change-password', refusal('oldPassword', 'is incorrect', 'password_incorrect'));
    expect(wrong.message).toBe('Current password: is incorrect');
    expect(wrong.body.errors).toEqual({ oldPassword: 'is incorrect' });
    // A resource's field, from its spec; a settings card's from the settings labels.
    expect((await refused('products/p1', refusal('variations.0.price', 'cannot be negative'))).message).toBe('Variations 1 › Sell Price: cannot be negative');
    expect((await refused('settings', refusal('currencyCode', 'must be three capital letters'))).message).toBe('Currency Code: must be three capital letters');
    // Nothing to name it by: the key, as the server wrote it.
    expect((await refused('orders/o1/returns', refusal('lines', 'is required', 'required'))).message).toBe('lines: is required');

    await i18n.changeLocale('bn');
    const bangla = await refused('auth/change-password', refusal('oldPassword', 'is incorrect', 'password_incorrect'));
    expect(bangla.message).toMatch(/^বর্তমান পাসওয়ার্ড: /);
    expect(bangla.message).not.toMatch(/oldPassword|incorrect/);
    expect((await refused('products/p1', refusal('variations.0.price', 'cannot be negative'))).message).toMatch(/^ভ্যারিয়েশন ১ › /);
  });

  it('describeError uses the screen’s labels, else the ones the call was refused with', async () => {
    const error = await toHttpError(refusal('oldPassword', 'is incorrect'), undefined, (field) => (field === 'oldPassword' ? 'Current password' : undefined));
    expect(error).toBeInstanceOf(HttpError);
    expect(describeError(error)).toBe('Current password: is incorrect');
    expect(describeError(error, [{ key: 'oldPassword', label: 'Your password now' }])).toBe('Your password now: is incorrect');
    const unlabelled = await toHttpError(refusal('priority', 'must be at least 0'));
    expect(describeError(unlabelled)).toBe('priority: must be at least 0');
  });
});
