import DeleteIcon from '@mui/icons-material/Delete';
import {
  Autocomplete,
  Box,
  FormHelperText,
  IconButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { Fragment, useCallback, useEffect, useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useFieldArray, useFormContext, useFormState } from 'react-hook-form';
import type { FieldSpec } from '../../../../common/resourceSpec';
import type { ApiDataProvider } from '../../../dataProvider';
import { useBarcodeScanner } from '../../useBarcodeScanner';
import { visuallyHidden } from '../../visuallyHidden';
import type { FieldInputProps } from '../types';
import { ItemNameCell, NAME_ROW, NARROW_CELLS, useNameAboveFigures } from '../../show/views/ItemLinesView';
import { ItemLineCells } from './ItemLineCells';
import { exactFirst, itemKeyOf, itemOptions, itemWithCode, type ItemOption, type ListedProduct } from './itemOptions';

const SEARCH_PAUSE_MS = 250;
const OPTIONS_LIMIT = 12;

/** The products whose name, SKU or barcode holds `search`, as items, the one with exactly that code first. */
async function findItems(dp: ApiDataProvider, search: string): Promise<ItemOption[]> {
  const query = new URLSearchParams({ search, limit: String(OPTIONS_LIMIT), sort: 'name' });
  const page = await dp.call<{ doc: ListedProduct[] }>('GET', `products?${query.toString()}`);
  return exactFirst(itemOptions(page.doc), search);
}

/** A line's entry errors from the server (`lines.3.variant`), which have no input of their own to show under. */
function lineErrors(errors: unknown): string[] {
  if (!errors || typeof errors !== 'object') return [];
  return Object.entries(errors as Record<string, { message?: unknown }>)
    .filter(([key]) => key !== 'qty' && key !== 'unitCost')
    .map(([, e]) => (typeof e?.message === 'string' ? e.message : ''))
    .filter(Boolean);
}

/**
 * The lines of a purchase, a transfer or a stock count (field type
 * `item-lines`): find an item by name, SKU or barcode and pick it, or scan
 * its barcode (one more per scan); a variable product offers its variants.
 * Each line's quantity (and unit cost, when the lines have one) is typed in
 * place; a quantity below 0 is ignored (spec §5). The columns are the child
 * fields the server declares, so a purchase line shows what was received.
 */
export function ItemLinesInput({ field }: FieldInputProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const dp = useDataProvider<ApiDataProvider>();
  const { control } = useFormContext();
  const { fields: lines, append, remove, update } = useFieldArray({ control, name: field.key, keyName: 'rowKey' });
  const { errors } = useFormState({ control, name: field.key });
  const [text, setText] = useState('');
  const [options, setOptions] = useState<ItemOption[]>([]);
  const [loading, setLoading] = useState(false);
  const childFields: FieldSpec[] = field.fields ?? [];
  const hasCost = childFields.some((f) => f.key === 'unitCost');
  const nameAbove = useNameAboveFigures();
  const headed = childFields.filter((f) => f.viewType !== 'hidden' && f.key !== 'sku' && !(nameAbove && f.key === 'name'));

  const add = useCallback(
    (item: ItemOption) => {
      const current = lines as unknown as Record<string, unknown>[];
      const at = current.findIndex((line) => itemKeyOf(line) === itemKeyOf(item));
      if (at >= 0) {
        update(at, { ...current[at], qty: Number(current[at].qty ?? 0) + 1 });
        return;
      }
      append({
        product: item.product,
        variant: item.variant,
        name: item.name,
        sku: item.sku,
        qty: 1,
        ...(hasCost ? { unitCost: item.cost ?? 0 } : {}),
      });
    },
    [lines, append, update, hasCost],
  );

  useEffect(() => {
    const typed = text.trim();
    if (typed.length < 2) {
      setOptions([]);
      return undefined;
    }
    let current = true;
    const timer = setTimeout(() => {
      setLoading(true);
      findItems(dp, typed)
        .then((found) => current && setOptions(found))
        .catch((e: unknown) => notify(e instanceof Error ? e.message : String(e), { type: 'error' }))
        .finally(() => current && setLoading(false));
    }, SEARCH_PAUSE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [text, dp, notify]);

  const addByCode = useCallback(
    async (code: string) => {
      const item = itemWithCode(await findItems(dp, code), code);
      if (item) add(item);
      else notify('engine.item_lines.unknown_code', { type: 'error', messageArgs: { code } });
    },
    [dp, add, notify],
  );
  useBarcodeScanner((code) => void addByCode(code), !field.readOnly);

  const ownErrors = (errors as Record<string, unknown>)[field.key];
  const listError = ownErrors && typeof ownErrors === 'object' && 'message' in ownErrors ? String((ownErrors as { message: unknown }).message) : undefined;

  return (
    <Stack spacing={1} component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1">
        {field.label}
      </Typography>
      <Autocomplete<ItemOption, false, false, false>
        options={options}
        value={null}
        inputValue={text}
        loading={loading}
        filterOptions={(o) => o}
        // An exact code's item stands apart from the rest of its product's.
        groupBy={options[0]?.exact ? (o) => translate(o.exact ? 'engine.item_lines.exact' : 'engine.item_lines.others') : undefined}
        // …and Enter takes it, as a scan would.
        autoHighlight={Boolean(options[0]?.exact)}
        getOptionLabel={(o) => o.name}
        getOptionKey={(o) => itemKeyOf(o)}
        isOptionEqualToValue={(a, b) => itemKeyOf(a) === itemKeyOf(b)}
        noOptionsText={translate(text.trim().length < 2 ? 'engine.item_lines.type_more' : 'engine.item_lines.none')}
        onInputChange={(_, value, reason) => reason !== 'reset' && setText(value)}
        onChange={(_, item) => {
          if (item) add(item);
          setText('');
        }}
        renderOption={(props, o) => (
          <li {...props} key={itemKeyOf(o)}>
            <Stack>
              <span>{o.name}</span>
              {o.sku && (
                <Typography variant="caption" color="text.secondary">
                  {o.sku}
                </Typography>
              )}
            </Stack>
          </li>
        )}
        renderInput={(params) => (
          <TextField
            {...params}
            label={translate('engine.item_lines.add')}
            helperText={field.helperText ?? translate('engine.item_lines.help')}
            onKeyDown={(event) => {
              // A code typed whole and Enter adds its item, as a scan does.
              if (event.key === 'Enter' && text.trim().length >= 2 && options.length === 0) {
                event.preventDefault();
                void addByCode(text.trim());
                setText('');
              }
            }}
          />
        )}
      />
      {lines.length === 0 ? (
        <Typography color="text.secondary">{translate('engine.item_lines.empty')}</Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-label={field.label} sx={nameAbove ? NARROW_CELLS : undefined}>
            <TableHead>
              <TableRow>
                {headed.map((f) => (
                  <TableCell key={f.key} align={f.key === 'name' ? 'left' : 'right'}>
                    {f.label}
                  </TableCell>
                ))}
                <TableCell>
                  <Box component="span" sx={visuallyHidden}>
                    {translate('engine.item_lines.remove_column')}
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {lines.map((line, index) => {
                const row = line as unknown as Record<string, unknown> & { rowKey: string };
                const errorsOfRow = lineErrors((ownErrors as unknown[] | undefined)?.[index]);
                return (
                  <Fragment key={row.rowKey}>
                    {nameAbove && (
                      <TableRow sx={NAME_ROW}>
                        <ItemNameCell name={String(row.name ?? '')} sku={row.sku} colSpan={headed.length + 1} />
                      </TableRow>
                    )}
                    <TableRow>
                      <ItemLineCells source={field.key} index={index} line={row} fields={childFields} withoutName={nameAbove} />
                      <TableCell padding="checkbox">
                        <IconButton
                          aria-label={translate('engine.item_lines.remove', { name: String(row.name ?? '') })}
                          onClick={() => remove(index)}
                          size="small"
                        >
                          <DeleteIcon fontSize="small" />
                        </IconButton>
                        {errorsOfRow.length > 0 && <FormHelperText error>{errorsOfRow.join('; ')}</FormHelperText>}
                      </TableCell>
                    </TableRow>
                  </Fragment>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {listError && <FormHelperText error>{listError}</FormHelperText>}
    </Stack>
  );
}
