import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useLocale, useTranslate } from 'react-admin';
import type { ImportColumnInfo } from '../../../../common/wire/catalogue';
import type { ApiDataProvider } from '../../../dataProvider';

/** One group of columns as a list of chips; a column a new product needs is marked `*`. */
function ColumnGroup({ title, columns }: { title: string; columns: ImportColumnInfo[] }) {
  const translate = useTranslate();
  return (
    <Box component="section" aria-label={title} sx={{ mt: 1 }}>
      <Typography variant="subtitle2" component="h3">
        {title}
      </Typography>
      <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, listStyle: 'none', p: 0, m: 0, mt: 0.5 }}>
        {columns.map((column) => (
          <li key={column.key}>
            <Chip
              size="small"
              variant={column.required ? 'filled' : 'outlined'}
              label={column.required ? `${column.header} *` : column.header}
              aria-label={column.required ? translate('catalogue.import.required', { column: column.header }) : column.header}
            />
          </li>
        ))}
      </Box>
    </Box>
  );
}

/**
 * The columns the import reads, as the server reads them (`GET
 * products/import/columns`, headed in the chosen language): the product's,
 * then a variation's.
 */
export function ImportColumnsList() {
  const translate = useTranslate();
  const locale = useLocale();
  const dataProvider = useDataProvider<ApiDataProvider>();
  const { data } = useQuery({
    // The headers are in the chosen language (Accept-Language).
    queryKey: ['products-import-columns', locale],
    queryFn: () => dataProvider.request('GET /products/import/columns'),
    staleTime: Infinity,
  });
  return (
    <Box component="section" aria-label={translate('catalogue.import.columns')} sx={{ mb: 2 }}>
      <Typography variant="subtitle1" component="h2">
        {translate('catalogue.import.columns')}
      </Typography>
      {data ? (
        <>
          <ColumnGroup title={translate('catalogue.import.product_columns')} columns={data.filter((c) => !c.variation)} />
          <ColumnGroup title={translate('catalogue.import.variation_columns')} columns={data.filter((c) => c.variation)} />
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
            {translate('catalogue.import.required_note')}
          </Typography>
        </>
      ) : (
        <Skeleton variant="rounded" height={96} aria-hidden />
      )}
    </Box>
  );
}
