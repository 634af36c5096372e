export interface FaqItem {
  question: string;
  answer: string;
}

/** Questions and answers as native disclosure widgets (keyboard and screen-reader support built in). */
export function Faq({ items }: { items: readonly FaqItem[] }) {
  return (
    <div className="faq">
      {items.map((item) => (
        <details key={item.question}>
          <summary>{item.question}</summary>
          <p>{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
