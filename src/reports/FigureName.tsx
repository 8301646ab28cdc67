import { Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { FigureKey } from './figureKeys';

interface FigureNameProps {
  /** The figure's name as the screen writes it (a card's title, a column's heading). */
  name: string;
  figure: FigureKey | undefined;
}

/**
 * A figure's name that says what the figure is (issue 33): its meaning
 * (`figures.{key}`) shows on hover or keyboard focus and is the name's
 * accessible description, so a screen reader reads it too. A name without a
 * figure (a product, a phone) is plain text.
 */
export function FigureName({ name, figure }: FigureNameProps) {
  const translate = useTranslate();
  if (!figure) return <>{name}</>;
  return (
    <Tooltip title={translate(`figures.${figure}`)} describeChild enterDelay={300} arrow>
      <span tabIndex={0} data-figure={figure} style={{ textDecoration: 'underline dotted', textUnderlineOffset: 3, cursor: 'help' }}>
        {name}
      </span>
    </Tooltip>
  );
}
