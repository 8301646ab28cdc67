import { describe, expect, it } from 'vitest';
import { translateSpec } from '../engine/translateSpec';
import { registry } from '../resources/registry';
import { servedSpecs } from '../test/fixtures/servedSpecs';
import resourceSpecBn from '../../common/resourceSpecBn';

/** Every piece of text the app shows from a spec: what translateSpec passes through its translator. */
function specTexts(): Map<string, string> {
  const found = new Map<string, string>();
  for (const [path, spec] of Object.entries(servedSpecs)) {
    translateSpec(spec, (text) => {
      if (!found.has(text)) found.set(text, path);
      return text;
    });
  }
  return found;
}

describe("a resource's text", () => {
  it("has Bangla for every string the server's specs carry", () => {
    const missing = [...specTexts()].filter(([text]) => !resourceSpecBn[text]).map(([text, path]) => `${path}: ${text}`);
    expect(missing).toEqual([]);
  });

  it("has Bangla for every registered title and singular, which match the server's declaration", () => {
    for (const entry of registry) {
      // Screens that are not engine resources (contents, settings) have no declaration to match.
      if (!entry.ownScreen) {
        const served = servedSpecs[entry.path];
        expect({ title: entry.title, singular: entry.singular }, entry.path).toEqual({ title: served?.title, singular: served?.singular });
      }
      expect(resourceSpecBn[entry.title], entry.title).toBeTruthy();
      expect(resourceSpecBn[entry.singular], entry.singular).toBeTruthy();
    }
  });
});
