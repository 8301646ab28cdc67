import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslate } from 'react-admin';
import type { ViewProps } from './types';

interface Attribute {
  label?: unknown;
  value?: unknown;
}

export function CustomAttributeView({ value }: ViewProps) {
  const translate = useTranslate();
  const attributes = (Array.isArray(value) ? value : []) as Attribute[];
  return (
    <Table size="small" sx={{ maxWidth: 480 }}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('engine.form.attribute.label')}</TableCell>
          <TableCell>{translate('engine.form.attribute.value')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {attributes.map((attribute, index) => (
          <TableRow key={index}>
            <TableCell>{String(attribute.label ?? '')}</TableCell>
            <TableCell>{String(attribute.value ?? '')}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
