// The delivery channels (e-mail through the server's mailer; WhatsApp through the Cloud API or
// its outbox) and the recording of each sent message on its delivery row.

export * from './types';
export { deliveryChannelFor } from './channelFor';
export { toWhatsappNumber } from './whatsappNumber';
export { whatsappOutboxDirOf, readWhatsappOutbox } from './whatsappOutboxChannel';
export { sendRecorded, type DeliveryTable, type RecordedDelivery } from './sendRecorded';
