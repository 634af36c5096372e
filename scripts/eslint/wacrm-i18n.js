// ESLint rule `wacrm-i18n/no-literal-text`: every text a user reads comes from labels (so every shipped locale
// can say it). Flags JSX text with letters and string literals with letters in the props a user reads or hears:
// aria-*, title, placeholder, alt. Brand names and symbols alone are fine; anything else goes through a label.

const READ_PROPS = /^(aria-(label|description|placeholder|roledescription|valuetext)|title|placeholder|alt)$/;
/** Text that needs no translation: no letters, or only brand names. */
const BRANDS = /\b(WhatsApp|Wacrm|Meta|Google|Gmail)\b/g;

function needsLabel(text) {
  const rest = text.replace(BRANDS, '').replace(/[\s\p{P}\p{S}\p{N}]/gu, '');
  return /\p{L}/u.test(rest);
}

const noLiteralText = {
  meta: {
    type: 'problem',
    docs: { description: 'User-visible text must come from labels (translated in every shipped locale).' },
    messages: {
      text: "Text '{{text}}' is written in the code: put it in a labels module (every locale translates it).",
      prop: '\'{{prop}}="{{text}}"\' is written in the code: give it a label (every locale translates it).',
    },
    schema: [],
  },
  create(context) {
    const report = (node, messageId, data) =>
      context.report({ node, messageId, data: { ...data, text: String(data.text).trim().slice(0, 40) } });
    return {
      JSXText(node) {
        if (needsLabel(node.value)) report(node, 'text', { text: node.value });
      },
      JSXExpressionContainer(node) {
        // {'Text'} or {`Text`} as a child.
        if (node.parent?.type !== 'JSXElement' && node.parent?.type !== 'JSXFragment') return;
        const e = node.expression;
        if (e.type === 'Literal' && typeof e.value === 'string' && needsLabel(e.value))
          report(node, 'text', { text: e.value });
        if (e.type === 'TemplateLiteral' && e.quasis.some((q) => needsLabel(q.value.cooked ?? ''))) {
          report(node, 'text', { text: e.quasis.map((q) => q.value.cooked).join('…') });
        }
      },
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : '';
        if (!READ_PROPS.test(name) || !node.value) return;
        let text = null;
        if (node.value.type === 'Literal' && typeof node.value.value === 'string') text = node.value.value;
        else if (node.value.type === 'JSXExpressionContainer') {
          const e = node.value.expression;
          if (e.type === 'Literal' && typeof e.value === 'string') text = e.value;
          if (e.type === 'TemplateLiteral') text = e.quasis.map((q) => q.value.cooked ?? '').join(' ');
        }
        if (text !== null && needsLabel(text)) report(node, 'prop', { prop: name, text });
      },
    };
  },
};

export const wacrmI18n = { rules: { 'no-literal-text': noLiteralText } };
