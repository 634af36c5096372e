import { TEMPLATE_LIMITS } from './constants';

// The template editor's guidance, out of messageGroups.ts: widgets without the editor (the inbox first) do not carry it.
// MESSAGES (messages.ts) and the rules' index export it.

/** `MESSAGES.hints`: template guidance (the product's business constants and Meta's display rules); a pure IIFE, as it reads TEMPLATE_LIMITS. */
export const HINT_MESSAGES = /* @__PURE__ */ (() =>
  ({
    desktopButtons: 'Templates with 4 or more buttons do not work on WhatsApp desktop',
    desktopMixedButtons: 'Templates that mix quick replies with other buttons cannot be viewed on WhatsApp desktop',
    seeAllOptions: 'More than 3 buttons show as 2 buttons plus "See all options"',
    marketingOptOut: 'Marketing templates need an opt-out button, for example a "Stop promotions" quick reply',
    approval: 'Templates must be approved by the provider (WhatsApp) before they can be used',
    quickReplyLength: `Quick reply text should be ${TEMPLATE_LIMITS.quickReplyLabelHint} characters or less`,
    authenticationFormatting: 'Formatting does not show in authentication templates',
  }) as const)();
