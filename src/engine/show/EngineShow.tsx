import { Show, TopToolbar } from 'react-admin';
import type { ResourceSpec } from '../../../common/resourceSpec';
import { ResourcePage, useScreenTitle } from '../ResourceScreen';
import { EditRecordButton } from './EditRecordButton';
import { HistoryButton } from './HistoryButton';
import { RecordActions } from './RecordActions';
import { ResourceView } from './ResourceView';

function ShowPage({ spec, id }: { spec: ResourceSpec; id: string }) {
  return (
    <Show
      id={id}
      emptyWhileLoading
      title={useScreenTitle(spec, 'engine.show.title')}
      actions={
        <TopToolbar>
          <RecordActions spec={spec} />
          <HistoryButton />
          <EditRecordButton spec={spec} />
        </TopToolbar>
      }
      sx={{ '& .RaShow-card': { p: 2 } }}
    >
      <ResourceView spec={spec} />
    </Show>
  );
}

/** `/{path}/:id` (and, through ViewItemPage, `/view/{path}/:id`): the record's detail view. */
export function EngineShow() {
  return <ResourcePage>{(spec, id) => id && <ShowPage spec={spec} id={id} />}</ResourcePage>;
}
