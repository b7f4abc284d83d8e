/**
 * The channel dialog: its values, yup rules and the API bodies. The feed token
 * is write-only: the server only says whether one is set. A new channel, or one without a token,
 * may be given one; a channel with a token keeps it unless the operator chooses Replace Token, and
 * only then is `feed_token` sent. An edit sends back the `updated_at` it loaded (409 when stale).
 */
import { formRules } from '@console/shared';
import type { Channel, ChannelBody, ChannelUpdateBody } from '@console/shared/contracts';
import { FIELDS } from '@console/shared/contracts/fields';
import { boolean, object, string } from 'yup';

export interface ChannelFormValues {
  name: string;
  code: string;
  feed_url: string;
  feed_token: string;
  /** A channel with a token set: the operator chose Replace Token. */
  replace_token: boolean;
  status: '1' | '0';
}

export const EMPTY_CHANNEL: ChannelFormValues = {
  name: '',
  code: '',
  feed_url: '',
  feed_token: '',
  replace_token: false,
  status: '1',
};

export function channelFormValues(channel: Channel): ChannelFormValues {
  return {
    name: channel.name,
    code: channel.code,
    feed_url: channel.feed_url ?? '',
    feed_token: '',
    replace_token: false,
    status: channel.status === 1 ? '1' : '0',
  };
}

export const channelSchema = object({
  name: formRules.textRule(FIELDS.channel.name, { required: true }),
  code: formRules.textRule(FIELDS.channel.code, { required: true }),
  /** Too short or malformed alike is "Enter a valid url". */
  feed_url: formRules.textRule(FIELDS.channel.feed_url, {
    messages: { minLength: formRules.msg.url, pattern: formRules.msg.url },
    order: ['maxLength', 'minLength', 'pattern'],
  }),
  replace_token: boolean(),
  feed_token: formRules
    .textRule(FIELDS.channel.feed_token, { trim: false })
    .when('replace_token', { is: true, then: (rule) => rule.required(formRules.msg.required) }),
  status: string().oneOf(['1', '0']).required(),
});

/** Whether the token field is open for typing: always unless a token is set and was not chosen to be replaced. */
export const tokenEditable = (values: ChannelFormValues, channel: Channel | undefined) =>
  !channel?.feed_token_set || values.replace_token;

export function channelBody(values: ChannelFormValues): ChannelBody {
  const token = values.feed_token;
  return {
    name: values.name.trim(),
    code: values.code.trim(),
    feed_url: values.feed_url.trim() || null,
    ...(token ? { feed_token: token } : {}),
    status: values.status === '1' ? 1 : 0,
  };
}

export function channelUpdateBody(values: ChannelFormValues, loaded: Channel): ChannelUpdateBody {
  const { feed_token, ...rest } = channelBody(values);
  const sendToken = tokenEditable(values, loaded) && feed_token !== undefined;
  return { ...rest, ...(sendToken ? { feed_token } : {}), updated_at: loaded.updated_at };
}
