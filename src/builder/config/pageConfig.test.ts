import { describe, expect, it } from 'vitest';
import { PAGE_BLOCKS, PAGE_ROOT_FIELDS } from '../../../common/pageBlocks';
import { createPageConfig } from './pageConfig';

/** The server checks saved pages against common/pageBlocks.ts: the editor must offer exactly what is declared there. */
describe('the builder’s blocks', () => {
  const config = createPageConfig();

  it('are the blocks the server accepts, each with exactly its declared props', () => {
    expect(Object.keys(config.components).sort()).toEqual(Object.keys(PAGE_BLOCKS).sort());
    for (const [type, component] of Object.entries(config.components)) {
      const declared = Object.keys(PAGE_BLOCKS[type as keyof typeof PAGE_BLOCKS]).sort();
      expect(Object.keys(component.fields ?? {}).sort(), type).toEqual(declared);
      // A default the server would refuse would make every new block unsaveable.
      for (const prop of Object.keys(component.defaultProps ?? {})) expect(declared, `${type}.${prop}`).toContain(prop);
    }
    expect(Object.keys(config.root?.fields ?? {}).sort()).toEqual(Object.keys(PAGE_ROOT_FIELDS).sort());
  });
});
