import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FIXTURE_FILE, fixtureText } from '../../scripts/spec-fixtures';

describe('component-test fixtures', () => {
  it('are the schemas the declarations serve (run `npm run fixtures` after changing a declaration)', () => {
    expect(readFileSync(FIXTURE_FILE, 'utf8')).toBe(fixtureText());
  });
});
