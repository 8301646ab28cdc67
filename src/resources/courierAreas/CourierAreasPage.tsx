import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import AddLocationAltIcon from '@mui/icons-material/AddLocationAlt';
import SyncIcon from '@mui/icons-material/Sync';
import { useState } from 'react';
import { useCanAccess, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { ApiDataProvider } from '../../dataProvider';
import type { CustomPageProps } from '../../engine/parts';
import { useNotifyError } from '../../engine/list/useNotifyError';
import { MapAreaDialog } from './MapAreaDialog';
import type { MappingStart } from './mappingStart';
import { UnmappedPlaces } from './UnmappedPlaces';

/**
 * The couriers' areas (issue 37): the generated list of mappings, with what
 * a spec cannot say above it: reading the couriers' lists again, mapping a
 * place from scratch, and the places each courier cannot reach yet.
 */
export function CourierAreasPage({ Generated }: CustomPageProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const dataProvider = useDataProvider<ApiDataProvider>();
  const { canAccess: mayEdit } = useCanAccess({ resource: 'deliveries', action: 'edit' });
  const [start, setStart] = useState<MappingStart | null>(null);
  const [reading, setReading] = useState(false);

  const readLists = async () => {
    setReading(true);
    try {
      await dataProvider.request('POST /deliveries/courier-areas/refresh');
      // The read runs as a job (Pathao's zones take minutes): the list shows its rows once it is done.
      notify('courierAreas.refresh.done', { type: 'info' });
    } catch (error) {
      notifyError(error);
    } finally {
      setReading(false);
    }
  };

  return (
    <>
      {mayEdit && (
        <Box
          component="section"
          aria-label={translate('resources.courier-area-map.name', { smart_count: 2 })}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, px: 2, pt: 1 }}
        >
          <Button variant="outlined" size="small" startIcon={<SyncIcon />} onClick={readLists} loading={reading}>
            {translate('courierAreas.refresh.button')}
          </Button>
          <Button variant="outlined" size="small" startIcon={<AddLocationAltIcon />} onClick={() => setStart({})}>
            {translate('courierAreas.map.button')}
          </Button>
        </Box>
      )}
      <UnmappedPlaces onMap={mayEdit ? setStart : undefined} />
      <Generated />
      {start && <MapAreaDialog start={start} onClose={() => setStart(null)} />}
    </>
  );
}
