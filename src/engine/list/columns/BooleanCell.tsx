import { useTranslate } from 'react-admin';
import type { CellProps } from './CellProps';
import { cellClasses } from './cellStyles';
import { PlainIcon } from './PlainIcon';

/** On is green, off is red (spec §4); the word says it for those who do not see colour. */
export const BooleanCell = ({ value }: CellProps) => {
  const translate = useTranslate();
  if (value == null) return null;
  const on = value === true || value === 'true';
  // A plain span rather than a Chip or a styled component (see cellStyles).
  return (
    <span className={`${cellClasses.flag} ${on ? 'on' : 'off'}`}>
      <PlainIcon name={on ? 'checkCircle' : 'cancel'} />
      {translate(on ? 'engine.list.cell.yes' : 'engine.list.cell.no')}
    </span>
  );
};
