/**
 * Add Channel and the row's Edit: name, code, feed URL, feed token and status in one dialog. The
 * token is never shown: a channel with one says "A token is set" and offers Replace Token.
 */
import type { Channel } from '@console/shared/contracts';
import {
  Button,
  FormDialog,
  HStack,
  PasswordField,
  SelectField,
  Stack,
  STATUS_OPTIONS,
  Text,
  TextField,
} from '@console/shared/ui';
import { useFormikContext } from 'formik';
import { catalogue } from '../../i18n/catalogue';
import { useCreateChannel } from './api/create-channel';
import { useUpdateChannel } from './api/update-channel';
import {
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
  const t = catalogue.useT();
  return (
    <FormDialog
      key={channel?.id ?? 'new'}
      open={open}
      title={channel ? t('channels.editTitle') : t('channels.add')}
      initialValues={channel ? channelFormValues(channel) : EMPTY_CHANNEL}
      validationSchema={channelSchema}
      onClose={onClose}
      record
      submitLabel={t('common.save')}
      call={channel ? updateChannel : createChannel}
      onSubmit={(values) =>
        channel
          ? updateChannel.mutateAsync({ id: channel.id, body: channelUpdateBody(values, channel) })
          : createChannel.mutateAsync(channelBody(values))
      }
    >
      <Stack gap="4">
        <TextField name="name" label={t('channels.column.name')} required autoComplete="off" />
        <TextField
          name="code"
          label={t('channels.field.code')}
          required
          autoComplete="off"
          helperText={t('channels.codeHelp')}
        />
        <TextField
          name="feed_url"
          label={t('channels.field.feedUrl')}
          type="url"
          autoComplete="off"
          placeholder="https://"
          helperText={t('channels.feedUrlHelp')}
        />
        <FeedTokenField channel={channel} />
        <SelectField name="status" label={t('common.status')} options={STATUS_OPTIONS} required />
      </Stack>
    </FormDialog>
  );
}

function FeedTokenField({ channel }: { channel: Channel | undefined }) {
  const { values, setFieldValue } = useFormikContext<ChannelFormValues>();
  const t = catalogue.useT();
  if (tokenEditable(values, channel)) {
    return (
      <Stack gap="1">
        <PasswordField
          name="feed_token"
          label={values.replace_token ? t('channels.field.newFeedToken') : t('channels.field.feedToken')}
          autoComplete="new-password"
          secretName={t('channels.field.tokenName')}
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
            {t('channels.keepToken')}
          </Button>
        )}
      </Stack>
    );
  }
  return (
    <Stack gap="1">
      <Text fontSize="sm" fontWeight="medium">
        {t('channels.field.feedToken')}
      </Text>
      <HStack gap="3">
        <Text color="fg.muted">{t('channels.tokenSet')}</Text>
        <Button size="xs" variant="outline" onClick={() => void setFieldValue('replace_token', true)}>
          {t('channels.replaceToken')}
        </Button>
      </HStack>
    </Stack>
  );
}
