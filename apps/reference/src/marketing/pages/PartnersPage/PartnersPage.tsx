import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { Icon, extraShapes, shapes, type IconNode } from '../../../components/Icon';
import { BookDemoLink } from '../../../components/ButtonLink';
import { useAppText } from '../../../i18n/AppLocale';
import { siteText } from '../../siteText';
import { partnersText } from './partnersText';

type PartnersTextKey = keyof typeof partnersText;

const programs: readonly { icon: IconNode; title: PartnersTextKey; text: PartnersTextKey }[] = [
  { icon: extraShapes.Handshake, title: 'partnersReferral', text: 'partnersReferralText' },
  { icon: extraShapes.Puzzle, title: 'partnersSolution', text: 'partnersSolutionText' },
  { icon: extraShapes.CodeXml, title: 'partnersTechnology', text: 'partnersTechnologyText' },
];

const benefits: readonly PartnersTextKey[] = [
  'partnersBenefitRevenue',
  'partnersBenefitSandbox',
  'partnersBenefitCoMarketing',
  'partnersBenefitManager',
];

const caseStudies: readonly (readonly [PartnersTextKey, PartnersTextKey])[] = [
  ['partnersFashion', 'partnersFashionText'],
  ['partnersClinic', 'partnersClinicText'],
  ['partnersRealEstate', 'partnersRealEstateText'],
];

/** Partners: programmes, benefits, embedding the packages and example case studies. */
export function PartnersPage() {
  const site = useAppText(siteText);
  const text = useAppText(partnersText);
  useDocumentTitle(site.sitePartners);
  return (
    <>
      <section className="section" aria-labelledby="partners-title">
        <div className="container">
          <p className="eyebrow">{site.sitePartners}</p>
          <h1 className="title" id="partners-title">
            {text.partnersTitle}
          </h1>
          <p className="lead">{text.partnersLead}</p>
          <div className="actions">
            <BookDemoLink variant="primary" size="lg">
              {text.partnersBecomePartner}
            </BookDemoLink>
          </div>
        </div>
      </section>

      <section className="section section--raised" aria-labelledby="programmes-title">
        <div className="container">
          <h2 className="section-title" id="programmes-title">
            {text.partnersProgrammes}
          </h2>
          <ul className="card-grid">
            {programs.map(({ icon, title, text: body }) => (
              <li className="card" key={title}>
                <Icon node={icon} size={28} />
                <h3>{text[title]}</h3>
                <p>{text[body]}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section" aria-labelledby="benefits-title">
        <div className="container">
          <div className="split">
            <div>
              <h2 className="section-title" id="benefits-title">
                {text.partnersBenefits}
              </h2>
              <ul className="check-list">
                {benefits.map((key) => (
                  <li key={key}>
                    <Icon node={shapes.Check} size={18} />
                    {text[key]}
                  </li>
                ))}
              </ul>
            </div>
            <div>
              <h2 className="section-title">{text.partnersEmbed}</h2>
              <p className="muted">{text.partnersEmbedText}</p>
            </div>
          </div>
        </div>
      </section>

      <section className="section section--raised" aria-labelledby="case-studies">
        <div className="container">
          <h2 className="section-title" id="case-studies">
            {text.partnersCaseStudies}
          </h2>
          <p className="muted">{text.partnersCaseStudiesLead}</p>
          <ul className="card-grid">
            {caseStudies.map(([title, body]) => (
              <li className="card" key={title}>
                <h3>{text[title]}</h3>
                <p>{text[body]}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
