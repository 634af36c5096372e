import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { BookDemoLink, ButtonLink } from '../../../components/ButtonLink';
import { Faq, type FaqItem } from '../Faq';

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
  useDocumentTitle('Help Center');
  return (
    <>
      <section className="section" aria-labelledby="help-title">
        <div className="narrow">
          <p className="eyebrow">Help Center</p>
          <h1 className="title" id="help-title">
            How can we help?
          </h1>
          <p className="lead">
            Set-up guides, answers to common questions and ways to reach our team, any time of day.
          </p>
        </div>
      </section>

      <section className="section section--raised" aria-labelledby="documentation">
        <div className="narrow">
          <h2 className="section-title" id="documentation">
            Getting started
          </h2>
          <ol className="steps">
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
          </ol>
        </div>
      </section>

      {topics.map((topic) => {
        const id = `topic-${topic.title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
        return (
          <section className="section" key={topic.title} aria-labelledby={id}>
            <div className="narrow">
              <h2 className="section-title" id={id}>
                {topic.title}
              </h2>
              <Faq items={topic.items} />
            </div>
          </section>
        );
      })}

      <section className="section section--raised" aria-labelledby="api">
        <div className="narrow">
          <h2 className="section-title" id="api">
            API for developers
          </h2>
          <p className="lead">
            Everything in Wacrm runs on a JSON REST API under <code>/api/v1</code> with bearer tokens and a realtime
            socket for messages, delivery statuses and typing. Embed it in your own product with our packages:
          </p>
          <pre className="code-block">
            <code>npm install @wacrm/whatsapp-sdk @wacrm/ui @wacrm/crm-widgets</code>
          </pre>
        </div>
      </section>

      <section className="section" aria-labelledby="blog">
        <div className="container">
          <h2 className="section-title" id="blog">
            From the blog
          </h2>
          <ul className="card-grid">
            {articles.map(([title, text]) => (
              <li className="card" key={title}>
                <h3>{title}</h3>
                <p>{text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section section--raised" aria-labelledby="support">
        <div className="narrow">
          <h2 className="section-title" id="support">
            Contact support
          </h2>
          <p className="lead">
            Our experts are available 24/7. Signed-in customers can also reach us from the workbench. Prefer to talk it
            through? Book a call with our team.
          </p>
          <div className="actions">
            <BookDemoLink variant="primary">Book a call</BookDemoLink>
            <ButtonLink to="/auth/login" variant="secondary">
              Log in
            </ButtonLink>
          </div>
        </div>
      </section>
    </>
  );
}
