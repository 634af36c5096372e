import { describe, expect, it } from 'vitest';
import { MEDIA_MESSAGE_TEXT } from '../model/message';
import * as groups from './messageGroups';
import { HINT_MESSAGES } from './hintMessages';
import { GOOGLE_MESSAGES, PHONE_CODE_MESSAGES } from './signInMessages';
import { exampleValuesMessage, newMessageNotice, newMessagesNotice } from './messageGroups';
import { MESSAGES, VALIDATION_MESSAGES } from './messages';

function allStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(allStrings);
  return [];
}

const catalogue = allStrings(MESSAGES);

// Every quoted string of the product's validation rules, copied from shared/spec/product-spec.md (N, '...' expanded below).
const SECTION_5 = [
  'Email or phone number is required.',
  'Please enter a valid email address or phone number.',
  'Please use your business email address, not Gmail.',
  'First name is required',
  'Last name is required',
  'First name must be at least 2 characters',
  'Last name must be at least 2 characters',
  'First name should only contain letters',
  'Last name should only contain letters',
  'Email address is required',
  'Please enter a valid email address',
  'Please use your business email address, not Gmail',
  'Phone number is required',
  'Please enter a valid phone number',
  'Please enter the complete 6-digit OTP.',
  'Please enter the complete 6-digit OTP',
  'Missing email from Google Account',
  'Campaign name is required',
  'Template selection is required',
  'Recipient is required',
  'Message is required',
  'Template name is required',
  'Template name must be 512 characters or less',
  'Body text is required',
  'Header cannot contain new lines, formatting characters, emojis, or asterisks',
  'Footer cannot contain new lines',
  'Authentication TTL must be between 30 seconds and 15 minutes',
  'Utility TTL must be between 30 seconds and 12 hours',
  'Marketing TTL must be between 12 hours and 30 days',
  'Are you sure you want to delete this template?',
  'Are you sure you want to delete this campaign?',
  'Are you sure you want to delete this contact?',
];

// Every quoted string of the product's error catalogue except the two notice patterns (tested as functions below).
const SECTION_8 = [
  'Account not found. Please register first.',
  'Account already exists. Please login instead.',
  'Phone number already registered. Please login instead.',
  'Failed to verify account',
  'Failed to verify phone number',
  'Network error. Please try again.',
  'Login failed',
  'Registration failed',
  'An error occurred during verification',
  'An error occurred during registration',
  'Failed to fetch user profile',
  'Sign-in was cancelled',
  'Popup was blocked. Please allow popups for this site',
  'Sign-in request was cancelled',
  'Account exists with different sign-in method',
  'Network error. Please check your connection',
  'Missing email from Google account',
  'Google sign-in failed',
  'An unexpected error occurred. Please try again.',
  'Invalid phone number format',
  'Phone number is required',
  'SMS quota exceeded. Please try again later',
  'Verification failed. Please try again',
  'Too many attempts. Please try again later',
  'Failed to send OTP',
  'Invalid OTP code',
  'OTP has expired. Please request a new one',
  'OTP verification failed',
  'Invalid OTP',
  'Failed to connect WhatsApp',
  'Failed to create template',
  'Failed to get templates',
  'Failed to update template',
  'Failed to delete template',
  'Failed to create campaign',
  'Failed to get campaigns',
  'Failed to update campaign',
  'Failed to start campaign',
  'Failed to pause campaign',
  'Failed to delete campaign',
  'Failed to send message',
  'Failed to send bulk messages',
  'Failed to get messages',
  'Failed to get contacts',
  'Failed to create contact',
  'Failed to update contact',
  'Failed to delete contact',
  'Failed to send broadcast',
  'Failed to get analytics',
  'Failed to get conversations',
  'Failed to get conversation messages',
  'Failed to get connection status',
  'Failed to save contact',
  'Failed to schedule broadcast',
  'Failed to load conversation messages',
  'Error',
  'Connection failed',
  'Failed to establish connection',
  'Socket not connected. Message will be sent via HTTP.',
  'Max reconnection attempts reached. Please refresh the page.',
  'Template created successfully',
  'Template updated successfully',
  'Template deleted successfully',
  'Campaign created successfully',
  'Campaign updated successfully',
  'Campaign paused successfully',
  'Campaign started successfully',
  'Campaign deleted successfully',
  'Message sent successfully',
  'WhatsApp connected successfully',
  'Contact created successfully',
  'Contact updated successfully',
  'Contact deleted successfully',
  'Broadcast scheduled successfully',
];

