import { Box, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { AsOf } from './AsOf';

interface WidgetCardProps {
  title: string;
  asOf?: string;
  /** A link or button beside the title (View all). */
  action?: ReactNode;
  children: ReactNode;
}

/** A dashboard or report widget: a titled section, its figures, and when they were read. */
export function WidgetCard({ title, asOf, action, children }: WidgetCardProps) {
  return (
    <Card variant="outlined" component="section" aria-label={title} sx={{ height: '100%' }}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {title}
          </Typography>
          {action}
        </Box>
        <AsOf at={asOf} />
        <Box sx={{ mt: 1 }}>{children}</Box>
      </CardContent>
    </Card>
  );
}
