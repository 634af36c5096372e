import type { CSSProperties } from 'react';
import { VALIDATION_MESSAGES, exampleValuesMessage, templateParameterRequiredMessage } from '@wacrm/whatsapp-sdk';
import {
  authLabels,
  broadcastLabels,
  campaignLabels,
  commonLabels,
  connectionLabels,
  contactLabels,
  inboxLabels,
  quickMessageLabels,
  templateLabels,
} from '@wacrm/crm-widgets';

// Doc blocks of the Writing and labels page: every key and default text is read from the labels objects in code.

/** Each labels object of @wacrm/crm-widgets, with the widgets that read it. */
export const LABEL_GROUPS = [
  { name: 'commonLabels', widgets: 'every widget', labels: commonLabels },
  { name: 'inboxLabels', widgets: 'Conversations', labels: inboxLabels },
  { name: 'broadcastLabels', widgets: 'BroadcastDialog', labels: broadcastLabels },
  { name: 'campaignLabels', widgets: 'CampaignManager, CampaignModal, DeliveryAnalytics', labels: campaignLabels },
  { name: 'templateLabels', widgets: 'TemplateEditor, TemplatePreview', labels: templateLabels },
  { name: 'quickMessageLabels', widgets: 'QuickMessageModal', labels: quickMessageLabels },
  { name: 'connectionLabels', widgets: 'WhatsAppDashboard, ConnectWhatsAppModal', labels: connectionLabels },
  { name: 'contactLabels', widgets: 'ContactsManagement, ContactModal, ContactImportModal', labels: contactLabels },
  { name: 'authLabels', widgets: 'LoginForm, RegisterForm, CompleteRegistrationForm', labels: authLabels },
] as const;

/** The validation messages hosts can reword (the SDK's texts under their keys, plus the two with a number). */
export const VALIDATION_LABELS: Readonly<Record<string, string>> = {
  ...VALIDATION_MESSAGES,
  parameterRequired: templateParameterRequiredMessage(0).replace('0', '{n}'),
  exampleValuesRequired: exampleValuesMessage(0).replace('0', '{n}'),
};

const cell: CSSProperties = {
  textAlign: 'start',
  verticalAlign: 'top',
  padding: '5px 10px',
  borderBottom: '1px solid #d9dde1',
};

function LabelsTable({ caption, labels }: { caption: string; labels: Readonly<Record<string, unknown>> }) {
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%', fontSize: 13, margin: '8px 0 28px' }}>
      <caption style={{ textAlign: 'start', fontWeight: 700, padding: '0 0 6px' }}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col" style={cell}>
            Key
          </th>
          <th scope="col" style={cell}>
            Default text
          </th>
        </tr>
      </thead>
      <tbody>
        {Object.entries(labels).map(([key, text]) => (
          <tr key={key}>
            <th scope="row" style={{ ...cell, fontWeight: 400 }}>
              <code>{key}</code>
            </th>
            <td style={cell}>{typeof text === 'string' ? text : String(text)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** One table per labels object: every key with its default text. */
export function AllLabels() {
  return (
    <>
      {LABEL_GROUPS.map((group) => (
        <LabelsTable
          key={group.name}
          caption={`${group.name} (${Object.keys(group.labels).length} keys; read by ${group.widgets})`}
          labels={group.labels}
        />
      ))}
      <LabelsTable
        caption={`Validation messages (${Object.keys(VALIDATION_LABELS).length} keys; every form of every widget)`}
        labels={VALIDATION_LABELS}
      />
    </>
  );
}

/** How many keys a host can override in all (shown in the page's introduction). */
export function LabelCount() {
  const keys = new Set<string>([
    ...LABEL_GROUPS.flatMap((g) => Object.keys(g.labels)),
    ...Object.keys(VALIDATION_LABELS),
  ]);
  return <strong>{keys.size}</strong>;
}
