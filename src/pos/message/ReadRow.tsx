import { Alert, Box, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';

interface Props {
  label: string;
  /** What was read, or null when nothing was. */
  value?: ReactNode;
  /** Why the field is not read, or null when it is: the row is then marked for staff to check. */
  why?: string[];
  children?: ReactNode;
}

/**
 * One field of a message read, named by its label for screen readers (a
 * group). A field not read, or read with a doubt, carries the warning colour
 * and says why, so nothing unread passes for read.
 */
export function ReadRow({ label, value, why = [], children }: Props) {
  const id = useId();
  const unread = why.length > 0;
  return (
    <Box
      role="group"
      aria-labelledby={id}
      data-read={unread ? 'unread' : 'read'}
      sx={{ pl: 1.5, py: 0.5, borderLeft: 4, borderColor: unread ? 'warning.main' : 'success.light' }}
    >
      <Typography id={id} variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      {value !== undefined && value !== null && value !== '' && (
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {value}
        </Typography>
      )}
      {children}
      {why.map((text) => (
        // A note, not an alert: the whole list is read at once, and a screen reader should not interrupt with each line.
        <Alert key={text} severity="warning" role="note" sx={{ py: 0, mt: 0.5 }}>
          {text}
        </Alert>
      ))}
    </Box>
  );
}
