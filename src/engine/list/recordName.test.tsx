import { render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { createI18nProvider } from '../../i18n';
import { servedSpecs } from '../../test/fixtures/servedSpecs';
import { CellFormatsProvider } from './columns/CellFormats';
import { recordName } from './recordName';
import { EngineTableRow } from './table/EngineTableRow';

describe('recordName', () => {
  it('is the name, title or email, else the id', () => {
    expect(recordName({ id: 'c1', name: 'Kids' })).toBe('Kids');
    expect(recordName({ id: 'p1', title: 'Home' })).toBe('Home');
    expect(recordName({ id: 'u1', email: 'a@example.com' })).toBe('a@example.com');
    expect(recordName({ id: 'x1' })).toBe('x1');
  });

  it('names a variant’s row with its variant', () => {
    expect(recordName({ id: 'i1', name: 'Bamboo Crew Neck Tee', variant: 'M-White' })).toBe('Bamboo Crew Neck Tee (M-White)');
    expect(recordName({ id: 'i2', name: 'Bamboo Crew Neck Tee', variant: '' })).toBe('Bamboo Crew Neck Tee');
  });
});

// Issue 39: every variant's row checkbox of one product was named "Select Bamboo Crew Neck Tee".
describe('a row of the inventory', { timeout: 30_000 }, () => {
  it('names its selection box after the variant', () => {
    const spec = { ...servedSpecs.inventory, rowMenu: [] };
    const columns = spec.fields.filter((f) => f.key === 'name').map((f) => ({ ...f, column: f.column! }));
    render(
      <AdminContext i18nProvider={createI18nProvider()}>
        <CellFormatsProvider>
          <table>
            <tbody>
              {['M-White', 'L-White'].map((variant, index) => (
                <EngineTableRow
                  key={variant}
                  spec={spec}
                  columns={columns}
                  record={{ id: variant, name: 'Bamboo Crew Neck Tee', variant }}
                  index={index}
                  selected={false}
                  onToggle={() => undefined}
                />
              ))}
            </tbody>
          </table>
        </CellFormatsProvider>
      </AdminContext>,
    );
    expect(screen.getByRole('checkbox', { name: 'Select Bamboo Crew Neck Tee (M-White)' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select Bamboo Crew Neck Tee (L-White)' })).toBeInTheDocument();
  });
});
