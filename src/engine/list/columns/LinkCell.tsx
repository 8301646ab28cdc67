import { useTranslate } from 'react-admin';
import { isLink, linkText } from '../../fields/link/linkText';
import type { CellProps } from './CellProps';

/** A link object as `Category: men-fashion`, or the external address. */
export const LinkCell = ({ value }: CellProps) => {
  const translate = useTranslate();
  return isLink(value) ? <>{linkText(value, translate)}</> : null;
};
