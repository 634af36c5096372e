import { styled } from 'styled-components';
import { vars } from '@wacrm/ui';
import { BookDemoLink, ButtonLink } from '../../../components/ButtonLink';
import { Faq, type FaqItem } from '../Faq';
import {
  Actions,
  Card,
  CardGrid,
  Container,
  Eyebrow,
  Lead,
  Narrow,
  Section,
  SectionTitle,
  Title,
} from '../page.styles';

const Steps = styled.ol`
  margin: ${vars.space.lg} 0 0;
  padding-left: ${vars.space.xl};
  display: grid;
  gap: ${vars.space.md};
  & strong {
    display: block;
  }
  & span {
    color: ${vars.color.textMuted};
  }
`;

const Code = styled.pre`
  overflow-x: auto;
  padding: ${vars.space.lg};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  border: 1px solid ${vars.color.border};
  font-family: ${vars.font.mono};
  font-size: ${vars.font.sizeSm};
`;

const topics: readonly { title: string; items: readonly FaqItem[] }[] = [
  {
    title: 'Account and sign-in',
    items: [
      {
        question: 'How do I sign in?',
        answer:
          'Enter your business email or mobile number and we send you a 6-digit code; enter it to log in. You can also continue with Google. There is no password to remember.',
      },
      {
        question: 'Why can I not use a Gmail address?',
        answer:
          'Wacrm is for businesses, so sign-up asks for your business email address. Use the address on your company domain, or sign up with your mobile number.',
      },
      {
        question: 'I did not receive my code.',
        answer:
          'Codes can take a moment to arrive. After 60 seconds you can request a new one from the verify step, or go back and check the email or number you entered.',
      },
    ],
  },
  {
    title: 'Connecting WhatsApp',
    items: [
      {
        question: 'What do I need to connect my WhatsApp Business account?',
        answer:
          'Your permanent access token and phone number ID from the WhatsApp Business platform. The business account ID is optional. Open the WhatsApp app in the workbench and choose Connect WhatsApp.',
      },
      {
        question: 'Why can I only send templates to some customers?',
        answer:
          'WhatsApp allows free-form messages only within 24 hours of the customer’s last message. Outside that window, start the conversation with an approved template.',
      },
    ],
  },
  {
    title: 'Templates and campaigns',
    items: [
      {
        question: 'How long does template approval take?',
        answer:
          'New templates are submitted as Pending Review and usually reviewed within minutes to a few hours. Only approved templates can be used in campaigns and quick messages.',
      },
      {
        question: 'What are the template limits?',
        answer:
          'One header (up to 60 characters), a body of up to 1024 characters with numbered variables such as {{1}}, one footer (up to 60 characters) and up to 10 buttons. Each variable needs an example value.',
      },
      {
        question: 'Can I pause a campaign?',
        answer:
          'Yes. A draft campaign shows Launch; an active one shows Pause. A paused campaign can be started again from the Campaign Manager.',
      },
    ],
  },
];

const articles = [
  [
    'Five WhatsApp templates that customers actually read',
    'Short, specific and personal: what works in utility and marketing messages.',
  ],
  ['Working inside the 24-hour service window', 'How to plan follow-ups so your team can always reply freely.'],
  ['From inbox to pipeline', 'Tag conversations as leads and move them to Closed Won without copy and paste.'],
] as const;

/** Help Center: getting started, answers by topic, developer notes and how to reach support. */
export function HelpPage() {
  return (
    <>
      <Section aria-labelledby="help-title">
        <Narrow>
          <Eyebrow>Help Center</Eyebrow>
          <Title id="help-title">How can we help?</Title>
          <Lead>Set-up guides, answers to common questions and ways to reach our team, any time of day.</Lead>
        </Narrow>
      </Section>

      <Section aria-labelledby="documentation" $tone="raised">
        <Narrow>
          <SectionTitle id="documentation">Getting started</SectionTitle>
          <Steps>
            <li>
              <strong>Create your account</strong>
              <span>Start a free trial with your business email and mobile number, or with Google.</span>
            </li>
            <li>
              <strong>Connect WhatsApp</strong>
              <span>In the WhatsApp app, choose Connect WhatsApp and paste your access token and phone number ID.</span>
            </li>
            <li>
              <strong>Create a template</strong>
              <span>Write your message with variables, preview it and submit it for review.</span>
            </li>
            <li>
              <strong>Import contacts and launch a campaign</strong>
              <span>Pick an approved template and your audience, then launch now or schedule it.</span>
            </li>
            <li>
              <strong>Answer in the inbox</strong>
              <span>Replies arrive in real time in Conversations, where your whole team can answer.</span>
            </li>
          </Steps>
        </Narrow>
      </Section>

      {topics.map((topic) => {
        const id = `topic-${topic.title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
        return (
          <Section key={topic.title} aria-labelledby={id}>
            <Narrow>
              <SectionTitle id={id}>{topic.title}</SectionTitle>
              <Faq items={topic.items} />
            </Narrow>
          </Section>
        );
      })}

      <Section aria-labelledby="api" $tone="raised">
        <Narrow>
          <SectionTitle id="api">API for developers</SectionTitle>
          <Lead>
            Everything in Wacrm runs on a JSON REST API under <code>/api/v1</code> with bearer tokens and a realtime
            socket for messages, delivery statuses and typing. Embed it in your own product with our packages:
          </Lead>
          <Code>
            <code>npm install @wacrm/whatsapp-sdk @wacrm/ui @wacrm/crm-widgets</code>
          </Code>
        </Narrow>
      </Section>

      <Section aria-labelledby="blog">
        <Container>
          <SectionTitle id="blog">From the blog</SectionTitle>
          <CardGrid $min={260}>
            {articles.map(([title, text]) => (
              <Card key={title}>
                <h3>{title}</h3>
                <p>{text}</p>
              </Card>
            ))}
          </CardGrid>
        </Container>
      </Section>

      <Section aria-labelledby="support" $tone="raised">
        <Narrow>
          <SectionTitle id="support">Contact support</SectionTitle>
          <Lead>
            Our experts are available 24/7. Signed-in customers can also reach us from the workbench. Prefer to talk it
            through? Book a call with our team.
          </Lead>
          <Actions>
            <BookDemoLink variant="primary">Book a call</BookDemoLink>
            <ButtonLink to="/auth/login" variant="secondary">
              Log in
            </ButtonLink>
          </Actions>
        </Narrow>
      </Section>
    </>
  );
}
