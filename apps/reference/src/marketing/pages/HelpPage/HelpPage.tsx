import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { BookDemoLink, ButtonLink } from '../../../components/ButtonLink';
import { useAppText } from '../../../i18n/AppLocale';
import { slotted } from '../../../i18n/slots';
import { siteText } from '../../siteText';
import { Faq } from '../Faq';
import { helpText } from './helpText';

type HelpTextKey = keyof typeof helpText;

const steps: readonly (readonly [HelpTextKey, HelpTextKey])[] = [
  ['helpCreateAccount', 'helpCreateAccountText'],
  ['helpConnectWhatsApp', 'helpConnectWhatsAppText'],
  ['helpCreateTemplate', 'helpCreateTemplateText'],
  ['helpLaunchCampaign', 'helpLaunchCampaignText'],
  ['helpAnswerInbox', 'helpAnswerInboxText'],
];

/** Answers by topic; each topic's id is stable (its title changes with the language). */
const topics: readonly { id: string; title: HelpTextKey; items: readonly (readonly [HelpTextKey, HelpTextKey])[] }[] = [
  {
    id: 'topic-account-and-sign-in',
    title: 'helpAccountTopic',
    items: [
      ['helpSignInQuestion', 'helpSignInAnswer'],
      ['helpGmailQuestion', 'helpGmailAnswer'],
      ['helpNoCodeQuestion', 'helpNoCodeAnswer'],
    ],
  },
  {
    id: 'topic-connecting-whatsapp',
    title: 'helpConnectingTopic',
    items: [
      ['helpConnectQuestion', 'helpConnectAnswer'],
      ['helpWindowQuestion', 'helpWindowAnswer'],
    ],
  },
  {
    id: 'topic-templates-and-campaigns',
    title: 'helpTemplatesTopic',
    items: [
      ['helpApprovalQuestion', 'helpApprovalAnswer'],
      ['helpLimitsQuestion', 'helpLimitsAnswer'],
      ['helpPauseQuestion', 'helpPauseAnswer'],
    ],
  },
];

const articles: readonly (readonly [HelpTextKey, HelpTextKey])[] = [
  ['helpArticleTemplates', 'helpArticleTemplatesText'],
  ['helpArticleWindow', 'helpArticleWindowText'],
  ['helpArticlePipeline', 'helpArticlePipelineText'],
];

// Code is code in every language: the API's path and the command that installs the packages.
const API_PATH = '/api/v1';
const INSTALL_COMMAND = 'npm install @wacrm/whatsapp-sdk @wacrm/ui @wacrm/crm-widgets';

/** Help Center: getting started, answers by topic, developer notes and how to reach support. */
export function HelpPage() {
  const site = useAppText(siteText);
  const text = useAppText(helpText);
  useDocumentTitle(site.siteHelpCenter);
  return (
    <>
      <section className="section" aria-labelledby="help-title">
        <div className="narrow">
          <p className="eyebrow">{site.siteHelpCenter}</p>
          <h1 className="title" id="help-title">
            {text.helpTitle}
          </h1>
          <p className="lead">{text.helpLead}</p>
        </div>
      </section>

      <section className="section section--raised" aria-labelledby="documentation">
        <div className="narrow">
          <h2 className="section-title" id="documentation">
            {text.helpGettingStarted}
          </h2>
          <ol className="steps">
            {steps.map(([title, body]) => (
              <li key={title}>
                <strong>{text[title]}</strong>
                <span>{text[body]}</span>
              </li>
            ))}
          </ol>
        </div>
      </section>

      {topics.map((topic) => (
        <section className="section" key={topic.id} aria-labelledby={topic.id}>
          <div className="narrow">
            <h2 className="section-title" id={topic.id}>
              {text[topic.title]}
            </h2>
            <Faq
              items={topic.items.map(([question, answer]) => ({ question: text[question], answer: text[answer] }))}
            />
          </div>
        </section>
      ))}

      <section className="section section--raised" aria-labelledby="api">
        <div className="narrow">
          <h2 className="section-title" id="api">
            {text.helpApiTitle}
          </h2>
          <p className="lead">{slotted(text.helpApiText, { path: <code>{API_PATH}</code> })}</p>
          <pre className="code-block">
            <code>{INSTALL_COMMAND}</code>
          </pre>
        </div>
      </section>

      <section className="section" aria-labelledby="blog">
        <div className="container">
          <h2 className="section-title" id="blog">
            {text.helpBlogTitle}
          </h2>
          <ul className="card-grid">
            {articles.map(([title, body]) => (
              <li className="card" key={title}>
                <h3>{text[title]}</h3>
                <p>{text[body]}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section section--raised" aria-labelledby="support">
        <div className="narrow">
          <h2 className="section-title" id="support">
            {site.siteContactSupport}
          </h2>
          <p className="lead">{text.helpSupportText}</p>
          <div className="actions">
            <BookDemoLink variant="primary">{text.helpBookCall}</BookDemoLink>
            <ButtonLink to="/auth/login" variant="secondary">
              {site.siteLogIn}
            </ButtonLink>
          </div>
        </div>
      </section>
    </>
  );
}
