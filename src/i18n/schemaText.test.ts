import { describe, expect, it } from 'vitest';
import { translateSchema } from '../engine/translateSchema';
import { registry } from '../resources/registry';
import { servedSchemas } from '../test/fixtures/servedSchemas';
import schemaBn from '../../common/schemaBn';

/** Every piece of text the app shows from a schema: what translateSchema passes through its translator. */
function schemaTexts(): Map<string, string> {
  const found = new Map<string, string>();
  for (const [path, schema] of Object.entries(servedSchemas)) {
    translateSchema(schema, (text) => {
      if (!found.has(text)) found.set(text, path);
      return text;
    });
  }
  return found;
}

describe('a resource\'s text', () => {
  it('has Bangla for every string the server\'s schemas carry', () => {
    const missing = [...schemaTexts()].filter(([text]) => !schemaBn[text]).map(([text, path]) => `${path}: ${text}`);
    expect(missing).toEqual([]);
  });

  it('has Bangla for every registered title and singular, which match the server\'s declaration', () => {
    for (const entry of registry) {
      // Screens that are not engine resources (contents, settings) have no declaration to match.
      if (!entry.ownScreen) {
        const served = servedSchemas[entry.path];
        expect({ title: entry.title, singular: entry.singular }, entry.path).toEqual({ title: served?.title, singular: served?.singular });
      }
      expect(schemaBn[entry.title], entry.title).toBeTruthy();
      expect(schemaBn[entry.singular], entry.singular).toBeTruthy();
    }
  });
});
