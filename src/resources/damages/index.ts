import { lazyPart, registerField } from '../../engine/parts';

/** Damages (issue 21): the variation of the chosen product is picked from its variations (`product-variation`). */
export function registerDamageParts(): void {
  registerField('product-variation', { input: lazyPart(() => import('./ProductVariationInput'), 'ProductVariationInput') });
}
