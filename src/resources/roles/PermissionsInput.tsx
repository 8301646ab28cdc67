import { useMemo, useRef } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { FieldTitle, InputHelperText, useGetIdentity, useInput, usePermissions, useRecordContext, useTranslate } from 'react-admin';
import { ACTIONS, ALL, grantsBeyond } from '../../../common/permissions';
import type { Identity } from '../../authProvider/authProvider';
import { useSpecText } from '../../i18n/useSpecText';
import { registry } from '../registry';
import { permissionRows, togglePermission } from './permissionMatrix';
import { useInputProps, type FieldInputProps } from '../../engine/parts';

const humanize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1).replace(/[-_]/g, ' ');

/**
 * A role's permissions: a checkbox per resource (rows) and action (columns),
 * plus the "All permissions (*)" switch, which keeps the detailed choice to
 * give back when it is turned off. What the editor may not grant (beyond their
 * own permissions, the server's rule) is locked, with a line saying why; the
 * role the editor holds is locked whole. The server refuses either way.
 */
export function PermissionsInput(props: FieldInputProps) {
  const { source, label, validate, disabled, helperText } = useInputProps(props);
  const translate = useTranslate();
  const schemaText = useSpecText();
  const { id, field, fieldState, isRequired } = useInput({ source, validate, disabled });
  const held: string[] = Array.isArray(field.value) ? field.value : [];
  const all = held.includes(ALL);
  const beforeAll = useRef<string[]>(all ? [] : held);
  const rows = useMemo(() => permissionRows(props.field.options ?? []), [props.field.options]);
  // Unknown (no one signed in, as in a bare form test): nothing is locked here, the server still decides.
  const { permissions: mine } = usePermissions<string[] | undefined>();
  const { identity } = useGetIdentity();
  const record = useRecordContext();
  const ownRole = record?.id !== undefined && (identity as Identity | undefined)?.roleId === record.id;
  const locked = (permission: string) => ownRole || (Array.isArray(mine) && grantsBeyond([permission], mine).length > 0);
  const anyLocked = ownRole || locked(ALL);
  const hasOthers = rows.some((row) => row.others.length > 0);
  const resourceName = (resource: string) => {
    const title = registry.find((entry) => entry.path === resource)?.title;
    return title ? schemaText(title) : translate(`engine.form.permissions.resources.${resource}`, { _: humanize(resource) });
  };
  const actionName = (action: string) => translate(`engine.form.permissions.actions.${action}`, { _: humanize(action) });
  const cellLabel = (resource: string, action: string) =>
    translate('engine.form.permissions.cell', { resource: resourceName(resource), action: actionName(action) });

  const toggleAll = (on: boolean) => {
    if (on) beforeAll.current = held;
    field.onChange(on ? [ALL] : beforeAll.current);
  };
  const toggle = (permission: string, on: boolean) => field.onChange(togglePermission(held, permission, on));

  // A box under an action's column header has no text of its own: it is named "Customers: Edit". A box of
  // the Other column is named by the words beside it, the action as it reads ("Adjust"), on its resource's row.
  const box = (permission: string, name?: string) => (
    <Checkbox
      checked={all || held.includes(permission)}
      disabled={disabled || all || locked(permission)}
      onChange={(event) => toggle(permission, event.target.checked)}
      slotProps={{ input: name ? { 'aria-label': name } : {} }}
    />
  );

  return (
    <Stack spacing={1} sx={{ my: 1 }} role="group" aria-labelledby={`${id}-label`}>
      <FormLabel id={`${id}-label`} error={fieldState.invalid}>
        <FieldTitle label={label} source={source} isRequired={isRequired} />
      </FormLabel>
      <FormControlLabel
        control={<Switch checked={all} onChange={(event) => toggleAll(event.target.checked)} disabled={disabled || locked(ALL)} />}
        label={translate('engine.form.permissions.all')}
      />
      {anyLocked && (
        <FormHelperText id={`${id}-locked`}>{translate(ownRole ? 'engine.form.permissions.locked_own_role' : 'engine.form.permissions.locked')}</FormHelperText>
      )}
      {/* Wider than a phone, and every box may be locked (one's own role): the keyboard must still reach and scroll it (axe: scrollable-region-focusable). */}
      <TableContainer tabIndex={0}>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{translate('engine.form.permissions.resource')}</TableCell>
              {ACTIONS.map((action) => (
                <TableCell key={action} align="center">
                  {actionName(action)}
                </TableCell>
              ))}
              {hasOthers && <TableCell>{translate('engine.form.permissions.other')}</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.resource}>
                <TableCell component="th" scope="row">
                  {resourceName(row.resource)}
                </TableCell>
                {ACTIONS.map((action) => (
                  <TableCell key={action} align="center" padding="checkbox">
                    {row.actions[action] ? box(row.actions[action], cellLabel(row.resource, action)) : null}
                  </TableCell>
                ))}
                {hasOthers && (
                  <TableCell>
                    {row.others.map((option) => (
                      <FormControlLabel key={option.value} label={actionName(option.value.slice(row.resource.length + 1))} control={box(option.value)} />
                    ))}
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {(helperText || fieldState.invalid) && (
        <FormHelperText error={fieldState.invalid}>
          <InputHelperText error={fieldState.error?.message} helperText={helperText} />
        </FormHelperText>
      )}
    </Stack>
  );
}
