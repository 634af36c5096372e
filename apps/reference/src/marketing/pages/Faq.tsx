import { styled } from 'styled-components';
import { vars } from '@wacrm/ui';

const List = styled.div`
  display: grid;
  gap: ${vars.space.sm};
  margin-top: ${vars.space.lg};

  & details {
    border: 1px solid ${vars.color.border};
    border-radius: ${vars.radius.md};
    background: ${vars.color.surfaceRaised};
  }
  & summary {
    padding: ${vars.space.md} ${vars.space.lg};
    cursor: pointer;
    font-weight: ${vars.font.weightMedium};
  }
  & details > div {
    padding: 0 ${vars.space.lg} ${vars.space.lg};
    color: ${vars.color.textMuted};
  }
  & details > div > p {
    margin: 0;
  }
`;

export interface FaqItem {
  question: string;
  answer: string;
}

/** Questions and answers as native disclosure widgets (keyboard and screen-reader support built in). */
export function Faq({ items }: { items: readonly FaqItem[] }) {
  return (
    <List>
      {items.map((item) => (
        <details key={item.question}>
          <summary>{item.question}</summary>
          <div>
            <p>{item.answer}</p>
          </div>
        </details>
      ))}
    </List>
  );
}
