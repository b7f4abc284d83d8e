/**
 * Add Touchpoint and Edit (the list's row action, the store page's Edit): name, channel, type,
 * company and retailer; for a vending machine or a locker its grid (rows, columns, label format)
 * with a preview of the labels; and its location. Save stays disabled while the grid's labels
 * cannot be generated.
 */
import type { Touchpoint } from '@console/shared/contracts';
import {
  FinderField,
  SelectField,
  Separator,
  SimpleGrid,
  Stack,
  Text,
  TextField,
  FormDialog,
} from '@console/shared/ui';
import { channelFinder } from '../channels/api/list-channel-options';
import { catalogue } from '../../i18n/catalogue';
import { useCreateTouchpoint } from './api/create-touchpoint';
import { useUpdateTouchpoint } from './api/update-touchpoint';
import { LocationFields } from './location-fields';
import { gridRefusal, SlotPreview } from './slot-preview';
import {
  EMPTY_TOUCHPOINT,
  gridOf,
  isGridded,
  touchpointBody,
  touchpointFormValues,
  touchpointSchema,
  touchpointUpdateBody,
} from './touchpoint-schema';
import { formatOptions, typeOptions } from './touchpoint-words';

/** `touchpoint`: the one to edit; undefined adds one. */
export function TouchpointDialog({
  open,
  touchpoint,
  onClose,
}: {
  open: boolean;
  touchpoint?: Touchpoint;
  onClose(): void;
}) {
  const createTouchpoint = useCreateTouchpoint();
  const updateTouchpoint = useUpdateTouchpoint();
  const t = catalogue.useT();

  return (
    <FormDialog
      key={touchpoint?.id ?? 'new'}
      open={open}
      size="lg"
      title={touchpoint ? t('tpForm.editTitle') : t('touchpoints.add')}
      initialValues={touchpoint ? touchpointFormValues(touchpoint) : EMPTY_TOUCHPOINT}
      validationSchema={touchpointSchema}
      onClose={onClose}
      submitDisabled={(values) => gridRefusal(gridOf(values)) !== null}
      record
      submitLabel={t('common.save')}
      call={touchpoint ? updateTouchpoint : createTouchpoint}
      onSubmit={(values) =>
        touchpoint
          ? updateTouchpoint.mutateAsync({ id: touchpoint.id, body: touchpointUpdateBody(values, touchpoint) })
          : createTouchpoint.mutateAsync(touchpointBody(values))
      }
    >
      {({ values }) => (
        <Stack gap="4">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <TextField name="name" label={t('common.touchpointName')} required autoComplete="off" />
            {/* None chosen, the touchpoint has no channel. */}
            <FinderField
              name="channel_id"
              label={t('common.channel')}
              find={channelFinder}
              placeholder={t('tpForm.none')}
            />
            <SelectField
              name="type"
              label={t('common.type')}
              options={typeOptions(t)}
              placeholder={t('tpForm.selectType')}
              required
            />
            <TextField name="company" label={t('common.company')} autoComplete="off" />
            <TextField name="retailer" label={t('common.retailer')} autoComplete="off" />
          </SimpleGrid>
          {isGridded(values.type) && (
            <Stack gap="3" role="group" aria-label={t('tpForm.slots')}>
              <Separator />
              <Text fontWeight="semibold">{t('tpForm.slots')}</Text>
              <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
                <TextField name="rows" label={t('tpForm.rows')} inputFilter={digits} required autoComplete="off" />
                <TextField
                  name="columns"
                  label={t('tpForm.columns')}
                  inputFilter={digits}
                  required
                  autoComplete="off"
                />
                <SelectField
                  name="label_format"
                  label={t('tpForm.labelFormat')}
                  options={formatOptions(t)}
                  placeholder={t('tpForm.selectFormat')}
                  required
                />
              </SimpleGrid>
              <SlotPreview grid={gridOf(values)} />
            </Stack>
          )}
          <Separator />
          <LocationFields />
        </Stack>
      )}
    </FormDialog>
  );
}

/** Rows and columns are whole numbers: anything else typed is dropped. */
const digits = (raw: string) => raw.replace(/\D/g, '').slice(0, 3);
