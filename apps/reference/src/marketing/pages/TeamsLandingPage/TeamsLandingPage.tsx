import { useState } from 'react';
import Star from 'lucide-react/icons/star';
import Building2 from 'lucide-react/icons/building-2';
import { BookDemoLink, ButtonLink } from '../../../components/ButtonLink';
import { Actions, Card, CardGrid, Container, Eyebrow, Lead, Section, SectionTitle, Split, Title } from '../page.styles';
import { Hero } from '../LandingPage/LandingPage.styles';
import { Activity, Dashboard, Kpis, SegmentButton, SegmentText, Segments, Trust } from './TeamsLandingPage.styles';

const segments = {
  Sales: 'Qualify leads in chat, share quotes with one tap and see every deal move through your pipeline.',
  Marketing: 'Send approved templates to the right segment and measure delivery, reads and conversions.',
  Support: 'Share one inbox, answer in real time and keep the full customer history next to every chat.',
} as const;
type Segment = keyof typeof segments;

const activity = [
  ['Priya S. replied to the spring offer', '2 min ago'],
  ['New lead from the website: Daniel K.', '8 min ago'],
  ['Campaign "Spring Sale" delivered to 1,240 contacts', '1 h ago'],
  ['Order question resolved by Maria', '3 h ago'],
] as const;

/** Second landing variant for teams (spec section 1): trust claims, segments, a sample dashboard. */
export function TeamsLandingPage() {
  const [segment, setSegment] = useState<Segment>('Sales');
  return (
    <>
      <Hero aria-labelledby="teams-title">
        <Container>
          <Split>
            <div>
              <Trust aria-label="Why businesses trust Wacrm">
                <li>
                  <Building2 aria-hidden="true" size={18} />
                  <span>
                    Trusted by <strong>8,000+ businesses</strong>
                  </span>
                </li>
                <li>
                  <Star aria-hidden="true" size={18} fill="currentColor" />
                  <span>
                    <strong>4.8/5</strong> average rating
                  </span>
                </li>
              </Trust>
              <Title id="teams-title">The WhatsApp CRM your whole team shares</Title>
              <Segments role="group" aria-label="Choose your team">
                {(Object.keys(segments) as Segment[]).map((name) => (
                  <SegmentButton
                    key={name}
                    type="button"
                    aria-pressed={segment === name}
                    onClick={() => setSegment(name)}
                  >
                    {name}
                  </SegmentButton>
                ))}
              </Segments>
              <SegmentText aria-live="polite">{segments[segment]}</SegmentText>
              <Actions>
                <ButtonLink to="/auth/login" size="lg">
                  Try for Free
                </ButtonLink>
                <BookDemoLink size="lg" />
              </Actions>
            </div>
            <Dashboard>
              <figcaption>Sample dashboard</figcaption>
              <Kpis>
                <div>
                  <dt>Active leads</dt>
                  <dd>240</dd>
                </div>
                <div>
                  <dt>Conversion rate</dt>
                  <dd>89%</dd>
                </div>
              </Kpis>
              <Activity aria-label="Recent activity">
                {activity.map(([text, when]) => (
                  <li key={text}>
                    <span>{text}</span>
                    <span>{when}</span>
                  </li>
                ))}
              </Activity>
            </Dashboard>
          </Split>
        </Container>
      </Hero>

      <Section aria-labelledby="teams-features-title" $tone="raised">
        <Container>
          <Eyebrow>Built for every team</Eyebrow>
          <SectionTitle id="teams-features-title">From the first message to the repeat order</SectionTitle>
          <CardGrid>
            <Card>
              <h3>Sales</h3>
              <p>Leads, deals and a pipeline from Prospecting to Closed Won, with chats attached.</p>
            </Card>
            <Card>
              <h3>Marketing</h3>
              <p>Templates, campaigns and broadcasts with delivery and read analytics.</p>
            </Card>
            <Card>
              <h3>Support</h3>
              <p>A shared live inbox with unread counts, quick replies and customer history.</p>
            </Card>
          </CardGrid>
        </Container>
      </Section>

      <Section aria-labelledby="teams-cta-title">
        <Container>
          <SectionTitle id="teams-cta-title">See it with your own customers</SectionTitle>
          <Lead>Start free, connect your WhatsApp number and invite your team in minutes.</Lead>
          <Actions>
            <ButtonLink to="/auth/register" size="lg">
              Start Free Trial
            </ButtonLink>
            <ButtonLink to="/auth/register" size="lg" variant="secondary">
              See AI in Action
            </ButtonLink>
          </Actions>
        </Container>
      </Section>
    </>
  );
}
