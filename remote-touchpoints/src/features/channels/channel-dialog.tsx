/**
 * Add Channel and the row's Edit: name, code, feed URL, feed token and status in one dialog. The
 * token is never shown: a channel with one says "A token is set" and offers Replace Token.
 */
import type { Channel } from '@console/shared/contracts';
import {
  Button,
  HStack,
  PasswordField,
  SelectField,
  Stack,
  Text,
  TextField,
  STATUS_OPTIONS,
  FormDialog,
} from '@console/shared/ui';
import { useFormikContext } from 'formik';
import { useCreateChannel } from './api/create-channel';
import { useUpdateChannel } from './api/update-channel';
import {
  CODE_HELP,
  channelBody,
  channelFormValues,
  channelSchema,
  channelUpdateBody,
  EMPTY_CHANNEL,
  tokenEditable,
  type ChannelFormValues,
} from './channel-schema';

/** `channel`: the one to edit; undefined adds one. */
export function ChannelDialog({ open, channel, onClose }: { open: boolean; channel?: Channel; onClose(): void }) {
  const createChannel = useCreateChannel();
  const updateChannel = useUpdateChannel();
  return (
    <FormDialog
      key={channel?.id ?? 'new'}
      open={open}
      title={channel ? 'Edit Channel' : 'Add Channel'}
      initialValues={channel ? channelFormValues(channel) : EMPTY_CHANNEL}
      validationSchema={channelSchema}
      onClose={onClose}
      record
      submitLabel="Save"
      call={channel ? updateChannel : createChannel}
      onSubmit={(values) =>
        channel
          ? updateChannel.mutateAsync({ id: channel.id, body: channelUpdateBody(values, channel) })
          : createChannel.mutateAsync(channelBody(values))
      }
    >
      <Stack gap="4">
        <TextField name="name" label="Channel Name" required autoComplete="off" />
        <TextField name="code" label="Code" required autoComplete="off" helperText={CODE_HELP} />
        <TextField
          name="feed_url"
          label="Feed URL"
          type="url"
          autoComplete="off"
          placeholder="https://"
          helperText="Where Sync reads the channel's touchpoints; without it the channel cannot sync"
        />
        <FeedTokenField channel={channel} />
        <SelectField name="status" label="Status" options={STATUS_OPTIONS} required />
      </Stack>
    </FormDialog>
  );
}

function FeedTokenField({ channel }: { channel: Channel | undefined }) {
  const { values, setFieldValue } = useFormikContext<ChannelFormValues>();
  if (tokenEditable(values, channel)) {
    return (
      <Stack gap="1">
        <PasswordField
          name="feed_token"
          label={values.replace_token ? 'New Feed Token' : 'Feed Token'}
          autoComplete="new-password"
          secretName="token"
          required={values.replace_token}
        />
        {values.replace_token && (
          <Button
            size="xs"
            variant="ghost"
            alignSelf="flex-start"
            onClick={() => {
              void setFieldValue('feed_token', '');
              void setFieldValue('replace_token', false);
            }}
          >
            Keep the Current Token
          </Button>
        )}
      </Stack>
    );
  }
  return (
    <Stack gap="1">
      <Text fontSize="sm" fontWeight="medium">
        Feed Token
      </Text>
      <HStack gap="3">
        <Text color="fg.muted">A token is set</Text>
        <Button size="xs" variant="outline" onClick={() => void setFieldValue('replace_token', true)}>
          Replace Token
        </Button>
      </HStack>
    </Stack>
  );
}
