/**
 * Add Product and a store row's Edit: name, slot, mrp, gst, cess and stock. On a touchpoint with a
 * grid the slot is one of the grid's labels that holds no product yet (the product's own stays
 * offered); without a grid it is typed.
 */
import type { Touchpoint, TouchpointProduct } from '@console/shared/contracts';
import { flatSlotLabels } from '@console/shared/contracts/slot-labels';
import { MoneyField, SelectField, SimpleGrid, Stack, TextField, FormDialog } from '@console/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useCreateProduct } from './api/create-product';
import { usedSlotsQuery } from './api/list-used-slots';
import { useUpdateProduct } from './api/update-product';
import {
  EMPTY_PRODUCT,
  MAX_STOCK,
  productBody,
  productFormValues,
  productSchema,
  productUpdateBody,
} from './product-schema';

export function ProductDialog({
  open,
  touchpoint,
  product,
  onClose,
}: {
  open: boolean;
  touchpoint: Touchpoint;
  /** The product to edit; undefined adds one. */
  product?: TouchpointProduct;
  onClose(): void;
}) {
  const createProduct = useCreateProduct();
  const updateProduct = useUpdateProduct();
  const grid = touchpoint.grid;
  const used = useQuery({ ...usedSlotsQuery(touchpoint.id), enabled: open && grid !== null });

  const slotOptions = useMemo(() => {
    if (!grid) return [];
    const labels = flatSlotLabels(grid.rows, grid.columns, grid.label_format);
    const taken = new Set((used.data ?? []).filter((u) => u.productId !== product?.id).map((u) => u.slot));
    const free = typeof labels === 'string' ? [] : labels.filter((label) => !taken.has(label));
    return [{ value: '', label: 'No slot' }, ...free.map((label) => ({ value: label, label }))];
  }, [grid, used.data, product?.id]);

  return (
    <FormDialog
      key={product?.id ?? 'new'}
      open={open}
      title={product ? 'Edit Product' : 'Add Product'}
      initialValues={product ? productFormValues(product) : EMPTY_PRODUCT}
      validationSchema={productSchema}
      onClose={onClose}
      record
      submitLabel="Save"
      call={product ? updateProduct : createProduct}
      onSubmit={(values) =>
        product
          ? updateProduct.mutateAsync({
              touchpointId: touchpoint.id,
              productId: product.id,
              body: productUpdateBody(values, product),
            })
          : createProduct.mutateAsync({ touchpointId: touchpoint.id, body: productBody(values) })
      }
    >
      <Stack gap="4">
        <TextField name="name" label="Product Name" required autoComplete="off" />
        {grid ? (
          <SelectField name="slot" label="Slot" options={slotOptions} />
        ) : (
          <TextField
            name="slot"
            label="Slot"
            autoComplete="off"
            inputFilter={slotInput}
            helperText="Letters and digits, e.g. A1"
          />
        )}
        <MoneyField name="mrp" label="Mrp" required />
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          <TextField name="gst" label="Gst (%)" required autoComplete="off" helperText="0 to 100" />
          <TextField name="cess" label="Cess (%)" required autoComplete="off" helperText="0 to 100" />
          <TextField
            name="stock"
            label="Stock"
            required
            autoComplete="off"
            helperText={`0 to ${MAX_STOCK.toLocaleString('en-IN')} units`}
          />
        </SimpleGrid>
      </Stack>
    </FormDialog>
  );
}

/** A slot label is upper-case letters and digits, at most 8. */
const slotInput = (raw: string) =>
  raw
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 8);
