import { Card, CardActionArea, CardContent, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { createElement } from 'react';
import { useDataProvider, useLocale, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { toBanglaDigits } from '../../common/money';
import type { ApiDataProvider } from '../dataProvider/types';
import { listPath } from '../engine/paths';
import { useSpecText } from '../i18n/useSpecText';
import type { RegistryEntry } from '../resources/registry';

/** One screen on the dashboard: its title and how many records it holds, linking to its list. */
export const CountCard = ({ entry }: { entry: RegistryEntry }) => {
  const translate = useTranslate();
  const locale = useLocale();
  const dataProvider = useDataProvider<ApiDataProvider>();
  const { data: count, isPending, isError } = useQuery({
    queryKey: [entry.path, 'getCount'],
    queryFn: () => dataProvider.getCount(entry.path),
  });
  const title = useSpecText()(entry.title);
  const shown = count === undefined ? '' : locale === 'bn' ? toBanglaDigits(String(count)) : String(count);

  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea
        component={Link}
        to={listPath(entry.path)}
        aria-label={isPending || isError ? title : translate('app.dashboard.open', { name: title, count: shown })}
        sx={{ height: '100%' }}
      >
        <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          {createElement(entry.icon, { color: 'primary', fontSize: 'large' })}
          <div>
            <Typography variant="body2" color="text.secondary">
              {title}
            </Typography>
            {isPending ? (
              <Skeleton width={48} height={36} />
            ) : isError ? (
              <Typography variant="body2" color="error">
                {translate('app.dashboard.count_error')}
              </Typography>
            ) : (
              <Typography variant="h5" component="p">
                {shown}
              </Typography>
            )}
          </div>
        </CardContent>
      </CardActionArea>
    </Card>
  );
};
