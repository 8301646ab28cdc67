import { Box, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { AsOf } from './AsOf';
import type { FigureKey } from './figureKeys';
import { FigureName } from './FigureName';

interface WidgetCardProps {
  title: string;
  /** The figure the widget shows, when it is one: its title then says what it is (figures.{key}). */
  figure?: FigureKey;
  asOf?: string;
  /** A link or button beside the title (View all). */
  action?: ReactNode;
  children: ReactNode;
}

/** A dashboard or report widget: a titled section, its figures, and when they were read. */
export function WidgetCard({ title, figure, asOf, action, children }: WidgetCardProps) {
  return (
    <Card variant="outlined" component="section" aria-label={title} sx={{ height: '100%' }}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            <FigureName name={title} figure={figure} />
          </Typography>
          {action}
        </Box>
        <AsOf at={asOf} />
        <Box sx={{ mt: 1 }}>{children}</Box>
      </CardContent>
    </Card>
  );
}
