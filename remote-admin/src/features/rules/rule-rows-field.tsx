/**
 * The rule form's time and limit rows (sno, name, time,
 * limit): each row edited in place, added, removed and moved up or down with buttons that name
 * their row, so the whole table works from the keyboard. After a move or a removal the focus
 * stays with the row the operator was working on. On a phone each row is a card of labelled fields
 * with its buttons below, so nothing is wider than the screen.
 */
import { RULE_MAX_ROWS, type RuleType } from '@console/shared/contracts/rule-kinds';
import {
  Box,
  Field,
  Heading,
  HStack,
  IconButton,
  Input,
  PHONE_QUERY,
  ReasonedButton,
  Stack,
  Table,
  Text,
  useMediaQuery,
  VisuallyHidden,
} from '@console/shared/ui';
import { useField, useFormikContext } from 'formik';
import { useEffect, useId, useRef, useState } from 'react';
import { catalogue } from '../../i18n/catalogue';
import { EMPTY_ROW, type RuleRowValues } from './rule-schema';

/** Digits, `:` and `-` only: what a `HH:MM-HH:MM` window is written with. */
const timeInput = (raw: string) => raw.replace(/[^0-9:-]/g, '').slice(0, 11);
const digitsInput = (raw: string) => raw.replace(/\D/g, '').slice(0, 6);

