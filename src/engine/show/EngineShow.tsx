import { Show, TopToolbar, useResourceContext, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { ResourceSchema } from '../../../common/schema';
import { useSingularName } from '../form/useSingularName';
import { WithSchema } from '../form/WithSchema';
import { EditRecordButton } from './EditRecordButton';
import { HistoryButton } from './HistoryButton';
import { ResourceView } from './ResourceView';

function ShowPage({ schema, id }: { schema: ResourceSchema; id: string }) {
  const translate = useTranslate();
  const singular = useSingularName(schema);
  return (
    <Show
      id={id}
      emptyWhileLoading
      title={translate('engine.show.title', { name: singular })}
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
  const resource = useResourceContext();
  const { id } = useParams<'id'>();
  if (!id) return null;
  return <WithSchema resource={resource}>{(schema) => <ShowPage schema={schema} id={id} />}</WithSchema>;
}
