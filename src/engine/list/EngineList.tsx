import { Card } from '@mui/material';
import { useMemo } from 'react';
import { ListBase, useResourceContext } from 'react-admin';
import { DEFAULT_LIMIT, DEFAULT_SORT } from '../../../common/resourceSpec';
import { useResourceSpec } from '../useResourceSpec';
import { ListPage } from './ListPage';
import { sortFromParam } from './sortFromParam';
import { ErrorCard } from './states/ErrorCard';
import { ListSkeleton } from './states/ListSkeleton';

// A failed list fetch shows the error card in the table's place (spec §8);
// a toast on top would say it twice.
const listQueryOptions = { onError: () => undefined };

/** The list page of any resource, built from the spec the server serves for it. */
export const EngineList = () => {
  const resource = useResourceContext();
  const { data: spec, error, refetch } = useResourceSpec(resource);
  const defaultSort = spec?.defaultSort || DEFAULT_SORT;
  const sort = useMemo(() => sortFromParam(defaultSort), [defaultSort]);

  if (error) {
    return (
      <Card variant="outlined" sx={{ my: 2 }}>
        <ErrorCard error={error} onRetry={() => void refetch()} />
      </Card>
    );
  }
  if (!spec) return <ListSkeleton columns={5} />;
  return (
    <ListBase resource={resource} perPage={DEFAULT_LIMIT} sort={sort} queryOptions={listQueryOptions}>
      <ListPage spec={spec} />
    </ListBase>
  );
};
