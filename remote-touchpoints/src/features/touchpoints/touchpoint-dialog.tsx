/**
 * Add Touchpoint and Edit (the list's row action, the store page's Edit): name, channel, type,
 * company and retailer; for a vending machine or a locker its grid (rows, columns, label format)
 * with a preview of the labels; and its location. Save stays disabled while the grid's labels
 * cannot be generated.
 */
import type { Touchpoint } from '@console/shared/contracts';
import { LABEL_FORMATS, LABEL_FORMAT_NAMES } from '@console/shared/contracts/slot-labels';
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
import { TOUCHPOINT_TYPES, TOUCHPOINT_TYPE_NAMES } from '@console/shared/contracts/touchpoint-kinds';
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

const TYPE_OPTIONS = TOUCHPOINT_TYPES.map((t) => ({ value: t, label: TOUCHPOINT_TYPE_NAMES[t] }));
const FORMAT_OPTIONS = LABEL_FORMATS.map((f) => ({ value: f, label: LABEL_FORMAT_NAMES[f] }));

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

  return (
    <FormDialog
      key={touchpoint?.id ?? 'new'}
      open={open}
      size="lg"
      title={touchpoint ? 'Edit Touchpoint' : 'Add Touchpoint'}
      initialValues={touchpoint ? touchpointFormValues(touchpoint) : EMPTY_TOUCHPOINT}
      validationSchema={touchpointSchema}
      onClose={onClose}
      submitDisabled={(values) => gridRefusal(gridOf(values)) !== null}
      record
      submitLabel="Save"
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
            <TextField name="name" label="Touchpoint Name" required autoComplete="off" />
            {/* None chosen, the touchpoint has no channel. */}
            <FinderField name="channel_id" label="Channel" find={channelFinder} placeholder="None" />
            <SelectField name="type" label="Type" options={TYPE_OPTIONS} placeholder="Select type" required />
            <TextField name="company" label="Company" autoComplete="off" />
            <TextField name="retailer" label="Retailer" autoComplete="off" />
          </SimpleGrid>
          {isGridded(values.type) && (
            <Stack gap="3" role="group" aria-label="Slots">
              <Separator />
              <Text fontWeight="semibold">Slots</Text>
              <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
                <TextField name="rows" label="Rows" inputFilter={digits} required autoComplete="off" />
                <TextField name="columns" label="Columns" inputFilter={digits} required autoComplete="off" />
                <SelectField
                  name="label_format"
                  label="Label Format"
                  options={FORMAT_OPTIONS}
                  placeholder="Select format"
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
