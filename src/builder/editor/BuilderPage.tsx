// Puck's styles without their @import of a web font from rsms.me: the admin loads nothing from third parties for itself.
import '@puckeditor/core/no-external.css';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { Puck, useGetPuck, type Data, type Overrides } from '@puckeditor/core';
import { useDataProvider, useLocale, useNotify, useTranslate } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { DISPLAY_WIDTHS } from '../../../common/pageStyle';
import { useShop } from '../../shop';
import type { ApiDataProvider } from '../../dataProvider';
import type { PageMetadata } from '../blocks/types';
import { createPageConfig } from '../config/pageConfig';
import type { ContentDraft } from '../../../common/wire/content';
import { contentApi, errorMessage, isConflict, toPuckData } from '../contentApi';
import { pageName } from '../pageNames';
import { adminDataSource } from './adminDataSource';
import { BuilderHeader } from './BuilderHeader';
import { BuilderSessionContext, type BuilderSession } from './BuilderSession';
import { VIEWPORTS } from './displayModes';
import { StaleSaveDialog } from './StaleSaveDialog';
import { useFrameTitle } from './useFrameTitle';
import { VersionsDialog } from './VersionsDialog';

const TYPE = 'builder' as const;

/** Reads Puck's current data from inside <Puck>, for the save buttons outside its render cycle. */
function DataReader({ readerRef }: { readerRef: { current: (() => Data) | null } }) {
  const getPuck = useGetPuck();
  useEffect(() => {
    readerRef.current = () => getPuck().appState.data;
  }, [getPuck, readerRef]);
  return null;
}

/**
 * The page builder for one content page (`/contents/:path/builder`): Puck
 * with the shared page config, in a layout of its own (no sidebar). Loaded
 * lazily, so its code, styles and fonts reach the browser only when a page
 * is opened in it.
 */
