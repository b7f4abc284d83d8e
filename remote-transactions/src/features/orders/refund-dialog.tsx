/**
 * The operator refund (issue 11): the whole order (everything still refundable) or a quantity per
 * line, never above what each line may still return; a reason is required. The dialog shows the
 * amount it would return, sends one Idempotency-Key per distinct request (a retry of the same one
 * reuses it, so a lost answer never refunds twice), and on a refusal stays open with the server's
 * reason. Enter does nothing: money moves with a click on Refund. The kit's FormDialog: what is
 * missing (the reason, a line) is said once the reason was left or Refund pressed.
 */
import { formRules, rupees, useIdempotencyKeys, useToastStore } from '@console/shared';
import { Checkbox, Field, FormDialog, Input, Table, Text } from '@console/shared/ui';
import type { OrderDetail, RefundBody } from '@console/shared/contracts';
import { FIELDS } from '@console/shared/contracts/fields';
import { boolean, object } from 'yup';
import { catalogue } from '../../i18n/catalogue';
import { useRefundOrder } from './api/refund-order';

/** The server's rule of a refund's reason: 3 to 200 characters of free text. */
const REASON = FIELDS.order.reason;
/** The dialog's own words for a reason missing or too short, in the language shown when the rule runs. */
const REASON_REQUIRED = () => catalogue.t('refund.reasonRequired', { n: REASON.minLength });

interface RefundValues {
  /** Everything still refundable, else the quantities typed per line. */
  whole: boolean;
  /** By line (item id): the quantity typed, '' for none. */
  quantities: Record<string, string>;
  reason: string;
}

const schema = object({
  // Checked trimmed, as sent: "Enter at most 200 characters", "Invalid format", then the least length.
  reason: formRules.textRule(REASON, { messages: { minLength: REASON_REQUIRED } }).required(REASON_REQUIRED),
  whole: boolean().test(
    'lines',
    () => catalogue.t('refund.noLine'),
    (whole, { parent }) => whole === true || Object.values<string>(parent.quantities).some((q) => Number(q) > 0),
  ),
});

/** The lines refunded by quantity, and the amount the refund would return. */
function refundOf(order: OrderDetail, { whole, quantities }: RefundValues) {
  const chosen = order.items
    .filter((item) => item.refundable_qty > 0)
    .map((item) => ({ item, quantity: Number(quantities[item.id] ?? 0) }))
    .filter(({ quantity }) => quantity > 0);
  const amount = whole
    ? order.refundable_amount
    : chosen.reduce((sum, { item, quantity }) => sum + item.mrp * quantity, 0);
  return { chosen, amount };
}

export function RefundDialog({ order, open, onClose }: { order: OrderDetail; open: boolean; onClose(): void }) {
  const t = catalogue.useT();
  const refund = useRefundOrder();
  const lines = order.items.filter((item) => item.refundable_qty > 0);
  const keys = useIdempotencyKeys();

  const submit = async (values: RefundValues) => {
    const { chosen, amount } = refundOf(order, values);
    // Nothing left to return (refunded meanwhile): nothing is sent, and the dialog stays.
    if (amount <= 0) throw new Error(t('refund.nothing'));
    const reason = values.reason.trim();
    const body: RefundBody = values.whole
      ? { reason }
      : { reason, lines: chosen.map(({ item, quantity }) => ({ item_id: item.id, quantity })) };
    const key = keys.keyFor([order.id, body]);
    const result = await refund.mutateAsync({ orderId: order.id, body, idempotencyKey: key });
    const total = result.refunds.reduce((sum, r) => sum + r.refund_amount, 0);
    useToastStore.getState().showSuccess(t('refund.done', { amount: rupees(total) }));
  };

  return (
    <FormDialog<RefundValues>
      open={open}
      onClose={() => {
        keys.forget();
        onClose();
      }}
      title={t('refund.title', { orderNo: order.order_no })}
      call={refund}
      initialValues={{ whole: true, quantities: Object.fromEntries(lines.map((item) => [item.id, ''])), reason: '' }}
      validationSchema={schema}
      onSubmit={submit}
      submitLabel={t('refund.submit')}
      submitPalette="red"
      noEnterSubmit
      size="lg"
    >
      {({ values, errors, touched, isSubmitting, setFieldValue, setFieldTouched }) => {
        // What is missing is said once the reason was left or Refund pressed.
        const shown = touched.reason === true;
        return (
          <>
            <Text>
              {t('refund.paid', { paid: rupees(order.amount), refunded: rupees(order.refunded_amount) })}{' '}
              <strong>{rupees(order.refundable_amount)}</strong>
            </Text>
            <Checkbox.Root
              checked={values.whole}
              disabled={isSubmitting}
              onCheckedChange={(details) => void setFieldValue('whole', details.checked === true)}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{t('refund.whole')}</Checkbox.Label>
            </Checkbox.Root>
            {!values.whole && (
              <Table.Root size="sm">
                <Table.Caption captionSide="top" textAlign="start">
                  {t('refund.perLine')}
                </Table.Caption>
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>{t('order.column.productName')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('order.column.mrp')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('refund.column.refundable')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('refund.column.refundQty')}</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {lines.map((item) => (
                    <Table.Row key={item.id}>
                      <Table.Cell>{item.product_name}</Table.Cell>
                      <Table.Cell>{rupees(item.mrp)}</Table.Cell>
                      <Table.Cell>{item.refundable_qty}</Table.Cell>
                      <Table.Cell>
                        <Input
                          size="sm"
                          w="20"
                          inputMode="numeric"
                          aria-label={t('refund.quantityOf', { product: item.product_name })}
                          value={values.quantities[item.id] ?? ''}
                          disabled={isSubmitting}
                          onChange={(e) => {
                            // Whole items only, never above what the line may still return.
                            const digits = e.currentTarget.value.replace(/\D/g, '');
                            const n = digits === '' ? '' : String(Math.min(Number(digits), item.refundable_qty));
                            void setFieldValue(`quantities.${item.id}`, n);
                          }}
                        />
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            )}
            {shown && errors.whole && (
              <Text color="fg.error" fontSize="sm">
                {errors.whole}
              </Text>
            )}
            <Field.Root required invalid={shown && !!errors.reason}>
              <Field.Label>{t('refund.reason')}</Field.Label>
              <Input
                value={values.reason}
                maxLength={REASON.maxLength}
                disabled={isSubmitting}
                onBlur={() => void setFieldTouched('reason', true)}
                onChange={(e) => void setFieldValue('reason', e.currentTarget.value.replace(/[<>]/g, ''))}
              />
              {shown && errors.reason && <Field.ErrorText>{errors.reason}</Field.ErrorText>}
            </Field.Root>
            <Text aria-live="polite" data-testid="refund-preview">
              {t('refund.preview')} <strong>{rupees(refundOf(order, values).amount)}</strong>
            </Text>
          </>
        );
      }}
    </FormDialog>
  );
}
