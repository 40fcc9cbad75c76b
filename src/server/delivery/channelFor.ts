// The channel a delivery goes by: e-mail through the server's mailer; WhatsApp through the Cloud
// API when configured, else the local WhatsApp outbox.
import type { ServerConfig } from '../config';
import { createEmailChannel } from './emailChannel';
import { createWhatsappCloudChannel } from './whatsappCloudChannel';
import { createWhatsappOutboxChannel, whatsappOutboxDirOf } from './whatsappOutboxChannel';
import type { DeliveryChannel, DeliveryChannelName } from './types';

export function deliveryChannelFor(
  channel: DeliveryChannelName,
  config: ServerConfig,
): DeliveryChannel {
  if (channel === 'email') return createEmailChannel(config);
  return config.whatsapp
    ? createWhatsappCloudChannel(config.whatsapp)
    : createWhatsappOutboxChannel(whatsappOutboxDirOf(config));
}
