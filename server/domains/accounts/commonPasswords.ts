/**
 * The most common passwords (ASVS 2.1.7): the 49,233 of
 * `@zxcvbn-ts/language-common` (MIT), shipped with the server. The list is
 * large, so it is read on the first password set, not at start-up, and kept
 * as one Set of lower-cased entries: case changes do not make a password less guessable.
 */
let common: Promise<Set<string>> | undefined;

function load(): Promise<Set<string>> {
  common ??= import('@zxcvbn-ts/language-common').then(({ dictionary }) => new Set((dictionary['passwords-common'] as string[]).map((p) => p.toLowerCase())));
  return common;
}

export async function isCommonPassword(password: string): Promise<boolean> {
  return (await load()).has(password.toLowerCase());
}
