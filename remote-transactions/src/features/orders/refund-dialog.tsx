/**
 * The operator refund (issue 11): the whole order (everything still refundable) or a quantity per
 * line, never above what each line may still return; a reason is required. The dialog shows the
 * amount it would return, sends one Idempotency-Key per distinct request (a retry of the same one
 * reuses it, so a lost answer never refunds twice), and on a refusal stays open with the server's
 * reason. Enter does nothing: money moves with a click on Refund.
 */
import { rupees, useIdempotencyKeys, useToastStore } from '@console/shared';
import {
  Button,
  Checkbox,
  Dialog,
  Field,
  HoldsInput,
  Input,
  keepFocusOnPress,
  Modal,
  RefusalAlert,
  Stack,
  Table,
  Text,
} from '@console/shared/ui';
import type { OrderDetail, RefundBody } from '@console/shared/contracts';
import { useState } from 'react';
import { useRefundOrder } from './api/refund-order';

const REASON_MIN = 3;

export function RefundDialog({ order, open, onClose }: { order: OrderDetail; open: boolean; onClose(): void }) {
  const refund = useRefundOrder();
  const lines = order.items.filter((item) => item.refundable_qty > 0);
  const [whole, setWhole] = useState(true);
  const [quantities, setQuantities] = useState<Record<number, string>>({});
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const keys = useIdempotencyKeys();

  const chosen = lines
    .map((item) => ({ item, quantity: Number(quantities[item.id] ?? 0) }))
    .filter(({ quantity }) => quantity > 0);
  const amount = whole
    ? order.refundable_amount
    : chosen.reduce((sum, { item, quantity }) => sum + item.mrp * quantity, 0);
  const reasonText = reason.trim();
  const reasonError = reasonText.length < REASON_MIN ? `Reason is required (at least ${REASON_MIN} characters).` : null;
  const linesError = !whole && chosen.length === 0 ? 'Enter a quantity on at least one line.' : null;
  const ready = !reasonError && !linesError && amount > 0;

  const reset = () => {
    setWhole(true);
    setQuantities({});
    setReason('');
    setTouched(false);
    keys.forget();
    refund.reset();
  };
  const close = () => {
    if (refund.isPending) return;
    reset();
    onClose();
  };

  const submit = async () => {
    setTouched(true);
    if (!ready) return;
    const body: RefundBody = whole
      ? { reason: reasonText }
      : { reason: reasonText, lines: chosen.map(({ item, quantity }) => ({ item_id: item.id, quantity })) };
    const key = keys.keyFor([order.id, body]);
    try {
      const result = await refund.mutateAsync({ orderId: order.id, body, idempotencyKey: key });
      const total = result.refunds.reduce((sum, r) => sum + r.refund_amount, 0);
      useToastStore.getState().showSuccess(`Refunded ${rupees(total)} to the wallet.`);
    } catch {
      // The refusal stays in the dialog, above its buttons.
      return;
    }
    reset();
    onClose();
  };

  return (
    <Modal open={open} onClose={close} busy={refund.isPending} size="lg" noEnterSubmit>
      <HoldsInput when={reason !== '' || !whole || Object.values(quantities).some((q) => q !== '')} />
      <Dialog.Header>
        <Dialog.Title>Refund {order.order_no}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="3">
          <Text>
            Paid {rupees(order.amount)} · refunded so far {rupees(order.refunded_amount)} · still refundable{' '}
            <strong>{rupees(order.refundable_amount)}</strong>
          </Text>
          <Checkbox.Root
            checked={whole}
            disabled={refund.isPending}
            onCheckedChange={(details) => setWhole(details.checked === true)}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>Whole order (everything still refundable)</Checkbox.Label>
          </Checkbox.Root>
          {!whole && (
            <Table.Root size="sm">
              <Table.Caption captionSide="top" textAlign="start">
                Quantity to refund per line
              </Table.Caption>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Product Name</Table.ColumnHeader>
                  <Table.ColumnHeader>Mrp</Table.ColumnHeader>
                  <Table.ColumnHeader>Refundable</Table.ColumnHeader>
                  <Table.ColumnHeader>Refund Qty.</Table.ColumnHeader>
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
                        aria-label={`Refund quantity of ${item.product_name}`}
                        value={quantities[item.id] ?? ''}
                        disabled={refund.isPending}
                        onChange={(e) => {
                          // Whole items only, never above what the line may still return.
                          const digits = e.currentTarget.value.replace(/\D/g, '');
                          const n = digits === '' ? '' : String(Math.min(Number(digits), item.refundable_qty));
                          setQuantities((q) => ({ ...q, [item.id]: n }));
                        }}
                      />
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          )}
          {touched && linesError && (
            <Text color="fg.error" fontSize="sm">
              {linesError}
            </Text>
          )}
          <Field.Root required invalid={touched && !!reasonError}>
            <Field.Label>Reason</Field.Label>
            <Input
              value={reason}
              maxLength={200}
              disabled={refund.isPending}
              onBlur={() => setTouched(true)}
              onChange={(e) => setReason(e.currentTarget.value.replace(/[<>]/g, ''))}
            />
            {touched && reasonError && <Field.ErrorText>{reasonError}</Field.ErrorText>}
          </Field.Root>
          <Text aria-live="polite" data-testid="refund-preview">
            Refund to the wallet: <strong>{rupees(amount)}</strong>
          </Text>
          <RefusalAlert error={refund.error} />
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={close} disabled={refund.isPending}>
          Cancel
        </Button>
        <Button
          colorPalette="red"
          disabled={refund.isPending}
          loading={refund.isPending}
          onMouseDown={keepFocusOnPress}
          onClick={() => void submit()}
        >
          Refund
        </Button>
      </Dialog.Footer>
    </Modal>
  );
}
