/** Texts of the Help Center (English; translations in src/i18n/locales). */
export const helpText = {
  helpTitle: 'How can we help?',
  helpLead: 'Set-up guides, answers to common questions and ways to reach our team, any time of day.',

  helpGettingStarted: 'Getting started',
  helpCreateAccount: 'Create your account',
  helpCreateAccountText: 'Start a free trial with your business email and mobile number, or with Google.',
  helpConnectWhatsApp: 'Connect WhatsApp',
  helpConnectWhatsAppText:
    'In the WhatsApp app, choose Connect WhatsApp and paste your access token and phone number ID.',
  helpCreateTemplate: 'Create a template',
  helpCreateTemplateText: 'Write your message with variables, preview it and submit it for review.',
  helpLaunchCampaign: 'Import contacts and launch a campaign',
  helpLaunchCampaignText: 'Pick an approved template and your audience, then launch now or schedule it.',
  helpAnswerInbox: 'Answer in the inbox',
  helpAnswerInboxText: 'Replies arrive in real time in Conversations, where your whole team can answer.',

  helpAccountTopic: 'Account and sign-in',
  helpSignInQuestion: 'How do I sign in?',
  helpSignInAnswer:
    'Enter your business email or mobile number and we send you a 6-digit code; enter it to log in. You can also continue with Google. There is no password to remember.',
  helpGmailQuestion: 'Why can I not use a Gmail address?',
  helpGmailAnswer:
    'Wacrm is for businesses, so sign-up asks for your business email address. Use the address on your company domain, or sign up with your mobile number.',
  helpNoCodeQuestion: 'I did not receive my code.',
  helpNoCodeAnswer:
    'Codes can take a moment to arrive. After 60 seconds you can request a new one from the verify step, or go back and check the email or number you entered.',

  helpConnectingTopic: 'Connecting WhatsApp',
  helpConnectQuestion: 'What do I need to connect my WhatsApp Business account?',
  helpConnectAnswer:
    'Your permanent access token and phone number ID from the WhatsApp Business platform. The business account ID is optional. Open the WhatsApp app in the workbench and choose Connect WhatsApp.',
  helpWindowQuestion: 'Why can I only send templates to some customers?',
  helpWindowAnswer:
    'WhatsApp allows free-form messages only within 24 hours of the customer’s last message. Outside that window, start the conversation with an approved template.',

  helpTemplatesTopic: 'Templates and campaigns',
  helpApprovalQuestion: 'How long does template approval take?',
  helpApprovalAnswer:
    'New templates are submitted as Pending Review and usually reviewed within minutes to a few hours. Only approved templates can be used in campaigns and quick messages.',
  helpLimitsQuestion: 'What are the template limits?',
  helpLimitsAnswer:
    'One header (up to 60 characters), a body of up to 1024 characters with numbered variables such as {{1}}, one footer (up to 60 characters) and up to 10 buttons. Each variable needs an example value.',
  helpPauseQuestion: 'Can I pause a campaign?',
  helpPauseAnswer:
    'Yes. A draft campaign shows Launch; an active one shows Pause. A paused campaign can be started again from the Campaign Manager.',

  helpApiTitle: 'API for developers',
  /** {path}: '/api/v1', shown as code. */
  helpApiText:
    'Everything in Wacrm runs on a JSON REST API under {path} with bearer tokens and a realtime socket for messages, delivery statuses and typing. Embed it in your own product with our packages:',

  helpBlogTitle: 'From the blog',
  helpArticleTemplates: 'Five WhatsApp templates that customers actually read',
  helpArticleTemplatesText: 'Short, specific and personal: what works in utility and marketing messages.',
  helpArticleWindow: 'Working inside the 24-hour service window',
  helpArticleWindowText: 'How to plan follow-ups so your team can always reply freely.',
  helpArticlePipeline: 'From inbox to pipeline',
  helpArticlePipelineText: 'Tag conversations as leads and move them to Closed Won without copy and paste.',

  helpSupportText:
    'Our experts are available 24/7. Signed-in customers can also reach us from the workbench. Prefer to talk it through? Book a call with our team.',
  helpBookCall: 'Book a call',
} as const;
