import builderEn from '../../i18n/builder.en';

type Tree = { [key: string]: string | Tree };

/** English text of a builder message key, for renderers with no i18n of their own (a storefront). */
export function englishLabel(key: string): string {
  const found = key
    .split('.')
    .reduce<string | Tree | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), builderEn as unknown as Tree);
  return typeof found === 'string' ? found : key;
}
