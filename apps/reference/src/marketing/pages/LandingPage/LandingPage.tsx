import Bot from 'lucide-react/icons/bot';
import Check from 'lucide-react/icons/check';
import Inbox from 'lucide-react/icons/inbox';
import Megaphone from 'lucide-react/icons/megaphone';
import BadgeCheck from 'lucide-react/icons/badge-check';
import { BookDemoLink, ButtonLink } from '../../../components/ButtonLink';
import {
  Actions,
  Card,
  CardGrid,
  CheckList,
  Container,
  Eyebrow,
  Lead,
  Section,
  SectionTitle,
  Split,
  Title,
} from '../page.styles';
import { Bubble, Chips, CtaBand, Hero, HeroVisual, RoiBadge, StatsStrip } from './LandingPage.styles';

const solutions = [
  {
    id: 'whatsapp-business-api',
    icon: BadgeCheck,
    title: 'WhatsApp Business API',
    text: 'Connect your verified business number in minutes with your access token and phone number ID.',
  },
  {
    id: 'team-inbox',
    icon: Inbox,
    title: 'Team Inbox',
    text: 'Every customer chat in one live inbox with unread counts, search and real-time delivery ticks.',
  },
  {
    id: 'broadcast',
    icon: Megaphone,
    title: 'Broadcast',
    text: 'Send approved templates to your segments now or on a schedule, and watch delivery and reads.',
  },
  {
    id: 'chatbot',
    icon: Bot,
    title: 'Chatbot',
    text: 'Answer common questions instantly, day and night, and hand over to a person when it matters.',
  },
] as const;

const features = [
  ['Live conversations', 'Custom replies or templates with parameters, typing indicators and read receipts.'],
  ['Template editor', 'Headers, body variables, footers and buttons with a live WhatsApp preview.'],
  ['Campaign manager', 'Draft, launch and pause campaigns; track sent, delivered and read.'],
  ['Contacts CRM', 'Tags, status, source and notes; search and filter your whole audience.'],
  ['Delivery analytics', 'Delivery and read rates over time for every message you send.'],
  ['Quick messages', 'Reach one customer fast with a custom text or an approved template.'],
] as const;

const stats = [
  ['5M+', 'Contacts Managed'],
  ['99.9%', 'Uptime Guaranteed'],
  ['50+', 'Integrations'],
  ['24/7', 'Expert Support'],
] as const;

const integrations = ['Shopify', 'WooCommerce', 'HubSpot', 'Salesforce', 'Zapier', 'Google Sheets', 'Slack', 'Stripe'];

/** The main landing page (spec section 1). */
export function LandingPage() {
  return (
    <>
      <Hero aria-labelledby="hero-title">
        <Container>
          <Split>
            <div>
              <Eyebrow>WhatsApp Business + CRM</Eyebrow>
              <Title id="hero-title">Turn WhatsApp conversations into revenue</Title>
              <Lead>
                Connect your WhatsApp Business account, chat with every customer in one live inbox and run campaigns
                that convert, all from one workspace your whole team shares.
              </Lead>
              <Actions>
                <ButtonLink to="/auth/register" size="lg">
                  Start Free Trial
                </ButtonLink>
                <BookDemoLink size="lg" />
              </Actions>
            </div>
            <HeroVisual>
              <Bubble>Hi! Is the spring collection back in stock?</Bubble>
              <Bubble $out>Yes! Here is 15% off your next order: SPRING15</Bubble>
              <Bubble>Ordered, thank you!</Bubble>
              <RoiBadge>
                <strong>+245%</strong>
                <span>ROI Increase</span>
              </RoiBadge>
            </HeroVisual>
          </Split>
        </Container>
      </Hero>

      <Section aria-labelledby="solutions-title" id="solutions">
        <Container>
          <Eyebrow>Solutions</Eyebrow>
          <SectionTitle id="solutions-title">Everything you need to sell and support on WhatsApp</SectionTitle>
          <CardGrid>
            {solutions.map(({ id, icon: Icon, title, text }) => (
              <Card key={id} id={id}>
                <Icon aria-hidden="true" size={28} />
                <h3>{title}</h3>
                <p>{text}</p>
              </Card>
            ))}
          </CardGrid>
        </Container>
      </Section>

      <Section aria-labelledby="ai-title" $tone="raised">
        <Container>
          <Split>
            <div>
              <Eyebrow>AI assistance</Eyebrow>
              <SectionTitle id="ai-title">AI that keeps every conversation moving</SectionTitle>
              <Lead>
                Suggested replies, automatic follow-ups and smart segments help your team answer faster and send the
                right template to the right customer.
              </Lead>
              <CheckList>
                {[
                  'Reply suggestions drafted from the conversation',
                  'Segments built from tags, status and activity',
                  'Follow-ups timed inside the 24-hour service window',
                ].map((line) => (
                  <li key={line}>
                    <Check aria-hidden="true" size={18} />
                    {line}
                  </li>
                ))}
              </CheckList>
              <ButtonLink to="/auth/register" size="lg">
                See AI in Action
              </ButtonLink>
            </div>
            <HeroVisual>
              <Bubble>Can I change my delivery address?</Bubble>
              <Bubble $out>
                Suggested reply: Of course! Send me the new address and I will update order #1042 right away.
              </Bubble>
            </HeroVisual>
          </Split>
        </Container>
      </Section>

      <Section aria-label="Wacrm in numbers">
        <Container>
          <StatsStrip>
            {stats.map(([value, label]) => (
              <li key={label}>
                <strong>{value}</strong>
                <span>{label}</span>
              </li>
            ))}
          </StatsStrip>
        </Container>
      </Section>

      <Section aria-labelledby="features-title" id="features">
        <Container>
          <Eyebrow>Features</Eyebrow>
          <SectionTitle id="features-title">One workbench for messaging, contacts and campaigns</SectionTitle>
          <CardGrid $min={280}>
            {features.map(([title, text]) => (
              <Card key={title}>
                <h3>{title}</h3>
                <p>{text}</p>
              </Card>
            ))}
          </CardGrid>
        </Container>
      </Section>

      <Section aria-labelledby="integrations-title" id="integrations" $tone="raised">
        <Container>
          <Eyebrow>Integrations</Eyebrow>
          <SectionTitle id="integrations-title">Works with the tools you already use</SectionTitle>
          <Lead>
            Sync contacts and orders from your store and CRM, or build your own with the REST API and realtime events.
          </Lead>
          <Chips aria-label="Popular integrations">
            {integrations.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </Chips>
        </Container>
      </Section>

      <Section aria-labelledby="cta-title">
        <Container>
          <CtaBand>
            <SectionTitle id="cta-title">Ready to grow on WhatsApp?</SectionTitle>
            <Lead style={{ marginInline: 'auto' }}>Start your free trial today. No credit card needed.</Lead>
            <Actions>
              <ButtonLink to="/auth/register" size="lg">
                Start Free Trial
              </ButtonLink>
              <BookDemoLink size="lg" />
            </Actions>
          </CtaBand>
        </Container>
      </Section>
    </>
  );
}
