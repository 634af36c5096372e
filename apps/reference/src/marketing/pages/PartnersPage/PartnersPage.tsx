import Handshake from 'lucide-react/icons/handshake';
import Puzzle from 'lucide-react/icons/puzzle';
import Code2 from 'lucide-react/icons/code-xml';
import Check from 'lucide-react/icons/check';
import { BookDemoLink } from '../../../components/ButtonLink';
import {
  Actions,
  Card,
  CardGrid,
  CheckList,
  Container,
  Eyebrow,
  Lead,
  Muted,
  Section,
  SectionTitle,
  Split,
  Title,
} from '../page.styles';

const programs = [
  {
    icon: Handshake,
    title: 'Referral partners',
    text: 'Recommend Wacrm to your clients and earn a recurring share of every subscription you refer.',
  },
  {
    icon: Puzzle,
    title: 'Solution partners',
    text: 'Agencies and consultants who set up WhatsApp, templates and campaigns for their clients, with a partner dashboard and priority support.',
  },
  {
    icon: Code2,
    title: 'Technology partners',
    text: 'Software companies that embed the Wacrm inbox, campaign manager and contacts in their own product.',
  },
] as const;

const benefits = [
  'Recurring revenue share for the lifetime of each customer',
  'A sandbox workspace and a mock API for development',
  'Co-marketing: listing in our partner directory and joint case studies',
  'A dedicated partner manager and 24/7 priority support',
];

const caseStudies = [
  {
    title: 'Online fashion store',
    text: 'Moved order updates and back-in-stock alerts to WhatsApp templates and answered questions in the shared inbox.',
  },
  {
    title: 'Regional clinic group',
    text: 'Sent appointment reminders as utility templates and let patients reschedule in chat instead of calling.',
  },
  {
    title: 'Real-estate agency',
    text: 'Captured leads from listings straight into contacts, tagged them and followed up with scheduled broadcasts.',
  },
] as const;

/** Partners: programmes, benefits, embedding the packages and example case studies. */
export function PartnersPage() {
  return (
    <>
      <Section aria-labelledby="partners-title">
        <Container>
          <Eyebrow>Partners</Eyebrow>
          <Title id="partners-title">Grow with Wacrm</Title>
          <Lead>
            Whether you refer clients, run WhatsApp for them or build it into your software, our partner programmes give
            you the tools and support to succeed.
          </Lead>
          <Actions>
            <BookDemoLink variant="primary" size="lg">
              Become a partner
            </BookDemoLink>
          </Actions>
        </Container>
      </Section>

      <Section aria-labelledby="programmes-title" $tone="raised">
        <Container>
          <SectionTitle id="programmes-title">Partner programmes</SectionTitle>
          <CardGrid $min={260}>
            {programs.map(({ icon: Icon, title, text }) => (
              <Card key={title}>
                <Icon aria-hidden="true" size={28} />
                <h3>{title}</h3>
                <p>{text}</p>
              </Card>
            ))}
          </CardGrid>
        </Container>
      </Section>

      <Section aria-labelledby="benefits-title">
        <Container>
          <Split>
            <div>
              <SectionTitle id="benefits-title">What partners get</SectionTitle>
              <CheckList>
                {benefits.map((line) => (
                  <li key={line}>
                    <Check aria-hidden="true" size={18} />
                    {line}
                  </li>
                ))}
              </CheckList>
            </div>
            <div>
              <SectionTitle as="h2">Embed it in your product</SectionTitle>
              <Muted>
                The Wacrm packages are ordinary npm packages: a typed client for the API and realtime events, themeable
                UI primitives, and ready-made widgets such as the conversations inbox and the Campaign Manager. Your app
                owns the client; the widgets follow your brand colours.
              </Muted>
            </div>
          </Split>
        </Container>
      </Section>

      <Section aria-labelledby="case-studies" $tone="raised">
        <Container>
          <SectionTitle id="case-studies">Case studies</SectionTitle>
          <Muted>Examples of how partners put Wacrm to work for their clients.</Muted>
          <CardGrid $min={260}>
            {caseStudies.map(({ title, text }) => (
              <Card key={title}>
                <h3>{title}</h3>
                <p>{text}</p>
              </Card>
            ))}
          </CardGrid>
        </Container>
      </Section>
    </>
  );
}
