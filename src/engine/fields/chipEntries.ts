import { addTag } from '../../../common/slug';

/** How a list input turns what was typed into its entries: `known` are the suggestions offered. */
export type AddEntry = (entries: readonly string[], typed: string, known: readonly string[]) => string[];

/**
 * A free entry (a size, a colour): trimmed, in the spelling of the suggestion
 * it matches whatever the case ("xl" is the shop's "XL"), and not added
 * twice, whatever the case.
 */
export const addEntry: AddEntry = (entries, typed, known) => {
  const text = typed.trim().replace(/\s+/g, ' ');
  if (text === '') return [...entries];
  const same = (other: string) => other.toLocaleLowerCase() === text.toLocaleLowerCase();
  if (entries.some(same)) return [...entries];
  return [...entries, known.find(same) ?? text];
};

/** A tag (spec §5): lower case with hyphens, as common/slug.ts makes it. */
export const addTagEntry: AddEntry = (entries, typed) => addTag(entries, typed);
