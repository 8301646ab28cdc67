import { useTranslate } from 'react-admin';
import { flagValue } from '../../../../common/fieldFlag';
import type { CellProps } from './CellProps';
import { cellClasses } from './cellStyles';
import { PlainIcon } from './PlainIcon';

/**
 * On is green, off is red (spec §4); the word says it for those who do not see colour. A flag named
 * for a refusal reads in its own words, the good one green ("Allowed", "Refused").
 */
export const BooleanCell = ({ field, value }: CellProps) => {
  const translate = useTranslate();
  if (value == null) return null;
  const { word, good } = flagValue(field, value, translate('engine.list.cell.yes'), translate('engine.list.cell.no'));
  // A plain span rather than a Chip or a styled component (see cellStyles).
  return (
    <span className={`${cellClasses.flag} ${good ? 'on' : 'off'}`}>
      <PlainIcon name={good ? 'checkCircle' : 'cancel'} />
      {word}
    </span>
  );
};
