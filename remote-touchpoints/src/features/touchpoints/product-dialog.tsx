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
import { catalogue } from '../../i18n/catalogue';
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
  const t = catalogue.useT();
  const grid = touchpoint.grid;
  const used = useQuery({ ...usedSlotsQuery(touchpoint.id), enabled: open && grid !== null });

  const slotOptions = useMemo(() => {
    if (!grid) return [];
    const labels = flatSlotLabels(grid.rows, grid.columns, grid.label_format);
    const taken = new Set((used.data ?? []).filter((u) => u.productId !== product?.id).map((u) => u.slot));
    const free = typeof labels === 'string' ? [] : labels.filter((label) => !taken.has(label));
    return [{ value: '', label: t('products.noSlot') }, ...free.map((label) => ({ value: label, label }))];
  }, [grid, used.data, product?.id, t]);

  return (
    <FormDialog
      key={product?.id ?? 'new'}
      open={open}
      title={product ? t('products.editTitle') : t('store.addProduct')}
      initialValues={product ? productFormValues(product) : EMPTY_PRODUCT}
      validationSchema={productSchema}
      onClose={onClose}
      record
      submitLabel={t('common.save')}
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
        <TextField name="name" label={t('products.name')} required autoComplete="off" />
        {grid ? (
          <SelectField name="slot" label={t('products.slot')} options={slotOptions} />
        ) : (
          <TextField
            name="slot"
            label={t('products.slot')}
            autoComplete="off"
            inputFilter={slotInput}
            helperText={t('products.slotHelp')}
          />
        )}
        <MoneyField name="mrp" label={t('products.mrp')} required />
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          <TextField
            name="gst"
            label={t('products.gstPercent')}
            required
            autoComplete="off"
            helperText={t('products.percentHelp')}
          />
          <TextField
            name="cess"
            label={t('products.cessPercent')}
            required
            autoComplete="off"
            helperText={t('products.percentHelp')}
          />
          <TextField
            name="stock"
            label={t('common.stock')}
            required
            autoComplete="off"
            helperText={t('products.stockHelp', { max: MAX_STOCK.toLocaleString('en-IN') })}
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