export default function BuilderPage() {
  const { path = 'home' } = useParams();
  const translate = useTranslate();
  const locale = useLocale();
  const notify = useNotify();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<ApiDataProvider>();
  const { currency } = useShop();

  const [draft, setDraft] = useState<ContentDraft<unknown> | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  // Bumped to open Puck afresh on other data (their version, a restored one).
  const [generation, setGeneration] = useState(0);
  const [version, setVersion] = useState(0);
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const [stale, setStale] = useState(false);
  const [versionsOpen, setVersionsOpen] = useState(false);
  const readData = useRef<(() => Data) | null>(null);
  const loadedData = useRef<Data | null>(null);

  const load = useCallback(async () => {
    try {
      const answer = await contentApi.get<unknown>(dataProvider.call, path);
      loadedData.current = toPuckData(answer.data);
      setDraft(answer);
      setVersion(answer.version);
      setDirty(false);
      setGeneration((g) => g + 1);
    } catch (e) {
      setLoadError(errorMessage(e));
    }
  }, [dataProvider, path]);

  useEffect(() => {
    void load();
  }, [load]);

  // Labels follow the staff's language; a new config only when it changes.
  const config = useMemo(() => createPageConfig((key) => translate(key)), [translate, locale]); // eslint-disable-line react-hooks/exhaustive-deps
  const metadata = useMemo<PageMetadata>(
    () => ({
      dataSource: adminDataSource(dataProvider, currency.symbol),
      notes: {
        loading: translate('builder.notes.loading'),
        noProducts: translate('builder.notes.no_products'),
        productsUnavailable: translate('builder.notes.products_unavailable'),
        chooseSource: translate('builder.notes.choose_source'),
        noItems: translate('builder.notes.no_items'),
      },
    }),
    [dataProvider, currency.symbol, translate],
  );

  const save = useCallback(
    async (baseVersion: number): Promise<boolean> => {
      const data = readData.current?.();
      if (!data) return false;
      setSaving(true);
      try {
        const answer = await contentApi.save<unknown>(dataProvider.call, path, TYPE, { data, version: baseVersion });
        setVersion(answer.version);
        setDraft((previous) => (previous ? { ...previous, ...answer, data } : answer));
        setDirty(false);
        return true;
      } catch (e) {
        if (isConflict(e)) setStale(true);
        else notify('builder.save.error', { type: 'error', messageArgs: { message: errorMessage(e) } });
        return false;
      } finally {
        setSaving(false);
      }
    },
    [dataProvider, notify, path],
  );

  const saveDraft = useCallback(async () => {
    if (await save(version)) notify('builder.save.saved', { type: 'success' });
  }, [notify, save, version]);

  const publish = useCallback(async () => {
    if (!(await save(version))) return;
    setSaving(true);
    try {
      const answer = await contentApi.publish(dataProvider.call, path);
      setDraft((previous) =>
        previous
          ? {
              ...previous,
              publishedVersion: answer.publishedVersion ?? previous.publishedVersion,
              hasUnpublishedChanges: answer.hasUnpublishedChanges ?? false,
            }
          : previous,
      );
      notify('builder.save.published', { type: 'success' });
    } catch (e) {
      notify('builder.save.error', { type: 'error', messageArgs: { message: errorMessage(e) } });
    } finally {
      setSaving(false);
    }
  }, [dataProvider, notify, path, save, version]);

  const saveMineOverTheirs = useCallback(async () => {
    setStale(false);
    try {
      // Deliberately on top of their version: the person chose to replace it.
      const latest = await contentApi.get<unknown>(dataProvider.call, path);
      if (await save(latest.version)) notify('builder.save.saved', { type: 'success' });
    } catch (e) {
      notify('builder.save.error', { type: 'error', messageArgs: { message: errorMessage(e) } });
    }
  }, [dataProvider, notify, path, save]);

  const restore = useCallback(
    async (restored: number) => {
      await contentApi.restore(dataProvider.call, path, restored);
      await load();
      notify('builder.versions.restored', { type: 'success', messageArgs: { version: restored } });
    },
    [dataProvider, load, notify, path],
  );

  const session = useMemo<BuilderSession>(
    () => ({
      path,
      pageName: pageName(path, translate, draft?.title),
      publishedVersion: draft?.publishedVersion ?? null,
      unpublished: dirty || draft?.hasUnpublishedChanges !== false,
      dirty,
      saving,
      saveDraft: () => void saveDraft(),
      publish: () => void publish(),
      openVersions: () => setVersionsOpen(true),
      exit: () => navigate('/contents'),
    }),
    [path, translate, draft?.title, draft?.publishedVersion, draft?.hasUnpublishedChanges, dirty, saving, saveDraft, publish, navigate],
  );

  const overrides = useMemo<Partial<Overrides>>(
    () => ({
      header: () => (
        <>
          <DataReader readerRef={readData} />
          <BuilderHeader />
        </>
      ),
    }),
    [],
  );
  // Puck's preview frame, titled for screen readers (set once the editor is drawn, after loading).
  const editor = useFrameTitle(translate('builder.preview', { page: session.pageName }));
  const onChange = useCallback((data: Data) => {
    if (data !== loadedData.current) setDirty(true);
  }, []);

  if (loadError) {
    return (
      <Alert severity="error" sx={{ m: 2 }}>
        {translate('builder.load_error', { message: loadError })}
      </Alert>
    );
  }
  if (!draft || !loadedData.current) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', height: '100vh' }} role="status">
        <CircularProgress aria-label={translate('builder.loading')} />
      </Box>
    );
  }

  return (
    <BuilderSessionContext.Provider value={session}>
      <Box
        ref={editor}
        sx={{
          height: '100vh',
          display: 'flex',
          flexDirection: 'column',
          // The drawer's category headings (Layout, Content) are Puck's muted grey, 4.4:1 on its pale
          // drawer (axe color-contrast); its secondary grey reads at 6.9:1. Puck offers this variable for it.
          '--puck-drawer-category-color-text': 'var(--puck-color-text-secondary)',
        }}
      >
        <Puck
          key={generation}
          config={config}
          data={loadedData.current}
          onChange={onChange}
          overrides={overrides}
          viewports={VIEWPORTS}
          ui={{
            viewports: {
              current: { width: DISPLAY_WIDTHS.lg, height: 'auto' },
              controlsVisible: false,
              options: VIEWPORTS.map((v) => ({ ...v, height: 'auto' })),
            },
          }}
          metadata={metadata}
          height="100vh"
        />
      </Box>
      {stale && (
        <StaleSaveDialog
          onKeepEditing={() => setStale(false)}
          onLoadTheirs={() => {
            setStale(false);
            void load();
          }}
          onSaveMine={() => void saveMineOverTheirs()}
        />
      )}
      {versionsOpen && (
        <VersionsDialog path={path} publishedVersion={draft.publishedVersion ?? null} onClose={() => setVersionsOpen(false)} onRestore={restore} />
      )}
    </BuilderSessionContext.Provider>
  );
}