export function RuleRowsField({ type }: { type: RuleType }) {
  const t = catalogue.useT();
  const [field, , helpers] = useField<RuleRowValues[]>('rows');
  const rows = field.value;
  const table = useRef<HTMLDivElement>(null);
  // After a move or a removal: which control should hold the focus once the table has re-rendered.
  const [focusNext, setFocusNext] = useState<string | null>(null);
  useEffect(() => {
    if (!focusNext) return;
    table.current?.querySelector<HTMLElement>(`[data-focus-key="${focusNext}"]`)?.focus();
    setFocusNext(null);
  }, [focusNext]);

  const set = (next: RuleRowValues[]) => void helpers.setValue(next);
  const move = (from: number, to: number) => {
    const next = [...rows];
    const [row] = next.splice(from, 1);
    next.splice(to, 0, row!);
    set(next);
    // Keep the focus on the same button of the moved row, or on the other one at either end.
    const edge = to === 0 ? 'down' : to === rows.length - 1 ? 'up' : from > to ? 'up' : 'down';
    setFocusNext(`${edge}-${to}`);
  };
  const remove = (index: number) => {
    set(rows.filter((_, i) => i !== index));
    setFocusNext(rows.length - 1 > index ? `name-${index}` : `name-${index - 1}`);
  };
  const add = () => {
    set([...rows, EMPTY_ROW]);
    setFocusNext(`name-${rows.length}`);
  };
  const unit = type === 'amount' ? t('rules.rows.unit.rupees') : t('rules.rows.unit.items');
  const phone = useMediaQuery(PHONE_QUERY);

  /** A row's three inputs and its buttons, laid out by the table or by a phone's card. */
  const rowParts = (index: number) => {
    const sno = index + 1;
    /** The row's input of one column, named after the row and labelled where the layout shows labels. */
    const input = (column: 'name' | 'time' | 'limit', props: RowInputOwnProps) => (
      <RowInput name={`rows.${index}.${column}`} row={t('rules.rows.row', { sno })} visibleLabel={phone} {...props} />
    );
    return {
      name: input('name', {
        label: t('rules.rows.name'),
        title: t('common.name'),
        placeholder: t('rules.rows.namePlaceholder'),
        focusKey: `name-${index}`,
      }),
      time: input('time', {
        label: t('rules.rows.time'),
        title: t('rules.rows.column.time'),
        placeholder: '12:00-14:30',
        inputFilter: timeInput,
      }),
      limit: input('limit', {
        label: t('rules.rows.limit', { unit }),
        title: t('rules.rows.limitTitle', { unit }),
        placeholder: type === 'amount' ? '500' : '2',
        inputFilter: digitsInput,
        inputMode: 'numeric',
      }),
      actions: (
        <HStack gap="1" align="flex-start">
          {/* The first row has no Move Up and the last no Move Down: a gap keeps the columns aligned. */}
          {index > 0 ? (
            <IconButton
              size="sm"
              variant="outline"
              aria-label={t('rules.rows.moveUp', { sno })}
              data-focus-key={`up-${index}`}
              onClick={() => move(index, index - 1)}
            >
              <span aria-hidden>↑</span>
            </IconButton>
          ) : (
            <Box w="9" flexShrink={0} />
          )}
          {index < rows.length - 1 ? (
            <IconButton
              size="sm"
              variant="outline"
              aria-label={t('rules.rows.moveDown', { sno })}
              data-focus-key={`down-${index}`}
              onClick={() => move(index, index + 1)}
            >
              <span aria-hidden>↓</span>
            </IconButton>
          ) : (
            <Box w="9" flexShrink={0} />
          )}
          <ReasonedButton
            size="sm"
            variant="outline"
            colorPalette="red"
            aria-label={t('rules.rows.remove', { sno })}
            reason={rows.length === 1 ? t('rules.rows.oneRowNeeded') : undefined}
            onClick={() => remove(index)}
          >
            {t('rules.rows.removeButton')}
          </ReasonedButton>
        </HStack>
      ),
    };
  };

  return (
    <Box mt="6" ref={table}>
      <Heading as="h2" size="sm" id="rule-rows-heading">
        {t('rules.rows.title')}
      </Heading>
      <Text fontSize="sm" color="fg.muted" mb="2" id="rule-rows-help">
        {t('rules.rows.help', { unit })}
      </Text>
      {phone ? (
        <Stack
          as="ol"
          gap="3"
          aria-labelledby="rule-rows-heading"
          aria-describedby="rule-rows-help"
          listStyleType="none"
        >
          {rows.map((_, index) => {
            const parts = rowParts(index);
            return (
              <Box as="li" key={index} borderWidth="1px" rounded="md" p="3">
                <Text fontWeight="medium" mb="2">
                  {t('rules.rows.row', { sno: index + 1 })}
                </Text>
                <Stack gap="2">
                  {parts.name}
                  {parts.time}
                  {parts.limit}
                  {parts.actions}
                </Stack>
              </Box>
            );
          })}
        </Stack>
      ) : (
        <Box overflowX="auto">
          <Table.Root size="sm" aria-labelledby="rule-rows-heading" aria-describedby="rule-rows-help">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader w="12">{t('rules.rows.column.sno')}</Table.ColumnHeader>
                <Table.ColumnHeader minW="40">{t('common.name')}</Table.ColumnHeader>
                <Table.ColumnHeader minW="40">{t('rules.rows.column.time')}</Table.ColumnHeader>
                <Table.ColumnHeader minW="28">{t('rules.rows.column.limit')}</Table.ColumnHeader>
                <Table.ColumnHeader>
                  <VisuallyHidden>{t('rules.rows.actions')}</VisuallyHidden>
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((_, index) => {
                const parts = rowParts(index);
                return (
                  <Table.Row key={index}>
                    <Table.Cell verticalAlign="top" pt="4">
                      {index + 1}
                    </Table.Cell>
                    <Table.Cell verticalAlign="top">{parts.name}</Table.Cell>
                    <Table.Cell verticalAlign="top">{parts.time}</Table.Cell>
                    <Table.Cell verticalAlign="top">{parts.limit}</Table.Cell>
                    <Table.Cell verticalAlign="top">{parts.actions}</Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
      <ReasonedButton
        mt="3"
        size="sm"
        variant="outline"
        reason={rows.length >= RULE_MAX_ROWS ? t('rules.rows.atMost', { n: RULE_MAX_ROWS }) : undefined}
        onClick={add}
      >
        {t('rules.rows.add')}
      </ReasonedButton>
    </Box>
  );
}

/**
 * One row's input, named with its row ("Row 2 time"): in the table the column header labels it on
 * screen and the whole label is for assistive technology; on a phone's card the field's own words show.
 */
/** What each of a row's inputs says and takes. */
interface RowInputOwnProps {
  /** The field's words after the row's, for assistive technology ("limit (items)"). */
  label: string;
  /** The field's words where they show, on a phone ("Limit (items)"). */
  title: string;
  placeholder: string;
  focusKey?: string;
  inputFilter?(raw: string): string;
  inputMode?: 'numeric';
}

function RowInput(props: RowInputOwnProps & { name: string; row: string; visibleLabel: boolean }) {
  const [field, meta, helpers] = useField<string>(props.name);
  const { submitCount } = useFormikContext();
  const error = typeof meta.error === 'string' && (meta.touched || submitCount > 0) ? meta.error : undefined;
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <Field.Root id={id} ids={{ errorText: errorId }} invalid={!!error}>
      {props.visibleLabel ? (
        <Field.Label>
          <VisuallyHidden>{props.row} </VisuallyHidden>
          {props.title}
        </Field.Label>
      ) : (
        <VisuallyHidden asChild>
          <Field.Label>{`${props.row} ${props.label}`}</Field.Label>
        </VisuallyHidden>
      )}
      <Input
        {...field}
        value={field.value ?? ''}
        placeholder={props.placeholder}
        autoComplete="off"
        inputMode={props.inputMode}
        aria-required
        aria-describedby={error ? errorId : undefined}
        data-focus-key={props.focusKey}
        onChange={
          props.inputFilter ? (e) => void helpers.setValue(props.inputFilter!(e.currentTarget.value)) : field.onChange
        }
      />
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
