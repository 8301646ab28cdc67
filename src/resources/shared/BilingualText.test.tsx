import { render, screen } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { describe, expect, it } from 'vitest';
import type { FieldSpec } from '../../../common/resourceSpec';
import { createI18nProvider } from '../../i18n';
import { BilingualTextCell, BilingualTextView } from './BilingualText';

const field = { key: 'courierMessage', label: 'Courier’s message', type: 'read-only', viewType: 'text', component: 'bilingual-text' } as FieldSpec;
const message = { en: 'Parcel is on hold', bn: 'পার্সেলটি হোল্ডে আছে' };

function renderIn(locale: 'en' | 'bn', value: unknown) {
  render(
    <AdminContext i18nProvider={createI18nProvider()} store={memoryStore({ locale })}>
      <BilingualTextView field={field} value={value} />
      <table>
        <tbody>
          <tr>
            <td>
              <BilingualTextCell field={field} record={{ id: 'd1' }} value={value} />
            </td>
          </tr>
        </tbody>
      </table>
    </AdminContext>,
  );
}

describe('a courier’s message in the screen’s language (issue 37)', () => {
  it('reads in Bangla on a Bangla screen, marked as Bangla', async () => {
    renderIn('bn', message);
    const shown = await screen.findAllByText('পার্সেলটি হোল্ডে আছে');
    expect(shown).toHaveLength(2);
    for (const el of shown) expect(el).toHaveAttribute('lang', 'bn');
    expect(screen.queryByText('Parcel is on hold')).toBeNull();
  });

  it('reads in English on an English screen', async () => {
    renderIn('en', message);
    expect(await screen.findAllByText('Parcel is on hold')).toHaveLength(2);
  });

  it('falls back to English when there is no Bangla', async () => {
    renderIn('bn', { en: 'Something new', bn: null });
    expect(await screen.findAllByText('Something new')).toHaveLength(2);
  });
});