describe("MESSAGES holds every string of the product's validation rules and error catalogue word for word", () => {
  it.each(SECTION_5)('section 5: %s', (text) => {
    expect(catalogue).toContain(text);
  });

  it.each(SECTION_8)('section 8: %s', (text) => {
    expect(catalogue).toContain(text);
  });

  it('formats the parameterised strings exactly', () => {
    expect(exampleValuesMessage(1)).toBe('Please provide 1 example value(s) for the variables');
    expect(exampleValuesMessage(3)).toBe('Please provide 3 example value(s) for the variables');
    expect(newMessageNotice('Ann')).toBe('New message from Ann');
    expect(newMessageNotice('+919876543210')).toBe('New message from +919876543210');
    expect(newMessagesNotice(3, 'Ann')).toBe('3 new message(s) in conversation with Ann');
  });

  it('keeps the variants apart: periods and capitals as the spec has them', () => {
    expect(MESSAGES.validation.otpLogin).toBe('Please enter the complete 6-digit OTP.');
    expect(MESSAGES.validation.otpRegister).toBe('Please enter the complete 6-digit OTP');
    expect(MESSAGES.validation.identifierGmail).toBe('Please use your business email address, not Gmail.');
    expect(MESSAGES.validation.emailGmail).toBe('Please use your business email address, not Gmail');
    expect(MESSAGES.validation.googleMissingEmail).toBe('Missing email from Google Account');
    expect(MESSAGES.google.missingEmail).toBe('Missing email from Google account');
  });

  it('names the keys other modules rely on', () => {
    expect(MESSAGES.socket).toEqual({
      connectionFailed: 'Connection failed',
      establishFailed: 'Failed to establish connection',
      notConnected: 'Socket not connected. Message will be sent via HTTP.',
      maxReconnect: 'Max reconnection attempts reached. Please refresh the page.',
    });
    expect(MESSAGES.api.sendMessage).toBe('Failed to send message');
    expect(MESSAGES.common.networkError).toBe('Network error. Please try again.');
    expect(MESSAGES.common.mediaMessage).toBe(MEDIA_MESSAGE_TEXT);
  });

  it('has no blank or padded string', () => {
    for (const text of catalogue) expect(text).toBe(text.trim());
    expect(catalogue.every((t) => t.length > 0)).toBe(true);
  });
});

describe('the message groups (messageGroups.ts, signInMessages.ts, hintMessages.ts) are the very objects of MESSAGES', () => {
  it('has each group of MESSAGES as its own const, and the validation messages of a send in VALIDATION_MESSAGES', () => {
    expect(groups.API_MESSAGES).toBe(MESSAGES.api);
    expect(groups.AUTH_MESSAGES).toBe(MESSAGES.auth);
    expect(groups.COMMON_MESSAGES).toBe(MESSAGES.common);
    expect(groups.CONFIRM_MESSAGES).toBe(MESSAGES.confirm);
    expect(groups.EMAIL_CODE_MESSAGES).toBe(MESSAGES.emailCode);
    expect(GOOGLE_MESSAGES).toBe(MESSAGES.google);
    expect(HINT_MESSAGES).toBe(MESSAGES.hints);
    expect(PHONE_CODE_MESSAGES).toBe(MESSAGES.phoneCode);
    expect(groups.SCREEN_MESSAGES).toBe(MESSAGES.screen);
    expect(groups.SOCKET_MESSAGES).toBe(MESSAGES.socket);
    expect(groups.SUCCESS_MESSAGES).toBe(MESSAGES.success);
    expect(MESSAGES.validation).toBe(VALIDATION_MESSAGES);
    expect(VALIDATION_MESSAGES).toMatchObject(groups.SEND_VALIDATION_MESSAGES);
  });
});
