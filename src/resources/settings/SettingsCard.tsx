import { Button, Card, CardActions, CardContent, CardHeader, Grid, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Confirm, Form, RecordContextProvider, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import type { SettingsCard as CardName } from '../../../common/settings';
import type { SettingsChange, ShopSettings } from '../../../common/wire/settings';
import { SELF_QUERY_KEY } from '../../authProvider/session';
import type { ApiDataProvider } from '../../dataProvider';
import { fieldErrors } from '../../engine/describeError';
import { FieldInput } from '../../engine/fields';
import { preventEnterSubmit } from '../../engine/form/preventEnterSubmit';
import { LabelledValue } from '../../engine/show';
import { cardFields } from './settingsFields';

export const SETTINGS_QUERY_KEY = ['settings'] as const;

const KEEP_TYPED = { keepDirtyValues: true } as const;

interface SettingsCardProps {
  card: CardName;
  settings: ShopSettings;
  canEdit: boolean;
  /** Told whether the card holds changes not confirmed yet, so the page can ask before it is left. */
  onUnsavedChange: (card: CardName, unsaved: boolean) => void;
}

/** The card's Discard: closes the card, asking first when it holds changes. */
function DiscardButton({ title, onDiscard }: { title: string; onDiscard: () => void }) {
  const translate = useTranslate();
  const { isDirty } = useFormState();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button onClick={() => (isDirty ? setAsking(true) : onDiscard())}>{translate('settings.discard')}</Button>
      <Confirm
        isOpen={asking}
        title="settings.leave.title"
        content="settings.leave.card"
        contentTranslateOptions={{ card: title }}
        confirm="settings.leave.discard"
        cancel="settings.leave.stay"
        onConfirm={onDiscard}
        onClose={() => setAsking(false)}
      />
    </>
  );
}

/** Tells the page whether the form has changes, and that it has none once it closes. */
function ReportUnsaved({ onChange }: { onChange: (unsaved: boolean) => void }) {
  const { isDirty } = useFormState();
  useEffect(() => {
    onChange(isDirty);
  }, [isDirty, onChange]);
  useEffect(() => () => onChange(false), [onChange]);
  return null;
}

/**
 * One settings card (spec §2.6): the values as text, and after Edit the
 * inputs with Confirm and Discard. Confirm sends only what changed; a value
 * the server refuses shows under its field and nothing is saved. Discard, or
 * leaving the page, with changes asks first.
 */
export function SettingsCard({ card, settings, canEdit, onUnsavedChange }: SettingsCardProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<ApiDataProvider>();
  const [editing, setEditing] = useState(false);
  const fields = useMemo(() => cardFields(card, translate), [card, translate]);
  const record = useMemo(() => ({ id: 'settings', ...settings }), [settings]);
  const title = translate(`settings.cards.${card}.title`);
  const titleId = `settings-${card}-title`;
  const reportUnsaved = useCallback((unsaved: boolean) => onUnsavedChange(card, unsaved), [card, onUnsavedChange]);

  const save = async (values: Record<string, unknown>) => {
    // The card's fields are keys of the settings (settingsFields.ts); the server checks each value.
    const changed: SettingsChange = Object.fromEntries(
      fields
        .map((f) => f.key)
        .filter((key) => values[key] !== record[key as keyof typeof record])
        .map((key) => [key, values[key] ?? null]),
    );
    if (Object.keys(changed).length === 0) {
      setEditing(false);
      return undefined;
    }
    try {
      const answer = await dataProvider.request('PUT /settings', { body: changed });
      queryClient.setQueryData(SETTINGS_QUERY_KEY, answer);
      // The shop's name, currency symbol and time zone come to every screen through auth/self.
      await queryClient.invalidateQueries({ queryKey: SELF_QUERY_KEY });
      notify('settings.updated', { type: 'success' });
      setEditing(false);
      return undefined;
    } catch (error) {
      // The message names the field by its label (the data provider's headline); the form shows each error under its field.
      notify((error as Error).message || 'settings.error', { type: 'error' });
      return fieldErrors(error);
    }
  };

  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId}>
      <CardHeader title={title} subheader={translate(`settings.cards.${card}.help`)} slotProps={{ title: { id: titleId, component: 'h2', variant: 'h6' } }} />
      {editing ? (
        // keepDirtyValues: settings fetched again while the card is open (another tab saved) must not wipe what is typed.
        <Form record={record} onSubmit={save} sanitizeEmptyValues={false} resetOptions={KEEP_TYPED}>
          <ReportUnsaved onChange={reportUnsaved} />
          <CardContent onKeyDown={preventEnterSubmit}>
            {fields.map((field) => (
              <FieldInput key={field.key} field={field} mode="edit" />
            ))}
          </CardContent>
          <CardActions sx={{ justifyContent: 'flex-end' }}>
            <DiscardButton title={title} onDiscard={() => setEditing(false)} />
            <Button type="submit" variant="contained">
              {translate('settings.confirm')}
            </Button>
          </CardActions>
        </Form>
      ) : (
        <>
          <CardContent>
            <RecordContextProvider value={record}>
              <Grid container spacing={2}>
                {fields.map((field) => (
                  <LabelledValue key={field.key} field={field} />
                ))}
              </Grid>
              {card === 'money' && (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
                  {translate('settings.cards.money.decimals')}
                </Typography>
              )}
            </RecordContextProvider>
          </CardContent>
          {canEdit && (
            <CardActions sx={{ justifyContent: 'flex-end' }}>
              <Button onClick={() => setEditing(true)} aria-label={translate('settings.edit_card', { card: title })}>
                {translate('settings.edit')}
              </Button>
            </CardActions>
          )}
        </>
      )}
    </Card>
  );
}
