import type { LinkObject } from '../../../../common/pageStyle';

export const isLink = (value: unknown): value is LinkObject =>
  typeof value === 'object' && value !== null && typeof (value as LinkObject).type === 'string' && typeof (value as LinkObject).href === 'string';

/** `Category: men-fashion` in the reader's language. */
export const linkText = (link: LinkObject, translate: (key: string) => string) =>
  link.type === 'external' ? link.href : `${translate(`engine.form.link.types.${link.type}`)}: ${link.href}`;
