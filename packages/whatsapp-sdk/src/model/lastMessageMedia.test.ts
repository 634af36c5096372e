import { describe, expect, it } from 'vitest';
import { normalizeConversation, normalizeConversationUpdate } from './conversation';
import { lastMessageMediaOf } from './lastMessageMedia';
import { MEDIA_MESSAGE_TEXT } from './message';

describe("a conversation's last message media (the list's 'Photo', 'Voice message 0:12', 'invoice.pdf')", () => {
  it('comes from a last message object of a media type', () => {
    const conv = normalizeConversation({
      id: 'c1',
      contact_phone: '+1555',
      last_message: {
        type: 'audio',
        direction: 'inbound',
        media_data: { id: 'm1', mimeType: 'audio/ogg', fileName: 'voice.ogg', durationSeconds: 12 },
      },
    });
    expect(conv.lastMessageMedia).toEqual({ type: 'audio', fileName: 'voice.ogg', durationSeconds: 12 });
  });

  it('comes from last_message_type and last_message_media beside a text last_message', () => {
    const conv = normalizeConversation({
      id: 'c1',
      contact_phone: '+1555',
      last_message: 'The receipt',
      last_message_type: 'image',
      last_message_media: { file_name: 'receipt.png', caption: 'The receipt' },
    });
    expect(conv.lastMessageMedia).toEqual({ type: 'image', fileName: 'receipt.png', caption: 'The receipt' });
    expect(conv.lastMessage).toBe('The receipt');
  });

  it("is absent for text, templates and an old backend's type 'media' (which keeps 'Media message')", () => {
    expect(normalizeConversation({ id: 'c', last_message: 'hi' }).lastMessageMedia).toBeUndefined();
    const old = normalizeConversation({ id: 'c', last_message: { type: 'media', media_data: { file_name: 'a.pdf' } } });
    expect(old.lastMessageMedia).toBeUndefined();
    expect(old.lastMessage).toBe('a.pdf');
    expect(normalizeConversation({ id: 'c', last_message_type: 'constructor' }).lastMessageMedia).toBeUndefined();
  });

  it('an update says null when its last message object is not media, and nothing when it does not say', () => {
    expect(normalizeConversationUpdate({ contact_phone: '+1', last_message: { type: 'text' } }).lastMessageMedia).toBe(
      null,
    );
    expect(normalizeConversationUpdate({ contact_phone: '+1', last_message: 'hi' })).not.toHaveProperty(
      'lastMessageMedia',
    );
  });

  it("takes a message's caption from its text when the media does not carry one (the outbox's bubble)", () => {
    expect(lastMessageMediaOf({ type: 'image', text: 'Look', mediaFileName: 'a.png' })).toEqual({
      type: 'image',
      fileName: 'a.png',
      caption: 'Look',
    });
    expect(lastMessageMediaOf({ type: 'document', text: 'a.pdf', mediaFileName: 'a.pdf' })).toEqual({
      type: 'document',
      fileName: 'a.pdf',
    });
    expect(lastMessageMediaOf({ type: 'sticker', text: MEDIA_MESSAGE_TEXT })).toEqual({ type: 'sticker' });
    expect(lastMessageMediaOf({ type: 'text', text: 'hi' })).toBeUndefined();
  });
});
