import { Show, TopToolbar } from 'react-admin';
import type { ResourceSchema } from '../../../common/schema';
import { ResourcePage, useScreenTitle } from '../ResourceScreen';
import { EditRecordButton } from './EditRecordButton';
import { HistoryButton } from './HistoryButton';
import { ResourceView } from './ResourceView';

function ShowPage({ schema, id }: { schema: ResourceSchema; id: string }) {
  return (
    <Show
      id={id}
      emptyWhileLoading
      title={useScreenTitle(schema, 'engine.show.title')}
      actions={
        <TopToolbar>
          <HistoryButton />
          <EditRecordButton />
        </TopToolbar>
      }
      sx={{ '& .RaShow-card': { p: 2 } }}
    >
      <ResourceView schema={schema} />
    </Show>
  );
}

/** `/{path}/:id` (and, through ViewItemPage, `/view/{path}/:id`): the record's detail view. */
export function EngineShow() {
  return <ResourcePage>{(schema, id) => id && <ShowPage schema={schema} id={id} />}</ResourcePage>;
}
